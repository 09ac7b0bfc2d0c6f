// TodosViewModel: the Todos list (all of them, or one user's): each todo's mark, title and
// owner; Space toggles a todo at once and takes the change back if the server refuses it;
// `f` shows all, open or done todos; delete after confirmation.
import Injection
import Models
import Observation
import Repositories

/// Which todos the list shows.
public enum TodoFilter: CaseIterable, Sendable, Equatable {
    /// Every todo.
    case all
    /// Todos not done.
    case open
    /// Todos done.
    case done

    /// The next filter (`f`): all, open, done, all...
    public var next: TodoFilter {
        switch self {
        case .all: .open
        case .open: .done
        case .done: .all
        }
    }

    /// Whether `todo` passes.
    func keeps(_ todo: Todo) -> Bool {
        switch self {
        case .all: true
        case .open: !todo.completed
        case .done: todo.completed
        }
    }
}

/// The todos list screen.
@MainActor @Observable
public final class TodosViewModel: FilterableList {
    /// Which todos are shown.
    public private(set) var filter = TodoFilter.all

    @ObservationIgnored @Injected private var repository: any ResourceRepository<Todo>
    @ObservationIgnored @Injected private var owners: UserNames
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private let scope: ResourceList<Todo>.Scope
    /// The list, its loading and the session's writes.
    @ObservationIgnored public private(set) lazy var resources = ResourceList<Todo>(
        repository: repository, status: status, scope: scope, owners: owners,
        ownerID: \.userId, searchFields: { [$0.title] }, sortColumns: TodosViewModel.sortColumns)

    /// The columns `s` sorts by: done or not (open first), the title, the owner.
    public nonisolated static let sortColumns = [
        SortColumn<ResourceRow<Todo>>("Done", key: { $0.item.completed ? "1" : "0" }),
        SortColumn("Title", searchField: 0), SortColumn("Owner", searchField: 1),
    ]

    /// The todos of every user, or of `userID` only.
    public init(userID: User.ID? = nil) {
        scope = userID.map { .under($0) } ?? .all
    }

    isolated deinit { resources.stop() }

    /// The rows, the filter text and the selection.
    public var list: SearchableList<ResourceRow<Todo>> { resources.list }
    /// The phase of the todos' data.
    public var state: LoadState<[Todo]> { resources.state }
    /// The todo on the selected row.
    public var selectedTodo: Todo? { resources.selectedItem }
    /// `Todos (N)` (`Todos (M of N)` while filtering, `Todos (200 of N, loading 34%)` while the rest
    /// of a long list arrives), then `· open` or `· done` when only those are shown.
    public var title: String {
        let count = listTitle("Todos", of: resources, showingWholeList: filter == .all)
        switch filter {
        case .all: return count
        case .open: return count + " · open"
        case .done: return count + " · done"
        }
    }
    /// What to show instead of rows: loading, the failure, no todos, or no match.
    public var placeholder: String? {
        listPlaceholder(filter == .all ? "todos" : "\(filter == .open ? "open" : "done") todos", state: state)
    }

    /// Loads cached todos at once, then fresh ones. Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> { resources.load(policy: .cacheFirst) }

    /// Asks the network again.
    @discardableResult
    public func refresh() -> Task<Void, Never> { resources.load(policy: .networkFirst) }

    /// Shows all, open, then done todos (`f`).
    public func cycleFilter() {
        filter = filter.next
        let filter = filter
        resources.keeps = { filter.keeps($0) }
    }

    /// Toggles the selected todo: the mark changes at once, `PATCH /todos/ID` follows, and the
    /// mark goes back, with the error on the status line, if the request fails.
    @discardableResult
    public func toggleSelected() -> Task<Void, Never>? {
        guard let todo = selectedTodo else { return nil }
        var toggled = todo
        toggled.completed.toggle()
        resources.put(toggled)
        let repository = repository
        let status = status
        status.beginLoad()
        return Task { [weak self] in
            defer { status.endLoad() }
            do {
                _ = try await repository.patch(toggled, fields: ["completed": .bool(toggled.completed)])
            } catch {
                self?.rollBack(to: todo, from: toggled)
                status.report(WriteFailure.sentence(error, item: todo.title, outcome: "not changed"))
            }
        }
    }

    /// The question asked before deleting the selected todo.
    public var deletePrompt: String? { selectedTodo.map { "Delete \"\($0.title)\"? y/n" } }

    /// Deletes the selected todo on the server, then removes its row.
    @discardableResult
    public func deleteSelected() -> Task<Void, Never>? {
        selectedTodo.map { resources.delete($0) }
    }

    /// Puts a todo just created or edited (the server's answer) in the list.
    public func show(_ todo: Todo) {
        resources.put(todo)
    }

    /// Cancels loading and filtering (the screen is leaving).
    public func stop() { resources.stop() }

    private func rollBack(to original: Todo, from toggled: Todo) {
        // Only if nothing changed it since (another toggle, a refresh).
        guard resources.items.first(where: { $0.id == original.id }) == toggled else { return }
        resources.put(original)
    }
}

extension AppTab {
    /// The todos list.
    public static let todos = AppTab(title: "Todos")
}

extension TodosViewModel: CopiableSelection {
    /// The selected todo's title.
    public var copiedItem: CopiedItem? {
        selectedTodo.map { CopiedItem(fieldName: "title", field: $0.title, item: $0) }
    }
}
