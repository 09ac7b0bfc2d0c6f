// SearchableList: the items of a list screen with a filter typed as you go, a sort order and a
// selection. The search index is built off the main actor when a filter or a sort first needs
// it; every keystroke or sort request cancels the previous one and makes the rows off the main
// actor (search, then the order from the index's folded keys), so neither typing nor sorting
// waits for a scan.
import Observation

/// Items, the rows the filter lets through in the order asked for, and the selected row, for
/// one list screen.
///
/// Observable by hand rather than with `@Observable`: a key path into a generic class is built
/// at run time on every use (the runtime looks its generic arguments up by mangled name), the
/// macro's accessors use one per read, and the registrar hashes it on every change. Each
/// property is observed through a counter of a non-generic `SearchableListChanges` instead.
@MainActor
public final class SearchableList<Item: Identifiable & Sendable>: Observable where Item.ID: Sendable {
    /// Every item, in the order the repository gave them.
    public private(set) var items: [Item] {
        get {
            _ = changes.items
            return storedItems
        }
        set {
            storedItems = newValue
            changes.items &+= 1
        }
    }
    /// The filter as typed; empty shows every item.
    public private(set) var filterText: String {
        get {
            _ = changes.filterText
            return storedFilterText
        }
        set {
            storedFilterText = newValue
            changes.filterText &+= 1
        }
    }
    /// The order the rows are shown in (a new order shows once it is ready).
    public private(set) var sort: ListSort {
        get {
            _ = changes.sort
            return storedSort
        }
        set {
            storedSort = newValue
            changes.sort &+= 1
        }
    }
    /// The rows shown: indices into `items`.
    public private(set) var visibleRows: FilteredList {
        get {
            _ = changes.visibleRows
            return storedVisibleRows
        }
        set {
            storedVisibleRows = newValue
            changes.visibleRows &+= 1
        }
    }
    /// The selected row (an index into `visibleRows`), nil when no row is shown.
    public private(set) var selectedRow: Int? {
        get {
            _ = changes.selectedRow
            return storedSelectedRow
        }
        set {
            guard newValue != storedSelectedRow else { return }
            storedSelectedRow = newValue
            changes.selectedRow &+= 1
        }
    }

    private var storedItems: [Item] = []
    private var storedFilterText = ""
    private var storedSort = ListSort.natural
    private var storedVisibleRows = FilteredList.all(count: 0)
    private var storedSelectedRow: Int?
    private let changes = SearchableListChanges()

    /// The columns `s` sorts by, in the order it goes through them.
    public let sortColumns: [SortColumn<Item>]
    private let fields: @Sendable (Item) -> [String]
    /// The search index of the items the rows are made for (`pendingItems` or `items`), made
    /// when a filter or a sort first needs it.
    private var indexTask: Task<SearchIndex, Never>?
    /// Whether items were given (`replaceItems`) at least once.
    private var hasItems = false
    /// Items that arrived while filtering or sorting, shown once their rows are ready.
    private var pendingItems: [Item]?
    /// The order asked for last (`sort` is the one shown).
    private var requestedSort = ListSort.natural
    /// The last order made for the items the rows are made for.
    private var permutation: (sort: ListSort, value: SortPermutation)?
    /// Filtering and sorting off the main actor; the newest request wins (tests await it).
    private(set) var rowsTask: Task<Void, Never>?
    private var rowsGeneration = 0
    /// An item to select once it is shown (a selection restored from the last session).
    private var awaitedID: Item.ID?

    /// A list whose filter looks in the texts `fields` returns for an item, sortable by `sortColumns`.
    public init(searchingIn fields: @escaping @Sendable (Item) -> [String], sortColumns: [SortColumn<Item>] = []) {
        self.fields = fields
        self.sortColumns = sortColumns
    }

