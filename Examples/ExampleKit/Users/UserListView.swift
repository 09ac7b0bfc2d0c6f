// UserListView: a list whose view model takes its service with `@Injected`. The view does not
// know which service that is: the parent that places it decides with `.inject(_:as:)`.
import TerminalUI

/// The users from the injected `UserService`; j/k or the arrows move, Enter opens the detail.
///
/// ```swift
/// UserListView()
///     .inject(SampleUserService(), as: (any UserService).self)
/// ```
public struct UserListView: View {
    @StateViewModel private var viewModel = UserListViewModel()

    /// The list, using the `UserService` injected above it.
    public init() {}

    public var body: some View {
        if let userID = viewModel.openedUser {
            // `.id` ties the detail's view model to the user: another user gets a new one.
            UserDetailView(userID: userID) { viewModel.close() }.id(userID)
        } else {
            list.onAppear { Task { await viewModel.load() } }
        }
    }

    @ViewBuilder private var list: some View {
        switch viewModel.users {
        case .loading:
            Text("Loading users…").padding(horizontal: 1)
        case .failed(let message):
            Text(message).bold().padding(horizontal: 1)
        case .loaded(let users):
            ListView(
                count: users.count, state: viewModel.list, emptyMessage: "No users",
                onStateChange: { viewModel.list = $0 },
                onActivate: { viewModel.open(at: $0) }
            ) { index in
                Text(users[index].name.padded(toWidth: 20) + "  " + users[index].city)
            }
        }
    }
}
