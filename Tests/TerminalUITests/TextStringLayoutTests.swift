// Truncating, padding and wrapping by display width.
import Testing

@testable import TerminalUI

@Suite struct TextStringLayoutTests {
    @Test func truncationAddsAnEllipsisOnlyWhenCut() {
        #expect("Leanne Graham".truncated(toWidth: 20) == "Leanne Graham")
        #expect("Leanne Graham".truncated(toWidth: 13) == "Leanne Graham")
        #expect("Leanne Graham".truncated(toWidth: 8) == "Leanne …")
        #expect("Leanne".truncated(toWidth: 1) == "…")
        #expect("Leanne".truncated(toWidth: 0) == "")
    }

    @Test func truncationNeverSplitsAWideGrapheme() {
        #expect("漢字漢字".truncated(toWidth: 4) == "漢… ")
        #expect("漢字漢字".truncated(toWidth: 5) == "漢字…")
        #expect("漢字漢字".truncated(toWidth: 4).displayWidth == 4)
        #expect("a👨‍👩‍👧b".truncated(toWidth: 3) == "a… ")
    }

    @Test func truncationKeepsCombiningMarksWithTheirBase() {
        let cut = "Zoe\u{308}lle".truncated(toWidth: 4)
        #expect(cut == "Zoe\u{308}…")
        #expect(cut.displayWidth == 4)
    }

    @Test func paddingMakesAnExactWidth() {
        #expect("ab".padded(toWidth: 4) == "ab  ")
        #expect("漢".padded(toWidth: 3) == "漢 ")
        #expect("abcdef".padded(toWidth: 4) == "abc…")
    }

    @Test func wrappingBreaksAtSpaces() {
        #expect("the quick brown fox".wrapped(toWidth: 10) == ["the quick", "brown fox"])
        #expect("the quick brown fox".wrapped(toWidth: 19) == ["the quick brown fox"])
        #expect("a b c".wrapped(toWidth: 1) == ["a", "b", "c"])
    }

    @Test func wrappingBreaksOverlongWords() {
        #expect("abcdefghij xy".wrapped(toWidth: 4) == ["abcd", "efgh", "ij", "xy"])
    }

    @Test func wrappingKeepsExplicitNewlinesAndBlankLines() {
        #expect("one\n\ntwo three".wrapped(toWidth: 5) == ["one", "", "two", "three"])
        #expect("a\r\nb".wrapped(toWidth: 5) == ["a", "b"])
    }

    @Test func wrappingIsWidthAwareForCJK() {
        let lines = "漢字漢字漢".wrapped(toWidth: 5)
        #expect(lines == ["漢字", "漢字", "漢"])
        #expect(lines.allSatisfy { $0.displayWidth <= 5 })
    }

    @Test func wrappingDegenerateWidths() {
        #expect("abc".wrapped(toWidth: 0).isEmpty)
        #expect("".wrapped(toWidth: 5) == [""])
    }
}
