// UserNames: the name of every user the app has loaded, by id: one lookup table (over the users
// list's own array, see `UserNameTable`) that the users list rebuilds when its users change, and
// that the lists naming each item's owner (todos, albums) observe, so owners are named as soon as
// the users arrive, whichever came first.
import Models
import Observation

/// The users' names by id. `UsersViewModel` fills it; a list with an owner column observes it.
@MainActor @Observable
public final class UserNames {
    /// Each known user's name, by id.
    public private(set) var byID = UserNameTable()

    /// How many updates were asked for: only the newest one's table is kept.
    @ObservationIgnored private var requested = 0

    /// An empty table (no user known yet).
    public init() {}

    /// A table naming `users` at once.
    public init(naming users: [User]) {
        byID = UserNameTable(users)
    }

    /// Rebuilds the table from `users` off the main actor (at a million users, ordering them by
    /// id and comparing with the table in use takes longer than a frame) and stores it unless a
    /// newer update was asked for meanwhile; observers hear of it only when a name or an id
    /// changed.
    @discardableResult
    public func update(from users: [User]) -> Task<Void, Never> {
        requested &+= 1
        let request = requested
        let current = byID
        return Task {
            let table = await offMainActor {
                let table = UserNameTable(users)
                return table == current ? nil : table
            }
            guard request == requested, let table else { return }
            byID = table
        }
    }

    /// The name of user `id` in `table`, or `User N` while that user is not known.
    public static func name(of id: User.ID, in table: UserNameTable) -> String {
        table[id] ?? "User \(id)"
    }

    /// Calls `change` on the main actor after every change of the table, for as long as `owner`
    /// lives (it is held weakly).
    public func observe<Owner: AnyObject & Sendable>(for owner: Owner, _ change: @escaping @MainActor (Owner) -> Void) {
        withObservationTracking {
            _ = byID
        } onChange: { [weak self, weak owner] in
            // Called before the new table is stored: read it on the next turn of the main actor.
            Task { @MainActor [self, owner] in
                guard let self, let owner else { return }
                change(owner)
                self.observe(for: owner, change)
            }
        }
    }
}
