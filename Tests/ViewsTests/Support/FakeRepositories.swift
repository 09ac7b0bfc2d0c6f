// In-memory repositories and stores for the screen tests: fixed data, answered at once.
import Models
import Repositories
import Synchronization

/// An error that describes itself in words, like the services' errors do.
struct FakeError: Error, CustomStringConvertible {
    var description: String
}

/// A stream that yields `value` from `origin` once and finishes, or fails with `error`.
func answer<Value: Sendable>(_ value: Value, from origin: DataOrigin, failing error: (any Error)? = nil)
    -> AsyncThrowingStream<Sourced<Value>, any Error> {
    AsyncThrowingStream { continuation in
        if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.yield(Sourced(value: value, origin: origin))
            continuation.finish()
        }
    }
}

/// Users in memory; a created user gets the next id and joins the list.
final class MemoryUserRepository: UserRepository {
    private let stored: Mutex<[User]>
    private let origin: DataOrigin
    private let failure: FakeError?

    init(_ users: [User], origin: DataOrigin = .network, failure: FakeError? = nil) {
        stored = Mutex(users)
        self.origin = origin
        self.failure = failure
    }

    func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        answer(stored.withLock { $0 }, from: origin, failing: failure)
    }

    func createUser(_ draft: NewUser) async throws -> User {
        stored.withLock { users in
            let user = User(id: (users.map(\.id).max() ?? 0) + 1, draft)
            users.append(user)
            return user
        }
    }
}

/// Posts and comments in memory; a created post gets the next id.
final class MemoryPostRepository: PostRepository {
    private let stored: Mutex<[Post]>
    private let comments: [Comment]

    init(_ posts: [Post], comments: [Comment]) {
        stored = Mutex(posts)
        self.comments = comments
    }

    func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        answer(stored.withLock { $0 }, from: .network)
    }

    func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        answer(stored.withLock { $0 }.filter { $0.userId == userID }, from: .network)
    }

    func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Comment]>, any Error> {
        answer(comments.filter { $0.postId == postID }, from: .network)
    }

    func createPost(_ draft: NewPost) async throws -> Post {
        stored.withLock { posts in
            let post = Post(id: (posts.map(\.id).max() ?? 0) + 1, draft)
            posts.append(post)
            return post
        }
    }
}

/// Weather for any city but `Atlantis`, which the server does not know (`404 city not found`).
final class FixedWeatherRepository: WeatherRepository {
    static let unknownCity = "Atlantis"

    func currentWeather(city: String, units: Units) async throws -> Sourced<CurrentWeather> {
        try check(city)
        return Sourced(value: Fixtures.current(city: city, units: units), origin: .network)
    }

    func forecast(city: String, units: Units) async throws -> Sourced<Forecast> {
        try check(city)
        return Sourced(value: Fixtures.forecast(units: units), origin: .network)
    }

    private func check(_ city: String) throws {
        if city == Self.unknownCity { throw FakeError(description: "HTTP 404: city not found") }
    }
}

/// Recent cities in memory.
final class MemoryRecentCitiesStore: RecentCitiesStore {
    private let cities: Mutex<[String]>

    init(_ cities: [String] = []) {
        self.cities = Mutex(cities)
    }

    func load() async throws -> [String] { cities.withLock { $0 } }

    func save(_ cities: [String]) async throws { self.cities.withLock { $0 = cities } }
}
