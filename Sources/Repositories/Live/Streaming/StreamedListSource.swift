// StreamedListSource: the cache-policy engine for a list that can be far too large to handle as
// one payload (100,000 users are 42 MB of JSON). Nothing reads or downloads it whole: cache
// entries are read in pieces, network bodies are decoded as they arrive and written to the cache
// at the same time, and a first screenful with the whole list's length comes before the rest.
//
// - Nothing cached: the first page of the list (`X-Total-Count` says how long the list is). When
//   that page is all of it, it is stored and it was the only request; otherwise it is shown at
//   once and the whole list is streamed into a new cache entry.
// - Cached: the first screenful is read from the start of the entry (whose header holds the item
//   count), then the whole entry. cacheFirst leaves a fresh entry alone and revalidates a stale
//   one with its ETag: a 304 keeps the very list already decoded, a new list replaces the entry.
// - networkFirst asks the network first (conditional on the cached ETag) and reads the cache only
//   for a 304 or when the network fails.
import Foundation
import Services

/// Loads one large JSON list through the disk cache, in pieces.
struct StreamedListSource<Element: Sendable>: Sendable {
    let api: APIService
    let cache: JSONDiskCache?
    let events: (any RepositoryEventSink)?
    /// How long a cached list counts as fresh: cacheFirst does not revalidate it before then.
    let freshFor: TimeInterval
    /// The cache entry's key.
    let key: String
    /// What the list holds, for messages ("users").
    let what: String
    /// The whole list.
    let endpoint: Endpoint
    /// The list's first `limit` elements, answered with an `X-Total-Count` header.
    let firstPage: @Sendable (_ limit: Int) -> Endpoint
    /// Reads one element.
    let decodeElement: StreamingListDecoder<Element>.ElementDecoder

    /// How many elements a first screenful holds: more than any screen shows.
    static var screenful: Int { 200 }

    /// A stream applying `policy`; `finish` touches up every whole list (never a first screenful).
    func stream(policy: CachePolicy,
                finish: @escaping @Sendable ([Element]) -> [Element]) -> AsyncThrowingStream<Sourced<[Element]>, any Error> {
        AsyncThrowingStream { continuation in
            let delivery = ListDelivery(continuation: continuation, finish: finish)
            let task = Task {
                do {
                    switch policy {
                    case .cacheOnly: try cacheOnly(delivery)
                    case .cacheFirst: try await cacheFirst(delivery)
                    case .networkFirst: try await networkFirst(delivery)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The cached list, or `RepositoryError.notCached`.
    private func cacheOnly(_ delivery: ListDelivery<Element>) throws {
        guard let cached = try cachedList(showingFirstScreenfulTo: delivery) else {
            throw RepositoryError.notCached(what: what)
        }
        delivery.whole(cached.elements, from: .cache(age: cached.age))
    }

    /// The cached list at once, then (unless it is fresh) the network's, or the cached one again
    /// marked offline when the network fails. With nothing cached, the network's or its error.
    private func cacheFirst(_ delivery: ListDelivery<Element>) async throws {
        guard let cached = try cachedList(showingFirstScreenfulTo: delivery) else {
            try await loadUncached(delivery)
            return
        }
        delivery.whole(cached.elements, from: .cache(age: cached.age))
        guard cached.age >= freshFor else { return }
        do {
            let isModified = try await deliverList(ifNoneMatch: cached.metadata.revalidationTag,
                                                   expecting: cached.metadata.itemCount, to: delivery)
            if !isModified {
                // The very list already shown, not decoded again; the entry is marked after.
                delivery.whole(cached.elements, from: .network)
                markRevalidated()
            }
        } catch {
            try fallBack(to: cached, after: error, delivery)
        }
    }

    /// The network's list (a 304 answered from the cache), or the cached one marked offline.
    private func networkFirst(_ delivery: ListDelivery<Element>) async throws {
        let known = cachedMetadata()
        do {
            let isModified = try await deliverList(ifNoneMatch: known?.revalidationTag, expecting: known?.itemCount,
                                                   to: delivery)
            guard !isModified else { return }
            if let cached = try cachedList() {
                delivery.whole(cached.elements, from: .network)
                markRevalidated()
            } else {
                // The entry went away after its tag was read: ask for the list itself.
                try await deliverWholeList(expecting: known?.itemCount, to: delivery)
            }
        } catch {
            guard !isCancellation(error), let cached = try cachedList() else { throw error }
            try fallBack(to: cached, after: error, delivery)
        }
    }

    /// With nothing cached: the first page, then, if there is more, the whole list.
    private func loadUncached(_ delivery: ListDelivery<Element>) async throws {
        let page = try await fetchFirstPage()
        if page.isWholeList {
            delivery.whole(page.elements, from: .network)
            return
        }
        if let total = page.totalCount { delivery.first(page.elements, of: total, from: .network) }
        try await deliverWholeList(expecting: page.totalCount, to: delivery)
    }

    /// Shows `cached` marked offline because the network failed with `error` (rethrown when it
    /// only says the work was cancelled).
    private func fallBack(to cached: CachedList<Element>, after error: any Error, _ delivery: ListDelivery<Element>) throws {
        guard !isCancellation(error) else { throw error }
        events?.report(.offlineFallback(what: what, age: cached.age, after: error))
        delivery.whole(cached.elements, from: .offline(age: cached.age))
    }

    /// Tells the event sink about cache trouble, which never fails a load.
    func reportCacheFailure(_ error: any Error) {
        events?.report(.cacheFailure(what: what, error))
    }
}

extension CacheEntryMetadata {
    /// The ETag to revalidate this entry with. None for an entry written before entries kept
    /// their item count: the list is then fetched again, and its new entry has one.
    var revalidationTag: String? {
        itemCount == nil ? nil : etag
    }
}