    isolated deinit {
        indexTask?.cancel()
        rowsTask?.cancel()
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
    /// Shown as given (no filter, natural order), the new items show at once. Otherwise the old
    /// rows stay until the new items are indexed, filtered and sorted, then everything changes
    /// together. The very array already shown (a revalidation that found nothing new) changes
    /// nothing and is not indexed again.
    public func replaceItems(_ newItems: [Item]) {
        if pendingItems == nil, hasItems, Self.isSameArray(newItems, storedItems) { return }
        hasItems = true
        // Indexed on the first filter or sort: a list never filtered never pays for its index.
        indexTask?.cancel()
        indexTask = nil
        permutation = nil
        if isFiltering || !requestedSort.isIdentity {
            pendingItems = newItems
            updateRows()
        } else {
            let keptID = selectedItem?.id
            cancelRowUpdate()
            pendingItems = nil
            items = newItems
            show(.all(count: newItems.count), keepingItemAt: itemIndex(of: keptID))
        }
    }

    /// Whether both share one buffer: the same array, not merely equal items.
    private static func isSameArray(_ first: [Item], _ second: [Item]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { first in
                second.withUnsafeBufferPointer { first.baseAddress == $0.baseAddress }
            }
    }

    /// Filters as the user types: case- and accent-insensitive substring match.
    public func setFilter(_ text: String) {
        guard text != filterText else { return }
        filterText = text
        if text.isEmpty, requestedSort.isIdentity {
            showAsGiven()
        } else {
            updateRows()
        }
    }

    /// Removes the filter and shows every item again.
    public func clearFilter() {
        setFilter("")
    }

    /// Orders the rows by `newSort`; the rows keep their order until the new one is ready, and
    /// the selection stays on the same item.
    public func setSort(_ newSort: ListSort) {
        guard newSort != requestedSort, newSort.column.map(sortColumns.indices.contains) ?? true else { return }
        requestedSort = newSort
        if !isFiltering, newSort.isIdentity {
            showAsGiven()
        } else if storedItems.isEmpty, pendingItems == nil {
            cancelRowUpdate()
            sort = newSort  // nothing to order yet
        } else {
            updateRows()
        }
    }

    /// `s`: sorts by the next column (the natural order after the last one).
    public func sortByNextColumn() {
        setSort(requestedSort.nextColumn(of: sortColumns.count))
    }

    /// `S`: turns the order round.
    public func reverseSort() {
        setSort(requestedSort.reversed)
    }

    /// Selects the item with `id` as soon as it is shown (now, or when the items arrive); moving
    /// the selection first gives up on it.
    public func restoreSelection(id: Item.ID) {
        awaitedID = id
        if select(id: id) { awaitedID = nil }
    }

    /// Moves the selection by `delta` rows, stopping at the ends.
    public func moveSelection(by delta: Int) {
        var selection = currentSelection
        selection.move(by: delta, count: visibleRows.count)
        choose(selection.row)
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
        choose(selection.row)
    }

    /// Selects the row showing the item with `id`; returns false if it is not shown.
    @discardableResult
    public func select(id: Item.ID) -> Bool {
        guard let itemIndex = items.firstIndex(where: { $0.id == id }),
            let row = visibleRows.row(ofItem: itemIndex)
        else { return false }
        choose(row)
        return true
    }

    /// Cancels indexing, searching and sorting (the screen is gone).
    public func stop() {
        indexTask?.cancel()
        rowsTask?.cancel()
    }

    /// The user's choice of row: it ends the wait for a restored selection.
    private func choose(_ row: Int?) {
        if row != selectedRow { awaitedID = nil }
        selectedRow = row
    }

    /// Whether the items have a search index, made or being made (a filter or a sort asked for it).
    var hasSearchIndex: Bool { indexTask != nil }

    /// Returns once no indexing, search or sort is left running, so a test can show that nothing
    /// more changes (a finished index may start a search: that one is waited for too).
    func backgroundWorkFinished() async {
        while true {
            let running = (indexTask, rowsTask)
            _ = await running.0?.value
            await running.1?.value
            if running == (indexTask, rowsTask) { return }
        }
    }

    private var currentSelection: ListSelection {
        var selection = ListSelection()
        if let selectedRow { selection.select(selectedRow, count: visibleRows.count) }
        return selection
    }

    /// The index in `items` of the item with `id`.
    private func itemIndex(of id: Item.ID?) -> Int? {
        id.flatMap { id in items.firstIndex { $0.id == id } }
    }

    /// Every item in the order given, at once (no filter, natural order).
    private func showAsGiven() {
        let keptID = pendingItems == nil ? nil : selectedItem?.id
        let keptIndex = pendingItems == nil ? selectedRow.map { visibleRows[$0] } : nil
        cancelRowUpdate()
        if let pending = pendingItems {
            pendingItems = nil
            items = pending
        }
        sort = requestedSort
        show(.all(count: storedItems.count), keepingItemAt: keptIndex ?? itemIndex(of: keptID))
    }

    /// Forgets the rows being made.
    private func cancelRowUpdate() {
        rowsTask?.cancel()
        rowsGeneration += 1
    }

    /// Filters and sorts the items off the main actor, then shows the rows (with the pending
    /// items, if any) and the order together; the newest request wins.
    private func updateRows() {
        cancelRowUpdate()
        let generation = rowsGeneration
        let items = pendingItems ?? storedItems
        let needle = SearchFolding.fold(filterText)
        let sort = requestedSort
        let cached = permutation?.sort == sort ? permutation?.value : nil
        let column = sort.column.map { sortColumns[$0].key }
        let index = indexTask ?? Task { [fields] in await offMainActor { SearchIndex(items, fields: fields) } }
        indexTask = index
        rowsTask = Task { [weak self] in
            let index = await index.value
            let made = await offMainActor { () -> (FilteredList, SortPermutation?)? in
                let matches = needle.isEmpty ? nil : index.search(needle)
                if !needle.isEmpty, matches == nil { return nil }
                guard let order = cached ?? Self.permutation(of: items, index: index, column: column, sort: sort) else {
                    return sort.isIdentity ? (matches.map { .subset($0) } ?? .all(count: items.count), nil) : nil
                }
                return (.ordered(matches, by: order), order)
            }
            guard let self, let made, self.rowsGeneration == generation, !Task.isCancelled else { return }
            let keptID = self.pendingItems == nil ? nil : self.selectedItem?.id
            let keptIndex = self.pendingItems == nil ? self.selectedRow.map { self.visibleRows[$0] } : nil
            if let pending = self.pendingItems {
                self.pendingItems = nil
                self.items = pending
            }
            if let order = made.1 { self.permutation = (sort, order) }
            if self.sort != sort { self.sort = sort }
            self.show(made.0, keepingItemAt: keptIndex ?? self.itemIndex(of: keptID))
        }
    }

    /// `items` in the order `sort` gives, from the folded keys of `column`; nil for the natural
    /// order or when cancelled.
    nonisolated private static func permutation(
        of items: [Item], index: SearchIndex, column: SortColumn<Item>.Key?,
        sort: ListSort
    ) -> SortPermutation? {
        guard let column else { return sort.isDescending ? .reversed(count: items.count) : nil }
        let keys =
            switch column {
            case .searchField(let field): SortKeys(field: field, of: index)
            case .text(let key): SortKeys(items, key: key)
            }
        return Task.isCancelled ? nil : .sorted(by: keys, descending: sort.isDescending)
    }

    /// Shows `rows`, selecting the row of an awaited item, else of item `keptIndex` if shown, else clamping.
    private func show(_ rows: FilteredList, keepingItemAt keptIndex: Int?) {
        let previousRow = selectedRow
        visibleRows = rows
        if let awaitedID, let row = itemIndex(of: awaitedID).flatMap(rows.row(ofItem:)) {
            self.awaitedID = nil
            selectedRow = row
        } else if let keptIndex, let row = rows.row(ofItem: keptIndex) {
            selectedRow = row
        } else {
            var selection = ListSelection()
            selection.select(previousRow ?? 0, count: rows.count)
            selectedRow = selection.row
        }
    }
}

/// A counter per observed property of a `SearchableList`: reading one in a view's body makes the
/// view depend on that property, and bumping it after a change redraws those views.
@MainActor @Observable
final class SearchableListChanges {
    var items = 0
    var filterText = 0
    var sort = 0
    var visibleRows = 0
    var selectedRow = 0
}
