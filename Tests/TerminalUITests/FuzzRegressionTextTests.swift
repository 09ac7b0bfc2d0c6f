// Reproducers the `text` fuzz target found (Fuzz/crashes/text-*): a prepend mark such as
// U+0600 ARABIC NUMBER SIGN at the end of a string fused with the padding space or the
// ellipsis into one grapheme, so the result was a cell short.
import Testing

@testable import TerminalUI

struct FuzzRegressionTextTests {
    /// Fuzz/crashes/text-padding-fuses-with-prepend-mark.
    @Test func paddingAfterPrependMarkIsExactlyTheWidth() {
        let text = "5\u{4E02}\u{1F1EF}\u{0975}\u{1163}\u{0600}"
        #expect(text.padded(toWidth: 23).displayWidth == 23)
    }

    @Test func paddingAfterPrependMarkKeepsTheText() {
        let padded = "ab\u{0600}".padded(toWidth: 6)
        #expect(padded.unicodeScalars.starts(with: "ab\u{0600}".unicodeScalars))
        #expect(padded.displayWidth == 6)
    }

    @Test func truncationDropsPrependMarkBeforeTheEllipsis() {
        let text = "\u{0600}\u{1B}xyz"
        let cut = text.truncated(toWidth: 2)
        #expect(cut == "… ")
        #expect(cut.displayWidth == 2)
    }
}
