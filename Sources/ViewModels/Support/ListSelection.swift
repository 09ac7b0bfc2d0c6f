// ListSelection: the selected row of a list, kept within bounds as the list grows and shrinks.

/// The selected row of a list of `count` rows: nil only when the list is empty.
public struct ListSelection: Sendable, Equatable {
    /// The selected row, or nil when there are no rows.
    public private(set) var row: Int?

    /// No selection.
    public init() {}

    /// Moves by `delta` rows (negative is up), stopping at the first and last row.
    public mutating func move(by delta: Int, count: Int) {
        guard count > 0 else {
            row = nil
            return
        }
        let current = row ?? (delta >= 0 ? -1 : count)
        row = min(max(current + delta, 0), count - 1)
    }

    /// Selects `row`, clamped into the list.
    public mutating func select(_ row: Int, count: Int) {
        self.row = count > 0 ? min(max(row, 0), count - 1) : nil
    }

    /// Keeps the row within a list that now has `count` rows (first row if nothing was selected).
    public mutating func clamp(count: Int) {
        select(row ?? 0, count: count)
    }
}
