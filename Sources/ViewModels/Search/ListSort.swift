// ListSort: the order a list shows its items in: as the server sent them (natural order), or by
// one column, either way round. `s` moves to the next column, `S` turns the order round.

/// The order of a list: `column` nil is the natural order (as the server sent the items, which
/// is by id); otherwise the items are ordered by that column's text, ascending unless
/// `isDescending`. Items that compare equal keep their natural order either way round.
public struct ListSort: Sendable, Equatable, Hashable {
    /// The column sorted by (an index into the list's sort columns), nil for the natural order.
    public var column: Int?
    /// Whether the order is turned round (Z to A; the last item first in the natural order).
    public var isDescending: Bool

    /// The order `column` gives, ascending unless `descending`.
    public init(column: Int? = nil, descending: Bool = false) {
        self.column = column
        self.isDescending = descending
    }

    /// As the server sent the items.
    public static let natural = ListSort()

    /// Whether this is the natural order, either way round.
    public var isNatural: Bool { column == nil }

    /// Whether items are shown exactly as they were given (nothing to compute).
    public var isIdentity: Bool { column == nil && !isDescending }

    /// `s`: the next of `columnCount` columns, ascending; after the last one, the natural order.
    public func nextColumn(of columnCount: Int) -> ListSort {
        let next = column.map { $0 + 1 } ?? 0
        return ListSort(column: next < columnCount ? next : nil)
    }

    /// `S`: the same column the other way round.
    public var reversed: ListSort { ListSort(column: column, descending: !isDescending) }
}
