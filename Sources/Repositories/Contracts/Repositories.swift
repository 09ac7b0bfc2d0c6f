// The repository protocols the view models call. Live implementations are in `Live/`.
import Foundation
import Models

/// Users and creating them.
public protocol UserRepository: Sendable {
    /// cacheFirst yields the cached value first (if any), then the fresh one; others yield once.
    /// A long list may be preceded by its first screenful (`Sourced.isPartial`).
    func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error>
    /// Creates a user on the server and keeps it in the cached list.
    func createUser(_ user: NewUser) async throws -> User
}

/// Posts, comments and creating posts.
public protocol PostRepository: Sendable {
    /// Every post; cacheFirst yields cached then fresh, others yield once.
    func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error>
    /// The posts of one user; cacheFirst yields cached then fresh, others yield once.
    func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error>
    /// The comments on one post; cacheFirst yields cached then fresh, others yield once.
    func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Comment]>, any Error>
    /// Creates a post on the server and keeps it in the cached lists.
    func createPost(_ post: NewPost) async throws -> Post
}

/// Places and their weather, from whichever weather service is configured.
public protocol WeatherRepository: Sendable {
    /// The places called `name` (case and accents ignored), best match first, at most 10;
    /// empty when there is none. A service that looks names up itself returns the name as typed.
    func places(matching name: String) async throws -> Sourced<[WeatherPlace]>
    /// Current conditions and forecast for `place` in `units`.
    func outlook(for place: WeatherPlace, units: Units) async throws -> Sourced<WeatherOutlook>
}
