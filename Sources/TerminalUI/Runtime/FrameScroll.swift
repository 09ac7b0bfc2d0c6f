// Finds a block of rows that moved up or down between two frames (a list scrolled by a line),
// so the terminal can be told to scroll instead of being sent every cell of every moved row.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rows `rows` of the old frame scrolled by `distance` rows: positive moves their content up
/// (row `r` shows what row `r + distance` showed), negative moves it down. The rows it vacates
/// at one end are blank.
public struct FrameScroll: Hashable, Sendable {
    /// The scrolling region.
    public var rows: Range<Int>
    /// How far the content moved: up when positive, down when negative.
    public var distance: Int

    public init(rows: Range<Int>, distance: Int) {
        self.rows = rows
        self.distance = distance
    }

    /// The fewest moved rows worth a scroll (fewer are cheaper to redraw).
    static let minimumRows = 4
    /// The largest distance looked for.
    static let maximumDistance = 3
    /// The most cells a moved row may differ in and still count as moved.
    static let maximumDifferingCells = 2

    /// The longest block of at least `minimumRows` rows of `new` that `old` shows shifted by up
    /// to `maximumDistance` rows (each the same but for at most `maximumDifferingCells` cells), or
    /// nil. Only rows that moved exactly count as moved (rows already in place or merely similar
    /// do not), so a list moved by two is not taken for one moved by one with a digit changed.
    public static func detect(from old: Canvas, to new: Canvas) -> FrameScroll? {
        guard old.size == new.size, !new.cells.isEmpty else { return nil }
        let height = new.size.height
        let rowBytes = new.size.width * MemoryLayout<Cell>.stride
        return old.cells.withUnsafeBytes { before in
            new.cells.withUnsafeBytes { after in
                func same(_ newRow: Int, _ oldRow: Int) -> Bool {
                    memcmp(after.baseAddress! + newRow * rowBytes, before.baseAddress! + oldRow * rowBytes, rowBytes)
                        == 0
                }
                // A row that moved but differs in a cell or two (a scroll bar's thumb, a border
                // mark) still belongs in the region: the diff then sends just those cells.
                let oldCells = before.bindMemory(to: Cell.self)
                let newCells = after.bindMemory(to: Cell.self)
                func nearlySame(_ newRow: Int, _ oldRow: Int) -> Bool {
                    let width = new.size.width
                    var differing = 0
                    for x in 0..<width where newCells[newRow * width + x] != oldCells[oldRow * width + x] {
                        differing += 1
                        if differing > maximumDifferingCells { return false }
                    }
                    return true
                }
                // Only rows that changed in place can have moved: with fewer than a scroll's
                // worth of them (a selection moving down the screen), there is none to find.
                let inPlace = (0..<height).map { same($0, $0) }
                guard inPlace.count(where: { !$0 }) >= minimumRows else { return nil }
                var best: FrameScroll?
                var bestMoved = 0
                for magnitude in 1...maximumDistance {
                    for distance in [magnitude, -magnitude] {
                        // Rows showing exactly what the row `distance` away showed. A region
                        // moves no more rows than there are such rows that changed in place, so
                        // a distance with no more of them than the best region so far (every
                        // distance but the list's own, as a rule) is not searched.
                        let shifted = (0..<height).map { row in
                            (0..<height).contains(row + distance) && same(row, row + distance)
                        }
                        let movable = (0..<height).count { shifted[$0] && !inPlace[$0] }
                        guard movable >= minimumRows, movable > bestMoved else { continue }
                        var row = 0
                        while row < height {
                            var end = row
                            var moved = 0
                            while end < height, end + distance >= 0, end + distance < height,
                                shifted[end] || nearlySame(end, end + distance)
                            {
                                if shifted[end] && !inPlace[end] { moved += 1 }
                                end += 1
                            }
                            if moved >= minimumRows && moved > bestMoved {
                                bestMoved = moved
                                // The region spans the rows moved from and to.
                                best =
                                    distance > 0
                                    ? FrameScroll(rows: row..<(end + distance), distance: distance)
                                    : FrameScroll(rows: (row + distance)..<end, distance: distance)
                            }
                            row = max(end, row + 1)
                        }
                    }
                }
                return best
            }
        }
    }

    /// The old row shown at `row` after the scroll: `row` itself outside the region, the row
    /// moved into its place inside it, nil where the scroll left a blank row.
    public func sourceRow(of row: Int) -> Int? {
        guard rows.contains(row) else { return row }
        let source = row + distance
        return rows.contains(source) ? source : nil
    }
}
