// FilterableList: what every list screen's view model has in common: a `SearchableList` whose
// filter and selection intents the view model passes through unchanged.

/// A view model whose screen is one filterable, selectable list held in `list`.
@MainActor
public protocol FilterableList: AnyObject {
    associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
    /// The rows, the filter and the selection.
    var list: SearchableList<Item> { get }
    /// The columns `s` sorts the list by.
    static var sortColumns: [SortColumn<Item>] { get }
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
    /// The order the rows are shown in.
    public var sort: ListSort { list.sort }
    /// The titles of the columns `s` sorts by.
    public var sortColumnTitles: [String] { list.sortColumns.map(\.title) }
    /// `s`: sorts by the next column (the natural order after the last one).
    public func sortByNextColumn() { list.sortByNextColumn() }
    /// `S`: turns the order round.
    public func reverseSort() { list.reverseSort() }

    /// `Noun (N)`, or `Noun (M of N)` while filtering; `Noun (loading…)` before the first data,
    /// `Noun` when that failed; N is `totalCount` while only the first part of a list has arrived,
    /// or when the list shown is `incomplete` (the part kept from an interrupted download).
    /// A first part whose whole length is not known (`partial` without `totalCount`) is
    /// `Noun (200, loading…)` (`Noun (200, loading 34%)` with a `loadedFraction`), and
    /// `Noun (200, incomplete)` when the rest failed to arrive.
    func listTitle<Value>(
        _ noun: String, state: LoadState<Value>, totalCount: Int? = nil,
        loadedFraction: Double? = nil, partial: Bool = false, incomplete: Bool = false
    ) -> String {
        if list.items.isEmpty, state.value == nil {
            // No count before the first data, and none after a failed first load either.
            return state.errorMessage == nil ? "\(noun) (loading…)" : noun
        }
        if let totalCount, !list.isFiltering, incomplete {
            // All that is cached of a list whose download was interrupted: `Users (200 of 3000, incomplete)`.
            return "\(noun) (\(list.items.count) of \(totalCount), incomplete)"
        }
        if let totalCount, !list.isFiltering {
            // Only the first part of a long list so far: `Users (200 of 3000, loading 34%)`.
            return "\(noun) (\(list.items.count) of \(totalCount), \(loadingProgress(loadedFraction)))"
        }
        if incomplete, !list.isFiltering {
            // What arrived of a list of unknown length before its download failed.
            return "\(noun) (\(list.items.count), incomplete)"
        }
        if partial, !list.isFiltering {
            // The first part of a list whose length the server did not say: `Users (200, loading…)`,
            // or `Users (200, loading 34%)` when the body's length says how much has arrived.
            return "\(noun) (\(list.items.count), \(loadingProgress(loadedFraction)))"
        }
        // The header marks a sorted column; the natural order turned round is said here.
        return list.title(noun) + (list.sort == ListSort.natural.reversed ? " · last first" : "")
    }

    /// `loading 34%` for a known fraction arrived, else `loading…`.
    private func loadingProgress(_ loadedFraction: Double?) -> String {
        loadedFraction.map { "loading \(Int(min(1, max(0, $0)) * 100))%" } ?? "loading…"
    }

    /// What to show instead of rows: loading, the failure, no items, or no match (`noun` in
    /// lower case and plural, e.g. "users").
    func listPlaceholder<Value>(_ noun: String, state: LoadState<Value>) -> String? {
        switch state {
        case .idle, .loading: return "Loading \(noun)…"
        case .failed(let message): return message
        case .loaded:
            if !visibleRows.isEmpty { return nil }
            return list.isFiltering ? "No \(noun) match “\(filterText)”" : "No \(noun)"
        }
    }
}
