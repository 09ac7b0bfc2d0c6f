// A grapheme's ASCII byte, read without comparing it with "\r\n" (which `asciiValue` does): the
// same answer as `asciiValue` for every grapheme but CR LF, which drawing treats the same either way.
import Testing

@testable import TerminalUI

struct CharacterASCIIByteTests {
    @Test(arguments: [
        "a", "Z", " ", "~", "\t", "\u{1B}", "\u{7F}", "\n", "\r", "é", "e\u{301}", "…", "│", "漢", "👨‍👩‍👧", "\u{200B}",
    ])
    func theByteIsAsciiValueForEveryGraphemeButCRLF(_ character: Character) {
        #expect(character.asciiByte == character.asciiValue)
    }

    @Test func crLFHasNoByteAndIsStillDrawnAsOnePlaceholderTakingNoWidthBeforeSanitising() {
        let crlf: Character = "\r\n"
        #expect(crlf.asciiByte == nil)
        #expect(TextSanitizer.treatment(of: crlf) == .replace(TextSanitizer.placeholder))
        #expect(DisplayWidth.of(crlf) == 0)
        #expect(crlf.drawnWidth == 1)
    }
}
