// The sanitiser: server text can never drive the terminal.
import Testing

@testable import TerminalUI

@Suite struct TextSanitizerTests {
    @Test func plainASCIIIsUnchanged() {
        let name = "Leanne Graham (Bret) <Sincere@april.biz>"
        #expect(TextSanitizer.sanitized(name) == name)
        #expect(!TextSanitizer.needsSanitizing(name))
    }

    @Test func oscTitleSequenceLosesItsControls() {
        let hostile = "\u{1B}]0;pwned\u{7}Leanne"
        let clean = TextSanitizer.sanitized(hostile)
        #expect(clean == "\u{FFFD}]0;pwned\u{FFFD}Leanne")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func csiCursorMovesAndSGRColoursAreDefused() {
        #expect(TextSanitizer.sanitized("\u{1B}[2J\u{1B}[H") == "\u{FFFD}[2J\u{FFFD}[H")
        #expect(TextSanitizer.sanitized("\u{1B}[31mred\u{1B}[0m") == "\u{FFFD}[31mred\u{FFFD}[0m")
    }

    @Test func osc52ClipboardWriteIsDefused() {
        let clean = TextSanitizer.sanitized("\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\")
        #expect(clean == "\u{FFFD}]52;c;cm0gLXJmIH4=\u{FFFD}\\")
    }

    @Test func c1ControlsAndDELBecomePlaceholders() {
        #expect(TextSanitizer.sanitized("a\u{9B}31mb") == "a\u{FFFD}31mb")
        #expect(TextSanitizer.sanitized("a\u{85}b\u{7F}") == "a\u{FFFD}b\u{FFFD}")
        #expect(TextSanitizer.sanitized("x\u{0}y") == "x\u{FFFD}y")
    }

    @Test func newlinesAndCarriageReturnsArePlaceholders() {
        #expect(TextSanitizer.sanitized("a\r\nb\nc\rd") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
    }

    @Test func tabsAndLineSeparatorsBecomeSpaces() {
        #expect(TextSanitizer.sanitized("a\tb\u{2028}c\u{2029}d") == "a b c d")
    }

    @Test func bidiOverridesIsolatesAndInvisibleFormatsAreDropped() {
        #expect(TextSanitizer.sanitized("user\u{202E}gpj.exe") == "usergpj.exe")
        #expect(TextSanitizer.sanitized("\u{2066}a\u{2069}\u{200E}b\u{200F}\u{FEFF}c\u{AD}d\u{200B}") == "abcd")
        #expect(TextSanitizer.treatment(of: "\u{202A}") == .drop)
    }

    @Test func combiningMarksEmojiAndCJKAreKept() {
        let text = "Zoe\u{308} 👨‍👩‍👧 漢字 ❤️"
        #expect(TextSanitizer.sanitized(text) == text)
    }

    @Test func displayableGivesSomethingDrawableForEveryGrapheme() {
        #expect(TextSanitizer.displayable("\u{1B}") == "\u{FFFD}")
        #expect(TextSanitizer.displayable("\t") == " ")
        #expect(TextSanitizer.displayable("a") == "a")
        #expect(DisplayWidth.of(TextSanitizer.displayable("\u{202E}")) == 0)
    }

    @Test func canvasNeverStoresAControlCharacter() {
        var canvas = Canvas(size: Size(width: 30, height: 1))
        canvas.draw("\u{1B}]0;t\u{7}\u{9B}2J\u{202E}ok", at: .zero)
        #expect(canvas.text == "\u{FFFD}]0;t\u{FFFD}\u{FFFD}2Jok")
        let scalars = canvas.cells.flatMap { $0.text.unicodeScalars }
        #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
    }
}
