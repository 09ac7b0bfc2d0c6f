// SearchableList: the items of a list screen with a filter typed as you go and a selection.
// The search index is built off the main actor when items arrive; every keystroke cancels the
// previous search and runs the new one off the main actor, so typing never waits for a scan.
import Observation

/// Items, the rows the filter lets through, and the selected row, for one list screen.
@MainActor @Observable
public final class SearchableList<Item: Identifiable & Sendable> where Item.ID: Sendable {
    /// Every item, in the order the repository gave them.
    public private(set) var items: [Item] = []
    /// The filter as typed; empty shows every item.
    public private(set) var filterText = ""
    /// The rows shown: indices into `items`.
    public private(set) var visibleRows = FilteredList.all(count: 0)
    /// The selected row (an index into `visibleRows`), nil when no row is shown.
    public private(set) var selectedRow: Int?

    @ObservationIgnored private let fields: @Sendable (Item) -> [String]
    @ObservationIgnored private var index: SearchIndex?
    @ObservationIgnored private var indexTask: Task<Void, Never>?
    @ObservationIgnored private var searchTask: Task<Void, Never>?
    @ObservationIgnored private var itemsGeneration = 0
    @ObservationIgnored private var searchGeneration = 0

    /// A list whose filter looks in the texts `fields` returns for an item.
    public init(searchingIn fields: @escaping @Sendable (Item) -> [String]) {
        self.fields = fields
    }

    isolated deinit {
        indexTask?.cancel()
        searchTask?.cancel()
    }

    /// Whether a filter is typed.
    public var isFiltering: Bool { !filterText.isEmpty }

    /// The item on the selected row.
    public var selectedItem: Item? {
        selectedRow.map { items[visibleRows[$0]] }
    }

    /// The item shown on `row`.
    public func item(atRow row: Int) -> Item {
        items[visibleRows[row]]
    }

    /// `Users (N)`, or `Users (M of N)` while a filter is typed, for `noun` `Users`.
    public func title(_ noun: String) -> String {
        isFiltering ? "\(noun) (\(visibleRows.count) of \(items.count))" : "\(noun) (\(items.count))"
    }

    /// Replaces the items, keeping the selection on the same item when it is still there.
    ///
    /// Without a filter the new items show at once. With one, the old rows stay until the new
    /// items are indexed and filtered, then everything changes together.
    public func replaceItems(_ newItems: [Item]) {
        itemsGeneration += 1
        let generation = itemsGeneration
        let keptID = selectedItem?.id
        indexTask?.cancel()
        searchTask?.cancel()
        index = nil
        if !isFiltering {
            items = newItems
            show(.all(count: newItems.count), keeping: keptID)
        }
        let fields = fields
        indexTask = Task { [weak self] in
            let index = await Task.detached { SearchIndex(newItems, fields: fields) }.value
            guard let self, self.itemsGeneration == generation, !Task.isCancelled else { return }
            self.index = index
            if self.isFiltering {
                self.runSearch(replacingItemsWith: newItems, keeping: keptID)
            }
        }
    }

    /// Filters as the user types: case- and accent-insensitive substring match.
    public func setFilter(_ text: String) {
        guard text != filterText else { return }
        filterText = text
        if text.isEmpty {
            searchTask?.cancel()
            searchGeneration += 1
            show(.all(count: items.count), keeping: selectedItem?.id)
        } else if index != nil {
            runSearch(replacingItemsWith: nil, keeping: selectedItem?.id)
        }
    }

    /// Removes the filter and shows every item again.
    public func clearFilter() {
        setFilter("")
    }

    /// Moves the selection by `delta` rows, stopping at the ends.
    public func moveSelection(by delta: Int) {
        var selection = currentSelection
        selection.move(by: delta, count: visibleRows.count)
        selectedRow = selection.row
    }

    /// Selects the first row.
    public func selectFirst() {
        select(row: 0)
    }

    /// Selects the last row.
    public func selectLast() {
        select(row: visibleRows.count - 1)
    }

    /// Selects `row`, clamped into the visible rows.
    public func select(row: Int) {
        var selection = currentSelection
        selection.select(row, count: visibleRows.count)
        selectedRow = selection.row
    }

    /// Selects the row showing the item with `id`; returns false if it is not shown.
    @discardableResult
    public func select(id: Item.ID) -> Bool {
        guard let itemIndex = items.firstIndex(where: { $0.id == id }),
              let row = visibleRows.row(ofItem: itemIndex) else { return false }
        selectedRow = row
        return true
    }

    /// Cancels indexing and searching (the screen is gone).
    public func stop() {
        indexTask?.cancel()
        searchTask?.cancel()
    }

    private var currentSelection: ListSelection {
        var selection = ListSelection()
        if let selectedRow { selection.select(selectedRow, count: visibleRows.count) }
        return selection
    }

    /// Searches the index for the current filter off the main actor; the newest search wins.
    private func runSearch(replacingItemsWith newItems: [Item]?, keeping keptID: Item.ID?) {
        guard let index else { return }
        searchTask?.cancel()
        searchGeneration += 1
        let generation = searchGeneration
        let needle = SearchFolding.fold(filterText)
        searchTask = Task { [weak self] in
            let matches = await Task.detached { index.search(needle) }.value
            guard let self, let matches, self.searchGeneration == generation,
                  !Task.isCancelled else { return }
            if let newItems { self.items = newItems }
            self.show(.subset(matches), keeping: keptID)
        }
    }

    /// Shows `rows`, selecting the row of the item with `keptID` if shown, else clamping.
    private func show(_ rows: FilteredList, keeping keptID: Item.ID?) {
        let previousRow = selectedRow
        visibleRows = rows
        if let keptID, let itemIndex = items.firstIndex(where: { $0.id == keptID }),
           let row = rows.row(ofItem: itemIndex) {
            selectedRow = row
        } else {
            var selection = ListSelection()
            selection.select(previousRow ?? 0, count: rows.count)
            selectedRow = selection.row
        }
    }
}
