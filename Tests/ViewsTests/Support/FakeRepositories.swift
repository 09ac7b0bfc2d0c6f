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
    -> AsyncThrowingStream<Sourced<Value>, any Error>
{
    AsyncThrowingStream { continuation in
        if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.yield(Sourced(value: value, origin: origin))
            continuation.finish()
        }
    }
}

/// Holds answers back until `release()`: whoever waits before then goes on once it is called.
final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// Returns once the gate is released (at once if it already was).
    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Lets everyone waiting, and everyone who comes later, go on.
    func release() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// Users in memory, answered at once or once `gate` is released; a created user gets the next
/// id and joins the list.
final class MemoryUserRepository: UserRepository {
    private let stored: Mutex<[User]>
    private let origin: DataOrigin
    private let failure: FakeError?
    private let gate: Gate?

    init(_ users: [User], origin: DataOrigin = .network, failure: FakeError? = nil, gate: Gate? = nil) {
        stored = Mutex(users)
        self.origin = origin
        self.failure = failure
        self.gate = gate
    }

    func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        let users = stored.withLock { $0 }
        let origin = origin
        let failure = failure
        guard let gate else { return answer(users, from: origin, failing: failure) }
        return AsyncThrowingStream { continuation in
            let task = Task {
                await gate.wait()
                for try await element in answer(users, from: origin, failing: failure) { continuation.yield(element) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
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

/// Weather for any city but `Atlantis`, which the server does not know; `Paris` matches two
/// places (France and Texas). Outlooks are made from OpenWeather-shaped fixtures.
final class FixedWeatherRepository: WeatherRepository {
    static let unknownCity = "Atlantis"
    static let twoPlaces = "Paris"

    func places(matching name: String) async throws -> Sourced<[WeatherPlace]> {
        switch name {
        case Self.unknownCity: return Sourced(value: [], origin: .network)
        case Self.twoPlaces:
            return Sourced(
                value: [
                    WeatherPlace(
                        name: "Paris", region: "Île-de-France", country: "France",
                        latitude: 48.85, longitude: 2.35),
                    WeatherPlace(
                        name: "Paris", region: "Texas", country: "United States",
                        latitude: 33.66, longitude: -95.56),
                ], origin: .network)
        default: return Sourced(value: [WeatherPlace(named: name)], origin: .network)
        }
    }

    func outlook(for place: WeatherPlace, units: Units) async throws -> Sourced<WeatherOutlook> {
        var outlook = WeatherOutlook(
            current: Fixtures.current(city: place.name, units: units),
            forecast: Fixtures.forecast(units: units), units: units)
        if place.hasCoordinates { outlook.place = place }
        return Sourced(value: outlook, origin: .network)
    }
}

/// Recent places in memory.
final class MemoryRecentCitiesStore: RecentCitiesStore {
    private let places: Mutex<[WeatherPlace]>

    init(_ names: [String] = []) {
        places = Mutex(names.map(WeatherPlace.init(named:)))
    }

    func load() async throws -> [WeatherPlace] { places.withLock { $0 } }

    func save(_ places: [WeatherPlace]) async throws { self.places.withLock { $0 = places } }
}
