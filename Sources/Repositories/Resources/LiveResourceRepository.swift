// LiveResourceRepository: any `RemoteResource` collection from the JSONPlaceholder-style API
// through the disk cache. Lists go through the one list engine (`StreamedListSource`: cache
// first with revalidation, network first, cache only; long lists streamed, a first screenful
// first); writes go straight to the server and are kept as the session's own changes.
import Foundation
import Models
import Services

/// The live `ResourceRepository` of `Item`'s collection.
///
/// Callers pass the policy; the app uses `cacheFirst`: these lists are read far more often than
/// they change, so the cached copy is shown at once and revalidated in the background. `r` asks
/// with `networkFirst`; `--offline` wraps the repository in `OfflineResourceRepository`.
public struct LiveResourceRepository<Item: RemoteResource>: ResourceRepository {
    private let api: APIService
    private let cache: JSONDiskCache?
    private let events: (any RepositoryEventSink)?
    private let freshFor: TimeInterval
    private let changes: LocalChanges<Item>

    /// The repository over `api` (the JSONPlaceholder base URL) and an optional cache; a cached
    /// list younger than `freshFor` seconds is not revalidated by `cacheFirst`.
    public init(
        api: APIService, cache: JSONDiskCache?, events: (any RepositoryEventSink)? = nil,
        freshFor: TimeInterval = 0
    ) {
        self.api = api
        self.cache = cache
        self.events = events
        self.freshFor = freshFor
        changes = LocalChanges(cache: cache, key: ResourceCacheKeys.changes(Item.self))
    }

    public func items(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        let changes = changes
        return wholeCollection.stream(policy: policy) { changes.applied(to: $0) }
    }

    public func items(under parentID: Int, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        let changes = changes
        guard let parent = Item.parentCollection else {
            return AsyncThrowingStream { $0.finish(throwing: RepositoryError.notNested(what: Item.collection)) }
        }
        return source(
            key: ResourceCacheKeys.list(Item.self, under: parentID),
            endpoint: .collection(Item.collection, under: parent, id: parentID),
            firstPage: { .collection(Item.collection, under: parent, id: parentID, start: 0, limit: $0) }
        )
        .stream(policy: policy) { changes.applied(to: $0) { $0.parentID == parentID } }
    }

    public func create(_ item: Item) async throws -> Item {
        let echoed: Item = try await send(.create(in: Item.collection, body: try ResourceBody.withoutID(item)))
        let known = try wholeCollection.cachedList()?.elements.map(\.id) ?? []
        let created = changes.distinct(echoed, knownIDs: Set(known))
        try changes.created(created)
        return created
    }

    public func replace(_ item: Item) async throws -> Item {
        var answered: Item = try await send(
            .update(.put, in: Item.collection, id: item.id, body: try JSONEncoder().encode(item)))
        answered.id = item.id  // the item keeps its identity whatever the echo says
        try changes.edited(answered)
        return answered
    }

    public func patch(_ item: Item, fields: [String: PatchValue]) async throws -> Item {
        let _: EmptyAnswer = try await send(
            .update(.patch, in: Item.collection, id: item.id, body: try JSONEncoder().encode(fields)))
        try changes.edited(item)
        return item
    }

    public func delete(_ item: Item) async throws {
        let _: EmptyAnswer = try await send(.delete(from: Item.collection, id: item.id))
        try changes.deleted(item.id)
    }

    public func editedIDs() -> Set<Int> { changes.editedIDs }

    /// Sends a write; a server that cannot be reached means the change cannot be sent.
    private func send<Answer: Decodable>(_ endpoint: Endpoint) async throws -> Answer {
        do {
            return try await api.request(endpoint)
        } catch .cannotConnect {
            throw RepositoryError.offline
        }
    }

    /// The whole collection, asked for from its first page.
    private var wholeCollection: StreamedListSource<Item> {
        source(
            key: ResourceCacheKeys.list(Item.self), endpoint: .collection(Item.collection),
            firstPage: { .collection(Item.collection, start: 0, limit: $0) })
    }

    private func source(key: String, endpoint: Endpoint, firstPage: @escaping @Sendable (Int) -> Endpoint)
        -> StreamedListSource<Item>
    {
        StreamedListSource(
            api: api, cache: cache, events: events, freshFor: freshFor, key: key, what: Item.collection,
            endpoint: endpoint, firstPage: firstPage,
            decodeElement: { try Item.decodeListElement($0) })
    }
}

/// Any JSON answer whose content is not needed (a DELETE's `{}`, a PATCH's merged item).
private struct EmptyAnswer: Decodable {}

/// Request bodies for writes.
enum ResourceBody {
    /// `item` as a JSON object without its `id` (the server assigns one on POST).
    static func withoutID(_ item: some Encodable) throws -> Data {
        let data = try JSONEncoder().encode(item)
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return data }
        object["id"] = nil
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
}
