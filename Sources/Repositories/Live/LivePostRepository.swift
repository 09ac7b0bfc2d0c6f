// Posts and comments from the JSONPlaceholder-style API through the disk cache.
import Foundation
import Models
import Services

/// The live `PostRepository`.
///
/// Callers pass the policy; the app uses `cacheFirst` by default: posts and comments are read far
/// more often than they change, so the cached copy is shown at once and revalidated in the
/// background. Created posts are kept locally and merged into every list (see `LocalCreations`).
public struct LivePostRepository: PostRepository {
    private let source: CachedSource
    private let creations: LocalCreations<Post>
    /// Edits and deletions made through `LiveResourceRepository<Post>` (the same cache entry).
    private let changes: LocalChanges<Post>

    /// Creates the repository over `api` (the JSONPlaceholder base URL) and an optional cache.
    /// `cacheFirst` leaves a cached value younger than `freshFor` seconds alone (no request);
    /// older ones are shown at once and revalidated.
    public init(
        api: APIService, cache: JSONDiskCache?, events: (any RepositoryEventSink)? = nil,
        freshFor: TimeInterval = 0
    ) {
        source = CachedSource(api: api, cache: cache, events: events, freshFor: freshFor)
        creations = LocalCreations(cache: cache, key: CacheKeys.createdPosts)
        changes = LocalChanges(cache: cache, key: ResourceCacheKeys.changes(Post.self))
    }

    /// Every post (plus those created here), according to `policy`.
    public func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        let creations = creations
        let changes = changes
        return source.stream([Post].self, endpoint: .posts(), key: CacheKeys.posts, what: "posts", policy: policy) {
            changes.applied(to: creations.merged(into: $0))
        }
    }

    /// The posts of `userID` (plus those created here for them), according to `policy`.
    public func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        let creations = creations
        let changes = changes
        return source.stream(
            [Post].self, endpoint: .posts(byUser: userID), key: CacheKeys.posts(byUser: userID),
            what: "posts", policy: policy
        ) {
            changes.applied(to: creations.merged(into: $0) { $0.userId == userID }) { $0.userId == userID }
        }
    }

    /// The comments on `postID`, according to `policy`.
    public func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<
        Sourced<[Comment]>, any Error
    > {
        source.stream(
            [Comment].self, endpoint: .comments(onPost: postID), key: CacheKeys.comments(onPost: postID),
            what: "comments", policy: policy)
    }

    /// POSTs `post`, gives it a distinct id if the server's is taken, and keeps it for later lists.
    public func createPost(_ post: NewPost) async throws -> Post {
        let echoed: Post = try await source.api.request(.createPost(post))
        let known = source.cached([Post].self, key: CacheKeys.posts, what: "posts")?.value.map(\.id) ?? []
        let created = creations.assigningDistinctID(echoed, knownIDs: Set(known)) { post, id in
            var post = post
            post.id = id
            return post
        }
        try creations.append(created)
        return created
    }
}
