// Reproducers the `keydecoder` fuzz target found (Fuzz/crashes/keydecoder-*): an escape
// sequence left open in a batch swallowed the resizes and mouse reports read after it.
import CNcurses
import Testing

@testable import TerminalUI

struct FuzzRegressionKeyDecoderTests {
    private let start = ContinuousClock.now
    private let size = Size(width: 274, height: 52)

    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    /// Fuzz/crashes/keydecoder-string-sequence-swallows-resize: ESC P (a DCS introducer, or
    /// Alt-Shift-P) then resizes and keys.
    @Test func dcsIntroducerBeforeResizesIsAltAndKeepsThem() {
        var decoder = KeyDecoder()
        let inputs = characters("\u{1B}P") + [.resize(size), .resize(size), .resize(size)] + characters("q#")
        #expect(
            decoder.decode(inputs, at: start)
                == [
                    .key(.alt("P")), .resize(size), .resize(size), .resize(size),
                    .key(.character("q")), .key(.character("#")),
                ])
    }

    @Test func openStringSequenceEndsAtAResize() {
        var decoder = KeyDecoder()
        let inputs = characters("\u{1B}]0;ti") + [.resize(size)] + characters("x")
        #expect(decoder.decode(inputs, at: start) == [.resize(size), .key(.character("x"))])
    }

    @Test func openStringSequenceEndsAtAKeyCode() {
        var decoder = KeyDecoder()
        let inputs = characters("\u{1B}_abc") + [.keyCode(KEY_UP)]
        #expect(decoder.decode(inputs, at: start) == [.key(.up)])
    }

    /// Fuzz/crashes/keydecoder-ss3-swallows-resize: ESC O then a resize and a mouse press.
    @Test func ss3IntroducerBeforeResizeIsAltAndKeepsIt() {
        var decoder = KeyDecoder()
        let other = Size(width: 343, height: 107)
        let press = RawInput.mouse(x: 2, y: 3, buttons: UInt32(cn_button1_pressed()))
        let inputs = characters("\u{1B}O") + [.resize(size), .resize(other), press]
        #expect(
            decoder.decode(inputs, at: start)
                == [.key(.alt("O")), .resize(size), .resize(other), .mouse(MouseEvent(.press, at: Point(x: 2, y: 3)))])
    }

    @Test func csiIntroducerBeforeMouseReportIsAltAndKeepsIt() {
        var decoder = KeyDecoder()
        let press = RawInput.mouse(x: 0, y: 0, buttons: UInt32(cn_button1_pressed()))
        #expect(
            decoder.decode(characters("\u{1B}[") + [press], at: start)
                == [.key(.alt("[")), .mouse(MouseEvent(.press, at: .zero))])
    }
}
