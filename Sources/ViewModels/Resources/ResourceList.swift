// ResourceList: the state and intents every resource list screen shares, whatever the
// resource: loading through the repository (cached first, then fresh), the owners' names,
// filtering as you type, the selection, and the session's writes (create, edit, patch,
// delete) applied to the rows at once. A resource's view model holds one and adds only what
// is its own (a todo's toggle, an album's photos).
import Models
import Observation
import Repositories

/// The list of one resource collection, or of one parent's part of it.
@MainActor
public final class ResourceList<Item: RemoteResource> {
    /// Which items: the whole collection or those of one parent.
    public enum Scope: Sendable, Equatable {
        /// `/todos`.
        case all
        /// `/users/ID/todos`.
        case under(Int)
    }

    /// The rows, the filter and the selection.
    public let list: SearchableList<ResourceRow<Item>>
    /// The items loaded, the session's writes applied.
    let loader: Loader<[Item]>
    private let repository: any ResourceRepository<Item>
    /// The users' names, for the owner column.
    private let owners: UserNames?
    private let status: StatusCenter
    private let scope: Scope
    private let ownerID: ((Item) -> Int)?
    /// Which loaded items the list shows (e.g. open todos only); all by default.
    var keeps: (Item) -> Bool = { _ in true } {
        didSet { rebuildRows() }
    }

    /// A list of `scope` from `repository`, filtered over `searchFields` (then the owner's name)
    /// and sorted by `sortColumns`; with `ownerID`, each row names the user `ownerID` gives, from
    /// `owners`, and the rows follow when it changes.
    init(
        repository: any ResourceRepository<Item>, status: StatusCenter, scope: Scope = .all,
        owners: UserNames? = nil, ownerID: ((Item) -> Int)? = nil,
        searchFields: @escaping @Sendable (Item) -> [String], sortColumns: [SortColumn<ResourceRow<Item>>] = []
    ) {
        self.repository = repository
        self.owners = owners
        self.status = status
        self.scope = scope
        self.ownerID = ownerID
        list = SearchableList(
            searchingIn: { row in searchFields(row.item) + [row.ownerName] }, sortColumns: sortColumns)
        loader = Loader(status: status)
        if ownerID != nil {
            owners?.observe(for: self) { list in
                if list.loader.state.value != nil { list.rebuildRows() }
            }
        }
    }

    /// The phase of the items' data.
    public var state: LoadState<[Item]> { loader.state }
    /// Every item loaded (before `keeps`).
    public var items: [Item] { loader.state.value ?? [] }
    /// The rows, in list order (index with `list.visibleRows`).
    public var rows: [ResourceRow<Item>] { list.items }
    /// The selected item.
    public var selectedItem: Item? { list.selectedItem?.item }
    /// The length of the whole list while only its first part has arrived.
    public var totalCount: Int? { loader.totalCount }
    /// How much of the whole list has arrived while only its first part is shown, when known.
    public var loadedFraction: Double? { loader.loadedFraction }
    /// Whether only the first part of the list has arrived, its length known or not.
    public var isPartial: Bool { loader.isPartial }
    /// Whether the items are all that is cached of a list whose download was interrupted.
    public var isIncomplete: Bool { loader.isIncomplete }

    /// Starts loading with `policy`.
    @discardableResult
    func load(policy: CachePolicy) -> Task<Void, Never> {
        let stream =
            switch scope {
            case .all: repository.items(policy: policy)
            case .under(let parentID): repository.items(under: parentID, policy: policy)
            }
        return loader.load(stream) { [weak self] items in self?.rebuildRows(items) }
    }

    /// Puts `item` in place of the item with its id (or adds it), selects it and clears the filter when it is new.
    func put(_ item: Item) {
        var updated = items
        if let index = updated.firstIndex(where: { $0.id == item.id }) {
            updated[index] = item
            commit(updated)
        } else {
            updated.append(item)
            list.clearFilter()
            commit(updated)
            _ = list.select(id: item.id)
        }
    }

    /// Takes the item with `id` out of the list.
    func remove(id: Int) {
        commit(items.filter { $0.id != id })
    }

    /// Cancels loading and searching.
    func stop() {
        loader.cancel()
        list.stop()
    }

    /// Deletes `item` on the server, then removes its row; a failure is reported on the status line.
    @discardableResult
    func delete(_ item: Item) -> Task<Void, Never> {
        ItemDeletion.start(item, repository: repository, status: status) { [weak self] in self?.remove(id: item.id) }
    }

    private func commit(_ items: [Item]) {
        loader.replaceValue(items)
        rebuildRows(items)
    }

    private func rebuildRows() {
        rebuildRows(items)
    }

    private func rebuildRows(_ items: [Item]) {
        let edited = repository.editedIDs()
        let names = owners?.byID ?? UserNameTable()
        let keeps = keeps
        let shared =
            ownerID.map { SharedItems(items, owner: $0) { UserNames.name(of: $0, in: names) } } ?? SharedItems(items)
        // Room for every item at once: grown by doubling, a list of 100,000 rows would hold
        // twice its size while it is copied.
        var rows: [ResourceRow<Item>] = []
        rows.reserveCapacity(items.count)
        for index in items.indices where keeps(items[index]) {
            rows.append(ResourceRow(showing: index, of: shared, isEdited: edited.contains(items[index].id)))
        }
        list.replaceItems(rows)
    }
}

extension FilterableList {
    /// `listTitle` for a list of `resources`: its state, the whole list's length and download
    /// progress while only its first part is shown, and whether it is what an interrupted
    /// download kept. Without `showingWholeList` (a subset shown, e.g. only open todos) the
    /// length of the whole list is left out.
    func listTitle<Item>(_ noun: String, of resources: ResourceList<Item>, showingWholeList: Bool = true) -> String {
        listTitle(
            noun, state: resources.state, totalCount: showingWholeList ? resources.totalCount : nil,
            loadedFraction: resources.loadedFraction, partial: showingWholeList && resources.isPartial,
            incomplete: resources.isIncomplete)
    }
}
