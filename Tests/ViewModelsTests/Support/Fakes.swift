// Fake repositories and stores for the view model tests: scripted streams, hand-driven gates,
// and a record of what was asked.
import Foundation
import Models
import Repositories
import Synchronization

/// A repository stream the test drives by hand: yield values, then finish or fail.
final class StreamGate<Value: Sendable>: Sendable {
    let stream: AsyncThrowingStream<Sourced<Value>, any Error>
    private let continuation: AsyncThrowingStream<Sourced<Value>, any Error>.Continuation

    init() {
        (stream, continuation) = AsyncThrowingStream.makeStream()
    }

    func yield(
        _ value: Value, _ origin: DataOrigin = .network, totalCount: Int? = nil, isFirstPart: Bool = false,
        loadedFraction: Double? = nil, isIncomplete: Bool = false, warning: String? = nil
    ) {
        continuation.yield(
            Sourced(
                value: value, origin: origin, totalCount: totalCount, isFirstPart: isFirstPart,
                loadedFraction: loadedFraction, isIncomplete: isIncomplete, warning: warning))
    }

    func finish(throwing error: (any Error)? = nil) {
        continuation.finish(throwing: error)
    }
}

/// A stream that yields `values` and then finishes, or fails with `error`.
func scripted<Value: Sendable>(_ values: [Sourced<Value>], failing error: (any Error)? = nil)
    -> AsyncThrowingStream<Sourced<Value>, any Error>
{
    AsyncThrowingStream { continuation in
        for value in values { continuation.yield(value) }
        continuation.finish(throwing: error)
    }
}

/// An error that describes itself like the services' errors do.
struct FakeError: Error, CustomStringConvertible {
    var description: String
}

/// An error with a `LocalizedError` description.
struct FakeLocalizedError: LocalizedError {
    var errorDescription: String? { "The disk is full." }
}

/// Users from a closure per call; records the policies asked for and the drafts created.
final class FakeUserRepository: UserRepository {
    private let streams: @Sendable (CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error>
    private let creating: @Sendable (NewUser) async throws -> User
    let policies = Mutex<[CachePolicy]>([])
    let drafts = Mutex<[NewUser]>([])

    init(
        streams: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> = { _ in
            scripted([])
        },
        creating: @escaping @Sendable (NewUser) async throws -> User = { User(id: 11, $0) }
    ) {
        self.streams = streams
        self.creating = creating
    }

    convenience init(users: [User], origin: DataOrigin = .network) {
        self.init(streams: { _ in scripted([Sourced(value: users, origin: origin)]) })
    }

    func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        policies.withLock { $0.append(policy) }
        return streams(policy)
    }

    func createUser(_ user: NewUser) async throws -> User {
        drafts.withLock { $0.append(user) }
        return try await creating(user)
    }
}

/// Posts and comments from closures; records the drafts created.
final class FakePostRepository: PostRepository {
    private let allPosts: @Sendable (CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error>
    private let userPosts: @Sendable (User.ID) -> AsyncThrowingStream<Sourced<[Post]>, any Error>
    private let postComments: @Sendable (Post.ID) -> AsyncThrowingStream<Sourced<[Comment]>, any Error>
    private let creating: @Sendable (NewPost) async throws -> Post
    let drafts = Mutex<[NewPost]>([])

    init(
        posts: [Post] = [], comments: [Comment] = [],
        userPosts: (@Sendable (User.ID) -> AsyncThrowingStream<Sourced<[Post]>, any Error>)? = nil,
        creating: @escaping @Sendable (NewPost) async throws -> Post = { Post(id: 101, $0) }
    ) {
        allPosts = { _ in scripted([Sourced(value: posts, origin: .network)]) }
        self.userPosts =
            userPosts ?? { id in
                scripted([Sourced(value: posts.filter { $0.userId == id }, origin: .network)])
            }
        postComments = { id in
            scripted([Sourced(value: comments.filter { $0.postId == id }, origin: .network)])
        }
        self.creating = creating
    }

    func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        allPosts(policy)
    }

    func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        userPosts(userID)
    }

    func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Comment]>, any Error> {
        postComments(postID)
    }

    func createPost(_ post: NewPost) async throws -> Post {
        drafts.withLock { $0.append(post) }
        return try await creating(post)
    }
}

/// Places and outlooks from closures; records the searches and the look-ups (`"Paris imperial"`).
final class FakeWeatherRepository: WeatherRepository {
    private let search: @Sendable (String) async throws -> [WeatherPlace]
    private let answer: @Sendable (WeatherPlace, Units) async throws -> WeatherOutlook
    private let origin: DataOrigin
    let searches = Mutex<[String]>([])
    let lookUps = Mutex<[String]>([])

    init(
        origin: DataOrigin = .network,
        search: @escaping @Sendable (String) async throws -> [WeatherPlace] = { [Samples.place($0)] },
        answer: @escaping @Sendable (WeatherPlace, Units) async throws -> WeatherOutlook = {
            Samples.outlook(place: $0, units: $1)
        }
    ) {
        self.origin = origin
        self.search = search
        self.answer = answer
    }

    func places(matching name: String) async throws -> Sourced<[WeatherPlace]> {
        searches.withLock { $0.append(name) }
        return Sourced(value: try await search(name), origin: .network)
    }

    func outlook(for place: WeatherPlace, units: Units) async throws -> Sourced<WeatherOutlook> {
        lookUps.withLock { $0.append("\(place.name) \(units.rawValue)") }
        return Sourced(value: try await answer(place, units), origin: origin)
    }
}

/// Recent places in memory.
final class MemoryRecentCitiesStore: RecentCitiesStore {
    let places: Mutex<[WeatherPlace]>

    init(_ places: [WeatherPlace] = []) {
        self.places = Mutex(places)
    }

    func load() async throws -> [WeatherPlace] {
        places.withLock { $0 }
    }

    func save(_ places: [WeatherPlace]) async throws {
        self.places.withLock { $0 = places }
    }
}
