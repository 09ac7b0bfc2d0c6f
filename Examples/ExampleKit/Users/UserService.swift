// UserService: what the user screens need from the outside world, as a protocol, so the screens
// can be given the real thing, a sample, or a test fake by injection.

/// A person shown by the user list and detail screens.
public struct ExampleUser: Identifiable, Hashable, Sendable {
    /// The user's number, unique in a service.
    public var id: Int
    /// The full name.
    public var name: String
    /// The email address.
    public var email: String
    /// The city the user lives in.
    public var city: String

    /// A user with every field given.
    public init(id: Int, name: String, email: String, city: String) {
        self.id = id
        self.name = name
        self.email = email
        self.city = city
    }
}

/// Where users come from. View models take it with `@Injected`; a view above them provides it
/// with `.inject(_:as:)`.
public protocol UserService: Sendable {
    /// Every user, in display order.
    func users() async throws -> [ExampleUser]
    /// The user with `id`, or nil when there is none.
    func user(id: ExampleUser.ID) async throws -> ExampleUser?
}

/// A `UserService` answering from memory: the example injects it where a real app would inject
/// a network-backed service.
public struct SampleUserService: UserService {
    /// The users it answers with.
    public let all: [ExampleUser]

    /// A service over `users` (four sample users by default).
    public init(users: [ExampleUser] = SampleUserService.sampleUsers) {
        self.all = users
    }

    public func users() async throws -> [ExampleUser] { all }

    public func user(id: ExampleUser.ID) async throws -> ExampleUser? { all.first { $0.id == id } }

    /// The sample users.
    public static let sampleUsers = [
        ExampleUser(id: 1, name: "Ada Lovelace", email: "ada@example.org", city: "London"),
        ExampleUser(id: 2, name: "Grace Hopper", email: "grace@example.org", city: "New York"),
        ExampleUser(id: 3, name: "Edsger Dijkstra", email: "edsger@example.org", city: "Rotterdam"),
        ExampleUser(id: 4, name: "Barbara Liskov", email: "barbara@example.org", city: "Los Angeles"),
    ]
}
