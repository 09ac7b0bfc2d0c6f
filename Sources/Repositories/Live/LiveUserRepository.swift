// Users from the JSONPlaceholder-style API through the disk cache, streamed: the list can hold
// 100,000 users, so it is never downloaded, read or decoded as one payload (see `StreamedListSource`).
import Foundation
import Models
import Services

/// The live `UserRepository`.
///
/// Callers pass the policy; the app uses `cacheFirst` by default because the user list changes
/// rarely and showing it instantly from disk, then revalidating, makes start-up feel immediate
/// (stale-while-revalidate). `networkFirst` is for an explicit refresh, `cacheOnly` for `--offline`.
/// A long list shows its first screenful with the full count before the rest has arrived, from
/// the cache or (with nothing cached) from the first page of the API. Created users are kept
/// locally and merged into every whole list (see `LocalCreations`).
public struct LiveUserRepository: UserRepository {
    private let source: StreamedListSource<User>
    private let creations: LocalCreations<User>
    /// Edits and deletions made through `LiveResourceRepository<User>` (the same cache entry).
    private let changes: LocalChanges<User>

    /// Creates the repository over `api` (the JSONPlaceholder base URL) and an optional cache.
    /// `cacheFirst` leaves a cached value younger than `freshFor` seconds alone (no request);
    /// older ones are shown at once and revalidated.
    public init(
        api: APIService, cache: JSONDiskCache?, events: (any RepositoryEventSink)? = nil,
        freshFor: TimeInterval = 0
    ) {
        source = StreamedListSource(
            api: api, cache: cache, events: events, freshFor: freshFor, key: CacheKeys.users,
            what: "users", endpoint: .users(), firstPage: { .users(start: 0, limit: $0) },
            decodeElement: UserListDecoder.decodeElement, packing: .users)
        creations = LocalCreations(cache: cache, key: CacheKeys.createdUsers)
        changes = LocalChanges(cache: cache, key: ResourceCacheKeys.changes(User.self))
    }

    /// Every user (plus those created here), according to `policy`.
    public func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        let creations = creations
        let changes = changes
        return source.stream(policy: policy) { changes.applied(to: creations.merged(into: $0)) }
    }

    /// POSTs `user`, gives it a distinct id if the server's is taken, and keeps it for later lists.
    public func createUser(_ user: NewUser) async throws -> User {
        let echoed: User = try await source.api.request(.createUser(user))
        let known = try source.cachedList()?.elements.map(\.id) ?? []
        let created = creations.assigningDistinctID(echoed, knownIDs: Set(known)) { user, id in
            var user = user
            user.id = id
            return user
        }
        try creations.append(created)
        return created
    }
}
