// The one string reader: escapes, surrogate pairs and their unpaired halves, control characters,
// strings that stop short; and the word-at-a-time scan finding the same byte a plain loop finds.
import JSONCore
import Testing

struct JSONStringTests {
    /// Reads `text` (the inside of a string and its closing quote) into bytes.
    static func unescape(_ text: String, _ policy: JSONStringUnescaper.UnpairedSurrogates = .replaced)
        throws(JSONStringUnescaper.Failure) -> (text: String, isASCII: Bool, end: Int)
    {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        var position = 0
        let isASCII = try bytes.withUnsafeBufferPointer { input in
            Result { () throws(JSONStringUnescaper.Failure) in
                try JSONStringUnescaper.read(
                    input.baseAddress!, at: &position, end: input.count, collects: true, into: &output,
                    unpairedSurrogates: policy)
            }
        }.get()
        return (String(decoding: output, as: UTF8.self), isASCII, position)
    }

    @Test(arguments: [
        (#"plain" tail"#, "plain", true, 6), (#"a\"b\\c\/d\b\f\n\r\t" "#, "a\"b\\c/d\u{8}\u{C}\n\r\t", true, 21),
        (#"\u00e9\u65E5" "#, "é日", false, 13), (#"\ud83d\ude80!""#, "🚀!", false, 14), (#"日本 ok""#, "日本 ok", false, 10),
        (#"a long run of plain text before\u0041""#, "a long run of plain text beforeA", true, 38),
    ])
    func escapesAndPairsBecomeTheirCharacters(_ text: String, _ expected: String, _ isASCII: Bool, _ end: Int) throws {
        let read = try Self.unescape(text)
        #expect(read.text == expected)
        #expect(read.isASCII == isASCII)
        #expect(read.end == end)
    }

    @Test(arguments: [#"\ud83d""#, #"\ude80""#, #"\ud83d\u0041""#, #"\ud83dx""#])
    func unpairedSurrogatesAreReplacedOrRefused(_ text: String) throws {
        #expect(try Self.unescape(text, .replaced).text.hasPrefix("\u{FFFD}"))
        #expect(throws: JSONStringUnescaper.Failure.self) { try Self.unescape(text, .rejected) }
    }

    @Test(arguments: [
        ("abc", JSONStringUnescaper.Failure.unterminated(at: 3)), (#"ab\"#, .escape(.endAfterBackslash(at: 3))),
        (#"a\q""#, .escape(.invalidEscape(at: 2))), (#"\u12"#, .escape(.missingHexDigits(at: 2))),
        (#"\u12x4""#, .escape(.badHexDigit(at: 4))), ("a\u{01}b\"", .controlCharacter(at: 1)),
        ("0123456789\u{1F}\"", .controlCharacter(at: 10)),
    ])
    func malformedStringsSayWhereAndWhat(_ text: String, _ failure: JSONStringUnescaper.Failure) {
        #expect(throws: failure) { try Self.unescape(text) }
    }

    @Test func theWordScanFindsWhatAByteLoopFinds() {
        let alphabet: [UInt8] = Array("aé\"\\\u{01} ~".utf8) + [0x7F, 0x80, 0xFF, 0x1F, 0x20]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            let bytes = (0..<Int(state % 40)).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return state >> 60 < 12 ? UInt8(ascii: "x") : alphabet[Int(state >> 33) % alphabet.count]
            }
            for controls in [false, true] {
                let expected = bytes.firstIndex { $0 == 0x22 || $0 == 0x5C || (controls && $0 < 0x20) } ?? bytes.count
                var passed: UInt64 = 0
                let found = bytes.withUnsafeBufferPointer {
                    JSONByteScan.firstStringSpecial(
                        $0.baseAddress!, from: 0, to: $0.count, controls: controls, passed: &passed)
                }
                #expect(found == expected, "\(bytes)")
                #expect(JSONByteScan.isASCII(passed) == bytes[..<expected].allSatisfy { $0 < 0x80 }, "\(bytes)")
            }
        }
    }
}
