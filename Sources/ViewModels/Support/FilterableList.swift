// FilterableList: what every list screen's view model has in common: a `SearchableList` whose
// filter and selection intents the view model passes through unchanged.

/// A view model whose screen is one filterable, selectable list held in `list`.
@MainActor
public protocol FilterableList: AnyObject {
    associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
    /// The rows, the filter and the selection.
    var list: SearchableList<Item> { get }
}

extension FilterableList {
    /// The filter as typed.
    public var filterText: String { list.filterText }
    /// The rows shown: indices into `list.items`.
    public var visibleRows: FilteredList { list.visibleRows }
    /// The selected row (into `visibleRows`), nil when none is shown.
    public var selectedIndex: Int? { list.selectedRow }

    /// Filters the rows as the user types.
    public func setFilter(_ text: String) { list.setFilter(text) }
    /// Shows every row again.
    public func clearFilter() { list.clearFilter() }
    /// Moves the selection by `delta` rows.
    public func moveSelection(by delta: Int) { list.moveSelection(by: delta) }
    /// Selects the first row.
    public func selectFirst() { list.selectFirst() }
    /// Selects the last row.
    public func selectLast() { list.selectLast() }
    /// Selects `row` (clamped).
    public func select(row: Int) { list.select(row: row) }
}
