// Users from the JSONPlaceholder-style API through the disk cache.
import Foundation
import Models
import Services

/// The live `UserRepository`.
///
/// Callers pass the policy; the app uses `cacheFirst` by default because the user list changes
/// rarely and showing it instantly from disk, then revalidating, makes start-up feel immediate
/// (stale-while-revalidate). `networkFirst` is for an explicit refresh, `cacheOnly` for `--offline`.
/// Created users are kept locally and merged into every list (see `LocalCreations`).
public struct LiveUserRepository: UserRepository {
    private let source: CachedSource
    private let creations: LocalCreations<User>

    /// Creates the repository over `api` (the JSONPlaceholder base URL) and an optional cache.
    /// `cacheFirst` leaves a cached value younger than `freshFor` seconds alone (no request);
    /// older ones are shown at once and revalidated.
    public init(api: APIService, cache: JSONDiskCache?, events: (any RepositoryEventSink)? = nil,
                freshFor: TimeInterval = 0) {
        source = CachedSource(api: api, cache: cache, events: events, freshFor: freshFor)
        creations = LocalCreations(cache: cache, key: CacheKeys.createdUsers)
    }

    /// Every user (plus those created here), according to `policy`.
    public func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        let creations = creations
        return source.stream([User].self, endpoint: .users(), key: CacheKeys.users, what: "users", policy: policy) {
            creations.merged(into: $0)
        }
    }

    /// POSTs `user`, gives it a distinct id if the server's is taken, and keeps it for later lists.
    public func createUser(_ user: NewUser) async throws -> User {
        let echoed: User = try await source.api.request(.createUser(user))
        let known = source.cached([User].self, key: CacheKeys.users, what: "users")?.value.map(\.id) ?? []
        let created = creations.assigningDistinctID(echoed, knownIDs: Set(known)) { user, id in
            var user = user
            user.id = id
            return user
        }
        try creations.append(created)
        return created
    }
}
