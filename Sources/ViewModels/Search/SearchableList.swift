// SearchableList: the items of a list screen with a filter typed as you go and a selection.
// The search index is built off the main actor when items arrive; every keystroke cancels the
// previous search and runs the new one off the main actor, so typing never waits for a scan.
import Observation

/// Items, the rows the filter lets through, and the selected row, for one list screen.
///
/// Observable by hand rather than with `@Observable`: a key path into a generic class is built
/// at run time on every use (the runtime looks its generic arguments up by mangled name), and
/// the macro's accessors use one per read. This list makes its key paths once.
@MainActor
public final class SearchableList<Item: Identifiable & Sendable>: Observable where Item.ID: Sendable {
    /// Every item, in the order the repository gave them.
    public private(set) var items: [Item] {
        get { access(keys.items); return storedItems }
        set { mutate(keys.items) { storedItems = newValue } }
    }
    /// The filter as typed; empty shows every item.
    public private(set) var filterText: String {
        get { access(keys.filterText); return storedFilterText }
        set { mutate(keys.filterText) { storedFilterText = newValue } }
    }
    /// The rows shown: indices into `items`.
    public private(set) var visibleRows: FilteredList {
        get { access(keys.visibleRows); return storedVisibleRows }
        set { mutate(keys.visibleRows) { storedVisibleRows = newValue } }
    }
    /// The selected row (an index into `visibleRows`), nil when no row is shown.
    public private(set) var selectedRow: Int? {
        get { access(keys.selectedRow); return storedSelectedRow }
        set {
            guard newValue != storedSelectedRow else { return }
            mutate(keys.selectedRow) { storedSelectedRow = newValue }
        }
    }

    private var storedItems: [Item] = []
    private var storedFilterText = ""
    private var storedVisibleRows = FilteredList.all(count: 0)
    private var storedSelectedRow: Int?
    private let registrar = ObservationRegistrar()
    private let keys = ObservedKeys()

    /// The observed properties' key paths, made once.
    @MainActor private struct ObservedKeys {
        let items: KeyPath<SearchableList, [Item]> = \.items
        let filterText: KeyPath<SearchableList, String> = \.filterText
        let visibleRows: KeyPath<SearchableList, FilteredList> = \.visibleRows
        let selectedRow: KeyPath<SearchableList, Int?> = \.selectedRow
    }

    private func access<Member>(_ keyPath: KeyPath<SearchableList, Member>) {
        registrar.access(self, keyPath: keyPath)
    }

    private func mutate<Member>(_ keyPath: KeyPath<SearchableList, Member>, _ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: keyPath, change)
    }

    private let fields: @Sendable (Item) -> [String]
    private var index: SearchIndex?
    /// Items that arrived while filtering, shown once they are indexed and filtered.
    private var pendingItems: [Item]?
    private var indexTask: Task<Void, Never>?
    private var searchTask: Task<Void, Never>?
    private var itemsGeneration = 0
    private var searchGeneration = 0

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
    /// items are indexed and filtered, then everything changes together. The very array already
    /// shown (a revalidation that found nothing new) changes nothing and is not indexed again.
    public func replaceItems(_ newItems: [Item]) {
        let isIndexed = index != nil || indexTask?.isCancelled == false
        if pendingItems == nil, isIndexed, Self.isSameArray(newItems, storedItems) { return }
        itemsGeneration += 1
        let generation = itemsGeneration
        let keptID = selectedItem?.id
        indexTask?.cancel()
        searchTask?.cancel()
        index = nil
        if isFiltering {
            pendingItems = newItems
        } else {
            pendingItems = nil
            items = newItems
            show(.all(count: newItems.count), keepingItemAt: itemIndex(of: keptID))
        }
        let fields = fields
        indexTask = Task { [weak self] in
            let index = await offMainActor { SearchIndex(newItems, fields: fields) }
            guard let self, self.itemsGeneration == generation, !Task.isCancelled else { return }
            self.index = index
            if self.isFiltering, let pending = self.pendingItems {
                self.runSearch(replacingItemsWith: pending,
                               keeping: keptID.flatMap { id in pending.firstIndex { $0.id == id } })
            } else if self.isFiltering {
                self.runSearch(replacingItemsWith: nil, keeping: self.selectedRow.map { self.visibleRows[$0] })
            }
        }
    }

    /// Whether both share one buffer: the same array, not merely equal items.
    private static func isSameArray(_ first: [Item], _ second: [Item]) -> Bool {
        first.count == second.count && first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { first.baseAddress == $0.baseAddress }
        }
    }

    /// Filters as the user types: case- and accent-insensitive substring match.
    public func setFilter(_ text: String) {
        guard text != filterText else { return }
        filterText = text
        let selectedItemIndex = selectedRow.map { visibleRows[$0] }
        if text.isEmpty {
            searchTask?.cancel()
            searchGeneration += 1
            if let pending = pendingItems {
                let keptID = selectedItem?.id
                pendingItems = nil
                items = pending
                show(.all(count: pending.count), keepingItemAt: itemIndex(of: keptID))
            } else {
                show(.all(count: items.count), keepingItemAt: selectedItemIndex)
            }
        } else if index != nil {
            runSearch(replacingItemsWith: nil, keeping: selectedItemIndex)
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

    /// Returns once no indexing or search is left running, so a test can show that nothing
    /// more changes (a finished index may start a search: that one is waited for too).
    func backgroundWorkFinished() async {
        while true {
            let running = (indexTask, searchTask)
            await running.0?.value
            await running.1?.value
            if running == (indexTask, searchTask) { return }
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

    /// Searches the index for the current filter off the main actor; the newest search wins.
    /// `keptIndex` is the selected item's index in the items shown once the search is done.
    private func runSearch(replacingItemsWith newItems: [Item]?, keeping keptIndex: Int?) {
        guard let index else { return }
        searchTask?.cancel()
        searchGeneration += 1
        let generation = searchGeneration
        let needle = SearchFolding.fold(filterText)
        searchTask = Task { [weak self] in
            let matches = await offMainActor { index.search(needle) }
            guard let self, let matches, self.searchGeneration == generation,
                  !Task.isCancelled else { return }
            if let newItems {
                self.items = newItems
                self.pendingItems = nil
            }
            self.show(.subset(matches), keepingItemAt: keptIndex)
        }
    }

    /// Shows `rows`, selecting the row of item `keptIndex` if shown, else clamping.
    private func show(_ rows: FilteredList, keepingItemAt keptIndex: Int?) {
        let previousRow = selectedRow
        visibleRows = rows
        if let keptIndex, let row = rows.row(ofItem: keptIndex) {
            selectedRow = row
        } else {
            var selection = ListSelection()
            selection.select(previousRow ?? 0, count: rows.count)
            selectedRow = selection.row
        }
    }
}
