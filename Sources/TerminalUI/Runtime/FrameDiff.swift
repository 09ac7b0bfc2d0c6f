// Finds the cells that changed between two frames, so only they go to the terminal.

/// Computes the changed runs between frames of the same size.
public enum FrameDiff {
    /// Runs of changed cells, row by row. A run is extended over unchanged gaps of up to two
    /// cells (cheaper than moving the cursor) and always covers whole wide graphemes.
    public static func runs(from old: Canvas, to new: Canvas) -> [FrameUpdate.Run] {
        precondition(old.size == new.size, "frames must have the same size to be diffed")
        var runs: [FrameUpdate.Run] = []
        let width = new.size.width
        old.cells.withUnsafeBufferPointer { before in
            new.cells.withUnsafeBufferPointer { after in
                for row in 0..<new.size.height {
                    let base = row * width
                    var start: Int?
                    var lastChanged = -1
                    for column in 0..<width where before[base + column] != after[base + column] {
                        var first = column
                        if after[base + column].isContinuation || before[base + column].isContinuation {
                            first = max(0, column - 1)
                        }
                        if let begin = start, first - lastChanged <= 3 {
                            start = begin
                        } else {
                            if let begin = start { runs.append(.init(row: row, columns: begin..<(lastChanged + 1))) }
                            start = first
                        }
                        lastChanged = column
                        if after[base + column].width == 2, column + 1 < width { lastChanged = column + 1 }
                    }
                    if let begin = start { runs.append(.init(row: row, columns: begin..<min(width, lastChanged + 1))) }
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
