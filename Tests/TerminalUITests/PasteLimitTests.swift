// A bracketed paste cannot swallow the keyboard: a paste that never closes ends after a second
// of silence (on an injected clock) or at Ctrl-C, which still arrives; a paste over its size
// limit delivers the limit at once and drops the rest; a paste split across reads stays whole.
import CNcurses
import Testing

@testable import TerminalUI

struct PasteLimitTests {
    private let start = ContinuousClock.now
    private let begin = RawInput.keyCode(Int32(CN_KEY_PASTE_BEGIN))
    private let end = RawInput.keyCode(Int32(CN_KEY_PASTE_END))
    private let ctrlC = RawInput.character(0x03)

    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    @Test func ctrlCEndsAnUnclosedPasteAndIsDeliveredAfterIt() {
        var decoder = KeyDecoder()
        let events = decoder.decode([begin] + characters("abc") + [ctrlC] + characters("q"), at: start)
        #expect(events == [.paste("abc"), .key(.control("c")), .key(.character("q"))])
        #expect(decoder.pasteDeadline == nil)
    }

    @Test func ctrlCInALaterReadStillArrives() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([begin] + characters("never closed"), at: start) == [])
        #expect(decoder.decode(characters("jk"), at: start + .milliseconds(100)) == [])
        #expect(
            decoder.decode([ctrlC], at: start + .milliseconds(200))
                == [.paste("never closedjk"), .key(.control("c"))])
    }

    @Test func pasteSplitAcrossReadsIsDeliveredWhole() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([begin] + characters("first "), at: start) == [])
        #expect(
            decoder.decode(characters("second") + [end] + characters("j"), at: start + .milliseconds(900))
                == [.paste("first second"), .key(.character("j"))])
    }

    @Test func silenceEndsAnUnclosedPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([begin] + characters("ab"), at: start) == [])
        #expect(decoder.pasteDeadline == start + .seconds(1))
        #expect(decoder.decode([], at: start + .milliseconds(999)) == [])
        #expect(decoder.decode([], at: start + .seconds(1)) == [.paste("ab")])
        #expect(decoder.pasteDeadline == nil)
        #expect(decoder.decode(characters("q"), at: start + .seconds(2)) == [.key(.character("q"))])
    }

    @Test func silenceIsCountedFromTheLastInput() {
        var decoder = KeyDecoder()
        _ = decoder.decode([begin] + characters("a"), at: start)
        #expect(decoder.decode(characters("b"), at: start + .milliseconds(800)) == [])
        #expect(decoder.pasteDeadline == start + .milliseconds(1800))
        #expect(decoder.decode([], at: start + .milliseconds(1500)) == [])
        #expect(decoder.decode([], at: start + .milliseconds(1800)) == [.paste("ab")])
    }

    @Test func keysAfterASilenceAreKeysAgain() {
        var decoder = KeyDecoder()
        _ = decoder.decode([begin] + characters("x"), at: start)
        #expect(
            decoder.decode(characters("jq"), at: start + .seconds(3))
                == [.paste("x"), .key(.character("j")), .key(.character("q"))])
    }

    @Test func customSilenceLimitIsHonoured() {
        var decoder = KeyDecoder(pasteLimits: PasteLimits(maximumBytes: 100, silence: .milliseconds(50)))
        _ = decoder.decode([begin] + characters("x"), at: start)
        #expect(decoder.decode([], at: start + .milliseconds(50)) == [.paste("x")])
    }

    @Test(arguments: [
        (limit: 16, text: String(repeating: "x", count: 40), delivered: String(repeating: "x", count: 16)),
        (limit: 5, text: "éééé", delivered: "éé"),
        (limit: 7, text: "🚀🚀🚀", delivered: "🚀"),
        (limit: 3, text: "a\r\nb\nc", delivered: "a\nb"),
    ])
    func pasteOverTheLimitDeliversTheLimitAndDropsTheRest(limit: Int, text: String, delivered: String) {
        var decoder = KeyDecoder(pasteLimits: PasteLimits(maximumBytes: limit, silence: .seconds(1)))
        let events = decoder.decode([begin] + characters(text), at: start)
        #expect(events == [.paste(delivered)])
        #expect(delivered.utf8.count <= limit)
        // The rest of the paste, its end and the keys after it.
        #expect(
            decoder.decode(characters("more") + [end] + characters("j"), at: start + .milliseconds(10))
                == [.key(.character("j"))])
    }

    @Test func ctrlCAfterAFullPasteIsDeliveredAlone() {
        var decoder = KeyDecoder(pasteLimits: PasteLimits(maximumBytes: 2, silence: .seconds(1)))
        #expect(
            decoder.decode([begin] + characters("abcdef") + [ctrlC], at: start)
                == [.paste("ab"), .key(.control("c"))])
    }

    @Test func silenceAfterAFullPasteDeliversNothingMore() {
        var decoder = KeyDecoder(pasteLimits: PasteLimits(maximumBytes: 2, silence: .seconds(1)))
        #expect(decoder.decode([begin] + characters("abcdef"), at: start) == [.paste("ab")])
        #expect(decoder.decode(characters("q"), at: start + .seconds(5)) == [.key(.character("q"))])
    }

    @Test func aMebibyteIsTheStandardLimit() {
        var decoder = KeyDecoder()
        let limit = PasteLimits.standard.maximumBytes
        #expect(limit == 1 << 20)
        let huge = [RawInput](repeating: .character(0x78), count: limit + 5000)
        let events = decoder.decode([begin] + huge + [ctrlC], at: start)
        #expect(events.count == 2)
        guard case .paste(let text)? = events.first else {
            Issue.record("no paste: \(events.prefix(3))")
            return
        }
        #expect(text.utf8.count == limit)
        #expect(events.last == .key(.control("c")))
    }
}
