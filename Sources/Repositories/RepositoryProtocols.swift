// What the view models ask of the data layer: repositories of users, posts and weather, each
// result tagged with where it came from so the status bar can say `cached 3m ago` / `offline`.
import Foundation
import Models

/// How a repository combines the network and the disk cache.
public enum CachePolicy: Sendable {
    /// Deliver the cached value at once (if any), then revalidate and deliver the fresh one.
    case cacheFirst
    /// Ask the network; on failure fall back to the cache and say `offline`.
    case networkFirst
    /// Never touch the network (`--offline`).
    case cacheOnly
}

/// Where a value came from.
public enum DataOrigin: Sendable, Equatable {
    /// Fresh from the server.
    case network
    /// From the disk cache, stored `age` seconds ago.
    case cache(age: TimeInterval)
    /// From the disk cache because the network failed (or `--offline`).
    case offline(age: TimeInterval)
}

/// A value with its origin.
public struct Sourced<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: DataOrigin
    public init(value: Value, origin: DataOrigin) {
        self.value = value
        self.origin = origin
    }
}

/// Users from the API and the cache.
public protocol UserRepository: Sendable {
    /// cacheFirst yields the cached value first (if any), then the fresh one; others yield once.
    func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error>
    /// Creates a user on the server and merges it into the cached list.
    func createUser(_ user: NewUser) async throws -> User
}

/// Posts and comments from the API and the cache.
public protocol PostRepository: Sendable {
    /// Every post.
    func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error>
    /// The posts of one user.
    func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error>
    /// The comments on one post.
    func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Comment]>, any Error>
    /// Creates a post on the server and merges it into the cached lists.
    func createPost(_ post: NewPost) async throws -> Post
}

/// Current weather and forecasts by city.
public protocol WeatherRepository: Sendable {
    /// The current weather in `city`.
    func currentWeather(city: String, units: Units) async throws -> Sourced<CurrentWeather>
    /// The 5-day / 3-hour forecast for `city`.
    func forecast(city: String, units: Units) async throws -> Sourced<Forecast>
}
