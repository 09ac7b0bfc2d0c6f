// Reproducers the `canvas` fuzz target found (Fuzz/crashes/canvas-*): `fill` cut wide graphemes
// in half at its edges, and `draw` trapped on a huge `maxWidth`.
import Testing

@testable import TerminalUI

struct FuzzRegressionCanvasTests {
    /// Every wide cell followed by its continuation, every continuation after a wide cell.
    private func wideCellsArePaired(_ canvas: Canvas) -> Bool {
        for y in 0..<canvas.size.height {
            for x in 0..<canvas.size.width {
                let cell = canvas[x, y]
                if cell.width == 2, !(x + 1 < canvas.size.width && canvas[x + 1, y].isContinuation) { return false }
                if cell.isContinuation, !(x > 0 && canvas[x - 1, y].width == 2) { return false }
            }
        }
        return true
    }

    /// Fuzz/crashes/canvas-fill-splits-wide-grapheme: a fill whose clip starts on the right half
    /// of a wide grapheme.
    @Test func fillOverRightHalfOfWideGraphemeBlanksItsLeftHalf() {
        var canvas = Canvas(size: Size(width: 20, height: 4))
        canvas.draw("漢字漢字テ", at: Point(x: 1, y: 1))
        canvas.clip = Rect(x: 10, y: 0, width: 10, height: 2)
        canvas.fill(Rect(x: 7, y: 1, width: 4, height: 1))
        #expect(wideCellsArePaired(canvas))
        #expect(canvas.text(ofRow: 1) == " 漢字漢字           ")
    }

    @Test func fillOverLeftHalfOfWideGraphemeBlanksItsRightHalf() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("漢字", at: .zero)
        canvas.fill(Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(wideCellsArePaired(canvas))
        #expect(canvas.text(ofRow: 0) == "漢    ")
    }

    @Test func fillLeavesWideGraphemesOutsideItsEdgesAlone() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("漢字漢", at: .zero)
        canvas.fill(Rect(x: 2, y: 0, width: 2, height: 1))
        #expect(canvas.text(ofRow: 0) == "漢  漢")
    }

    /// Fuzz/crashes/canvas-draw-max-width-overflow: `point.x + maxWidth` overflowed.
    @Test func drawWithHugeMaxWidthDrawsToTheClip() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        let used = canvas.draw("red text", at: Point(x: 3, y: 0), maxWidth: Int.max - 1)
        #expect(used == 5)
        #expect(canvas.text(ofRow: 0) == "   red t")
    }
}
