// Display width: the cells a grapheme or string takes, matching Python wcwidth 0.7.0.
import Testing

@testable import TerminalUI

@Suite struct TextDisplayWidthTests {
    @Test(
        arguments: [
            ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("Ω", 1), ("①", 1),
            ("中", 2), ("ｱ", 1), ("Ａ", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{3000}", 2),
            ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤", 1), ("❤️", 2), ("⌚", 2),
            ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{202E}", 0), ("\u{FEFF}", 0),
            ("\u{1B}", 0), ("\u{7}", 0), ("\u{7F}", 0), ("\u{9B}", 0), ("\u{0}", 0), ("\u{AD}", 1),
        ] as [(Character, Int)])
    func graphemeWidthMatchesWcwidth(character: Character, cells: Int) {
        #expect(DisplayWidth.of(character) == cells, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthSumsGraphemes() {
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("漢字 kanji") == 10)
        #expect(DisplayWidth.of("Zoë 👍🏽 café") == 11)
        #expect(DisplayWidth.of("a\u{1B}[31mb") == 6)
    }

    @Test func tableEdgesAreExact() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x115F)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1160)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF60)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFF61)!) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x20000)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x3FFFD)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0xE000)!) == 1)
    }

    @Test func drawnWidthCountsPlaceholders() {
        #expect("a\tb".displayWidth == 3)
        #expect("\u{1B}[2J".displayWidth == 4)
        #expect("a\u{202E}b".displayWidth == 2)
        #expect("漢字".displayWidth == 4)
    }
}
