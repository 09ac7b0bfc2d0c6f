// `--offline`: repositories that answer from the disk cache only, whatever policy is asked for.
import Foundation
import Models

/// Wraps a user repository so every read is `cacheOnly` and creating fails with a clear error.
public struct OfflineUserRepository: UserRepository {
    private let base: any UserRepository
    /// Wraps `base`.
    public init(_ base: any UserRepository) { self.base = base }

    public func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        base.users(policy: .cacheOnly)
    }

    public func createUser(_ user: NewUser) async throws -> User { throw RepositoryError.offline }
}

/// Wraps a post repository so every read is `cacheOnly` and creating fails with a clear error.
public struct OfflinePostRepository: PostRepository {
    private let base: any PostRepository
    /// Wraps `base`.
    public init(_ base: any PostRepository) { self.base = base }

    public func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        base.posts(policy: .cacheOnly)
    }

    public func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        base.posts(byUser: userID, policy: .cacheOnly)
    }

    public func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<
        Sourced<[Comment]>, any Error
    > {
        base.comments(onPost: postID, policy: .cacheOnly)
    }

    public func createPost(_ post: NewPost) async throws -> Post { throw RepositoryError.offline }
}
