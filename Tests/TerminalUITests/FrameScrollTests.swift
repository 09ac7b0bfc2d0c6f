// Scroll detection between frames and the diff that follows it: a list that moved by a line is
// sent as a scroll plus the rows that really changed, and applying both gives the new frame.
import Testing

@testable import TerminalUI

@MainActor
struct FrameScrollTests {
    /// A 20x12 frame: a title row, rows `first...` of a list in rows 1-10, a status row.
    private func frame(listFrom first: Int, selected: Int? = nil) -> Canvas {
        var canvas = Canvas(size: Size(width: 20, height: 12))
        canvas.draw("Users", at: Point(x: 0, y: 0), style: .bold)
        for row in 0..<10 {
            let item = first + row
            canvas.draw("item \(item)", at: Point(x: 1, y: 1 + row), style: item == selected ? .reverse : .plain)
        }
        canvas.draw("status", at: Point(x: 0, y: 11))
        return canvas
    }

    /// `old` after `scroll` and `runs`, as a terminal would show it.
    private func replay(_ old: Canvas, _ new: Canvas, scroll: FrameScroll?) -> Canvas {
        var shown = old
        if let scroll {
            let moved = old
            for row in scroll.rows {
                for x in 0..<old.size.width {
                    shown[x, row] = scroll.sourceRow(of: row).map { moved[x, $0] } ?? .blank()
                }
            }
        }
        for run in FrameDiff.runs(from: old, to: new, after: scroll) {
            for x in run.columns { shown[x, run.row] = new[x, run.row] }
        }
        return shown
    }

    @Test func aListMovedUpByOneLineIsFoundAsAScrollOfItsRows() {
        let old = frame(listFrom: 0)
        let new = frame(listFrom: 1)
        let scroll = FrameScroll.detect(from: old, to: new)
        #expect(scroll == FrameScroll(rows: 1..<11, distance: 1))
        let runs = FrameDiff.runs(from: old, to: new, after: scroll)
        #expect(runs.map(\.row) == [10], "only the row scrolled in is drawn")
        #expect(replay(old, new, scroll: scroll) == new)
    }

    @Test func aRowThatMovedButDiffersInACellStaysInTheRegion() {
        var old = frame(listFrom: 0)
        var new = frame(listFrom: 1)
        // A scroll bar's thumb on the first row of the list, in both frames.
        old[19, 1] = Cell("█")
        new[19, 1] = Cell("█")
        let scroll = FrameScroll.detect(from: old, to: new)
        #expect(scroll == FrameScroll(rows: 1..<11, distance: 1))
        let runs = FrameDiff.runs(from: old, to: new, after: scroll)
        #expect(
            runs == [.init(row: 1, columns: 19..<20), .init(row: 10, columns: 1..<8)], "the thumb, the row scrolled in")
        #expect(replay(old, new, scroll: scroll) == new)
    }

    @Test func aListMovedDownIsFoundToo() {
        let old = frame(listFrom: 5)
        let new = frame(listFrom: 3)
        let scroll = FrameScroll.detect(from: old, to: new)
        #expect(scroll?.distance == -2)
        #expect(replay(old, new, scroll: scroll) == new)
    }

    @Test func theSelectionMovingWithTheScrollStillReplaysExactly() {
        let old = frame(listFrom: 0, selected: 9)
        let new = frame(listFrom: 1, selected: 10)
        let scroll = FrameScroll.detect(from: old, to: new)
        #expect(scroll?.distance == 1)
        #expect(replay(old, new, scroll: scroll) == new)
    }

    @Test func aPageOfNewRowsOrASmallChangeIsNoScroll() {
        #expect(FrameScroll.detect(from: frame(listFrom: 0), to: frame(listFrom: 10)) == nil)
        #expect(FrameScroll.detect(from: frame(listFrom: 0), to: frame(listFrom: 0, selected: 3)) == nil)
        #expect(FrameScroll.detect(from: frame(listFrom: 0), to: frame(listFrom: 0)) == nil)
    }

    /// Every distance up to the largest looked for is found, each way.
    @Test(arguments: [1, 2, 3, -1, -2, -3])
    func aListMovedByEachDistanceIsFoundByThatDistance(distance: Int) {
        let old = frame(listFrom: 3)
        let new = frame(listFrom: 3 + distance)
        let scroll = FrameScroll.detect(from: old, to: new)
        #expect(scroll?.distance == distance)
        #expect(replay(old, new, scroll: scroll) == new)
    }

    /// The selection moving while a pane beside the list shows other text on many rows: rows
    /// changed in place, none moved, so there is no scroll, and the diff alone gives the frame.
    @Test func rowsChangedInPlaceWithoutMovingAreNoScroll() {
        var old = frame(listFrom: 0, selected: 3)
        var new = frame(listFrom: 0, selected: 4)
        for row in 1...8 {
            old.draw("a\(row)", at: Point(x: 14, y: row))
            new.draw("b\(row)", at: Point(x: 14, y: row))
        }
        #expect(FrameScroll.detect(from: old, to: new) == nil)
        #expect(replay(old, new, scroll: nil) == new)
    }

    /// A list moved by one while a pane beside it changes on a few rows: the rows that moved
    /// exactly are still enough for a scroll, and replaying it with the diff gives the frame.
    @Test func aScrollIsFoundBesideAFewRowsChangedInPlace() {
        var old = frame(listFrom: 0)
        var new = frame(listFrom: 1)
        for row in 1...2 {
            old.draw("a\(row)", at: Point(x: 14, y: row))
            new.draw("b\(row)", at: Point(x: 14, y: row))
        }
        let scroll = FrameScroll.detect(from: old, to: new)
        #expect(scroll?.distance == 1)
        #expect(replay(old, new, scroll: scroll) == new)
    }

    @Test(arguments: [(0, nil, 1, nil), (5, nil, 3, nil), (0, 9, 1, 10), (0, nil, 0, 4), (0, 2, 10, 12), (4, 4, 7, 8)])
    func theLastFrameCatchesUpToTheNewOneInPlace(
        oldFirst: Int, oldSelected: Int?, newFirst: Int, newSelected: Int?
    ) {
        var old = frame(listFrom: oldFirst, selected: oldSelected)
        old.draw("界", at: Point(x: 17, y: 3))
        let new = frame(listFrom: newFirst, selected: newSelected)
        let scroll = FrameScroll.detect(from: old, to: new)
        let runs = FrameDiff.runs(from: old, to: new, after: scroll)
        let expected = replay(old, new, scroll: scroll)
        old.catchUp(to: new, runs: runs, scroll: scroll)
        #expect(old == expected)
        #expect(old == new)
    }

    @Test func sourceRowsInsideAndOutsideTheRegion() {
        let up = FrameScroll(rows: 2..<6, distance: 1)
        #expect([0, 2, 4, 5, 7].map(up.sourceRow(of:)) == [0, 3, 5, nil, 7])
        let down = FrameScroll(rows: 2..<6, distance: -2)
        #expect([2, 3, 4, 5].map(down.sourceRow(of:)) == [nil, nil, 2, 3])
    }

    @Test func cellsHaveNoUndefinedBytesSoRowsCompareWithMemcmp() {
        #expect(MemoryLayout<Cell>.size == MemoryLayout<Cell>.stride)
        #expect(MemoryLayout<Cell>.stride == 24)
    }
}
