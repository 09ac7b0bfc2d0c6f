// UserListViewModel: takes its service with `@Injected`, so whoever places the list on screen
// decides which service it talks to (`.inject` on a parent view, or a container in tests).
import Injection
import Observation
import TerminalUI

/// The users list: loads the users from the injected `UserService`, keeps the selection, and
/// knows which user is open.
@MainActor @Observable
public final class UserListViewModel {
    /// Resolved from `DependenciesContainer.current` when the view model is made: the view
    /// runtime makes it current while it builds view models for a view.
    @ObservationIgnored @Injected private var service: any UserService

    /// The users, once loaded.
    public private(set) var users: Loadable<[ExampleUser]> = .loading
    /// The list's selection and scroll position.
    public var list = ListState()
    /// The user whose detail is shown, if any.
    public private(set) var openedUser: ExampleUser.ID?

    /// A view model using the `UserService` of the current dependency container.
    public init() {}

    /// Loads the users; a failure is kept as a message for the screen.
    public func load() async {
        do {
            users = .loaded(try await service.users())
        } catch {
            users = .failed("Could not load users: \(error)")
        }
    }

    /// Shows the detail of the user at `index` in the list.
    public func open(at index: Int) {
        guard case .loaded(let loaded) = users, loaded.indices.contains(index) else { return }
        openedUser = loaded[index].id
    }

    /// Back to the list.
    public func close() { openedUser = nil }
}
