// Finds the cells that changed between two frames, so only they go to the terminal.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Computes the changed runs between frames of the same size.
public enum FrameDiff {
    /// Runs of changed cells, row by row, between `old` (after `scroll`, when given, moved its
    /// rows) and `new`. A run is extended over unchanged gaps of up to two cells (cheaper than
    /// moving the cursor) and always covers whole wide graphemes.
    public static func runs(from old: Canvas, to new: Canvas, after scroll: FrameScroll? = nil) -> [FrameUpdate.Run] {
        precondition(old.size == new.size, "frames must have the same size to be diffed")
        var runs: [FrameUpdate.Run] = []
        let width = new.size.width
        guard !new.cells.isEmpty else { return runs }
        let blankRow = scroll == nil ? [] : [Cell](repeating: .blank(), count: width)
        old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { after in
                blankRow.withUnsafeBufferPointer { blank in
                    for row in 0..<new.size.height {
                        let base = row * width
                        // The old row this row is compared with: itself, the row scrolled into its
                        // place, or blank when the scroll vacated it.
                        let before: UnsafePointer<Cell>
                        switch scroll.map({ $0.sourceRow(of: row) }) ?? row {
                        case let source?: before = oldCells.baseAddress! + source * width
                        case nil: before = blank.baseAddress!
                        }
                        let now = after.baseAddress! + base
                        // Most rows are unchanged: one memcmp settles them.
                        if memcmp(before, now, width * MemoryLayout<Cell>.stride) == 0 { continue }
                        var start: Int?
                        var lastChanged = -1
                        for column in 0..<width where before[column] != now[column] {
                            var first = column
                            if now[column].isContinuation || before[column].isContinuation {
                                first = max(0, column - 1)
                            }
                            if let begin = start, first - lastChanged <= 3 {
                                start = begin
                            } else {
                                if let begin = start {
                                    runs.append(.init(row: row, columns: begin..<(lastChanged + 1)))
                                }
                                start = first
                            }
                            lastChanged = column
                            if now[column].width == 2, column + 1 < width { lastChanged = column + 1 }
                        }
                        if let begin = start {
                            runs.append(.init(row: row, columns: begin..<min(width, lastChanged + 1)))
                        }
                    }
                }
            }
        }
        return runs
    }

    /// Every row as one run (a full redraw).
    public static func allRuns(of canvas: Canvas) -> [FrameUpdate.Run] {
        guard canvas.size.width > 0 else { return [] }
        return (0..<canvas.size.height).map { .init(row: $0, columns: 0..<canvas.size.width) }
    }
}
