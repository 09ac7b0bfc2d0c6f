// UsersViewModel: the Users tab's list: loading (cached first, then fresh), the filter typed as
// you go, the selection, and every text the list shows.
import Injection
import Models
import Observation
import Repositories

/// The users list screen.
@MainActor @Observable
public final class UsersViewModel: FilterableList {
    /// The users, the filter and the selection.
    public let list = SearchableList<User>(
        searchingIn: { user in
            [user.name, user.username, user.email, user.company.name]
        }, sortColumns: UsersViewModel.sortColumns)

    /// The columns `s` sorts by: the fields the filter searches, in the same order.
    public nonisolated static let sortColumns = [
        SortColumn<User>("Name", searchField: 0), SortColumn("Username", searchField: 1),
        SortColumn("Email", searchField: 2), SortColumn("Company", searchField: 3),
    ]

    @ObservationIgnored @Injected private var repository: any UserRepository
    /// Edits and deletions (`PUT`, `DELETE /users/ID`).
    @ObservationIgnored @Injected private var writer: any ResourceRepository<User>
    @ObservationIgnored @Injected private var status: StatusCenter
    /// The users' names by id, for the lists that name owners.
    @ObservationIgnored @Injected private var names: UserNames
    @ObservationIgnored private lazy var loader = Loader<[User]>(status: status)

    /// A view model resolving its repository and status center from the current container.
    public init() {}

    isolated deinit {
        loader.cancel()
        list.stop()
    }

    /// The phase of the users' data.
    public var state: LoadState<[User]> { loader.state }
    /// Whether a load runs while older users are shown.
    public var isRefreshing: Bool { loader.isRefreshing }
    /// Every user.
    public var users: [User] { list.items }
    /// The user on the selected row.
    public var selectedUser: User? { list.selectedItem }
    /// `Users (N)`, or `Users (M of N)` while filtering; `Users (loading…)` before the first data, `Users` when it
    /// failed; `Users (200 of 3000, loading 34%)` while only the first screenful of a long list has arrived
    /// (`Users (200, loading…)` when the server did not say how long the list is);
    /// `Users (1200 of 3000, incomplete)` while the list shown is what a download interrupted earlier kept.
    public var title: String {
        listTitle(
            "Users", state: state, totalCount: loader.totalCount, loadedFraction: loader.loadedFraction,
            partial: loader.isPartial, incomplete: loader.isIncomplete)
    }

    /// What to show instead of rows: loading, the failure, no users, or no match.
    public var placeholder: String? { listPlaceholder("users", state: state) }

    /// Shows cached users at once, then the fresh ones (cacheFirst). Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        start(policy: .cacheFirst)
    }

    /// Asks the network again (networkFirst; the cache answers, marked offline, if it fails).
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        start(policy: .networkFirst)
    }

    /// Adds a user just created, clears the filter and selects it.
    public func insertCreated(_ user: User) {
        let updated = users.filter { $0.id != user.id } + [user]
        list.clearFilter()
        show(updated)
        loader.replaceValue(updated)
        list.select(id: user.id)
    }

    /// Puts a user just edited (the server's answer) in place of the old one, marked as edited.
    public func showEdited(_ user: User) {
        let updated = users.map { $0.id == user.id ? user : $0 }
        show(updated)
        loader.replaceValue(updated)
        editedIDs = writer.editedIDs()
    }

    /// The ids of the users edited here (their rows are marked).
    public private(set) var editedIDs: Set<Int> = []

    /// The question asked before deleting the selected user.
    public var deletePrompt: String? { selectedUser.map { "Delete \"\($0.name)\"? y/n" } }

    /// Deletes the selected user on the server, then removes their row (the count drops).
    @discardableResult
    public func deleteSelected() -> Task<Void, Never>? {
        guard let user = selectedUser else { return nil }
        return ItemDeletion.start(user, repository: writer, status: status) { [weak self] in
            guard let self else { return }
            let updated = self.users.filter { $0.id != user.id }
            self.show(updated)
            self.loader.replaceValue(updated)
        }
    }

    /// Cancels loading and filtering (the screen is leaving).
    public func stop() {
        loader.cancel()
        list.stop()
    }

    /// Shows `users` in the list and names them for the lists that show owners.
    private func show(_ users: [User]) {
        list.replaceItems(users)
        names.update(from: users)
    }

    private func start(policy: CachePolicy) -> Task<Void, Never> {
        loader.load(repository.users(policy: policy)) { [weak self] users in
            guard let self else { return }
            self.show(users)
            let edited = self.writer.editedIDs()
            if edited != self.editedIDs { self.editedIDs = edited }
        }
    }
}
