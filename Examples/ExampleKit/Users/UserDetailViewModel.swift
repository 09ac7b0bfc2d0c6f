// UserDetailViewModel: a view model created with a parameter (the user to show), which also
// takes the injected service to fetch that user.
import Injection
import Observation

/// One user's detail, fetched by id from the injected `UserService`, and a flag the user can
/// toggle on the screen.
@MainActor @Observable
public final class UserDetailViewModel {
    @ObservationIgnored @Injected private var service: any UserService

    /// The user this view model shows.
    public let userID: ExampleUser.ID
    /// The user, once fetched.
    public private(set) var user: Loadable<ExampleUser> = .loading
    /// Whether the user is starred (state that lives as long as this view model).
    public private(set) var isStarred = false

    /// A view model for the user with `userID`.
    public init(userID: ExampleUser.ID) {
        self.userID = userID
    }

    /// Fetches the user.
    public func load() async {
        do {
            if let found = try await service.user(id: userID) {
                user = .loaded(found)
            } else {
                user = .failed("No user with id \(userID)")
            }
        } catch {
            user = .failed("Could not load user \(userID): \(error)")
        }
    }

    /// Stars or unstars the user.
    public func toggleStar() { isStarred.toggle() }
}
