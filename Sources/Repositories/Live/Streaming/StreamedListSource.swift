// StreamedListSource: the cache-policy engine for a list that can be far too large to handle as
// one payload (100,000 users are 42 MB of JSON). Nothing reads or downloads it whole: cache
// entries are read in pieces, network bodies are decoded as they arrive and written to the cache
// at the same time, and a first screenful with the whole list's length comes before the rest.
//
// - Nothing cached: the first page of the list (`X-Total-Count` says how long the list is). When
//   that page is all of it, it is stored and it was the only request; otherwise it is shown at
//   once and the whole list is streamed into a new cache entry.
// - Cached: the first screenful is read from the start of the entry (whose header holds the item
//   count), then the whole entry, or its packed companion when the elements have a packed form
//   (`ListPacking`: written beside a long list once it has decoded). cacheFirst leaves a fresh
//   entry alone and revalidates a stale one with its ETag: a 304 keeps the very list already
//   decoded, a new list replaces the entry.
// - networkFirst asks the network first (conditional on the cached ETag) and reads the cache only
//   for a 304 or when the network fails.
// - A list that fits in one page (the real API's 10 users) is always asked for, and revalidated,
//   as that page: one small request on the shared connection. A longer one is revalidated whole.
// - A download interrupted before the end (a failure, a cancellation, quitting) keeps the
//   complete elements that arrived as an entry marked incomplete, unless a complete entry or a
//   longer incomplete one is cached. Such an entry is shown as incomplete (with the whole list's
//   length), is always stale, and is replaced by the whole list, asked for unconditionally.
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
    /// How a long list is kept beside its entry for fast reading, for elements that can be.
    var packing: ListPacking<Element>?

    /// How many elements a first screenful holds: more than any screen shows.
    static var screenful: Int { 200 }

    /// A stream applying `policy` (see `CachePolicyEngine`); `finish` touches up every whole
    /// list (never a first screenful).
    func stream(
        policy: CachePolicy,
        finish: @escaping @Sendable ([Element]) -> [Element]
    ) -> AsyncThrowingStream<Sourced<[Element]>, any Error> {
        AsyncThrowingStream { continuation in
            let delivery = ListDelivery(continuation: continuation, finish: finish, what: what)
            let task = Task {
                do {
                    try await run(policy, delivery)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The policy over this list: the cache read in pieces (a first screenful shown first when
    /// the policy starts from the cache), the network asked as `loadFromNetwork` says.
    private func run(_ policy: CachePolicy, _ delivery: ListDelivery<Element>) async throws {
        let engine = CachePolicyEngine<CachedList<Element>>(what: what, freshFor: freshFor, events: events)
        // A fallback after a failed request reads the cache again, without a first screenful.
        var showsFirstScreenful = policy != .networkFirst
        try await engine.run(
            policy,
            readCache: {
                defer { showsFirstScreenful = false }
                return try cachedList(showingFirstScreenfulTo: showsFirstScreenful ? delivery : nil)
            }, age: \.age, isStale: \.metadata.isIncomplete,
            deliverCached: { cached, origin in
                if cached.metadata.isIncomplete {
                    delivery.incomplete(
                        cached.elements, of: cached.metadata.expectedCount, from: origin, skipped: cached.skipped)
                } else {
                    delivery.whole(cached.elements, from: origin, skipped: cached.skipped)
                }
            },
            fetch: { cached in
                if let cached {
                    // A 304 delivers the very list already shown, not decoded again.
                    try await loadFromNetwork(knowing: cached.metadata, cached: { cached.elements }, delivery)
                } else {
                    try await loadFromNetwork(
                        knowing: cachedMetadata(), cached: { try cachedList()?.elements }, delivery)
                }
            })
    }

    /// Delivers the network's list, asking for it according to the cached entry `known` (nil
    /// when nothing is cached); on a 304, `cached` gives the cached list.
    private func loadFromNetwork(
        knowing known: CacheEntryMetadata?, cached: () throws -> [Element]?,
        _ delivery: ListDelivery<Element>
    ) async throws {
        if let known, known.isIncomplete {
            // The part of a list that arrived before: the whole list, unconditionally, keeping
            // what arrives this time only when it is more.
            try await deliverWholeList(
                expecting: known.expectedCount, keepingIncompleteAbove: known.itemCount ?? 0, to: delivery)
            return
        }
        if let count = known?.itemCount, count > Self.screenful {
            // A long list: all of it, conditional on its ETag.
            if try await deliverList(
                ifNoneMatch: known?.etag, expecting: count, keepingIncompleteAbove: nil, to: delivery)
            {
                return
            }
        } else {
            // Nothing cached, a list that fits in one page, or an entry of unknown length (written
            // before entries kept their count): the first page, conditional when it was the list.
            let etag = known?.itemCount == nil ? nil : known?.etag
            if case .modified(let page) = try await fetchFirstPage(ifNoneMatch: etag) {
                try await deliver(page, showingItFirst: known == nil, to: delivery)
                return
            }
        }
        // HTTP 304: the cached list is current.
        if let list = try cached() {
            delivery.whole(list, from: .network)
            markRevalidated()
        } else {
            // The entry went away after its tag was read: ask for the list itself.
            try await deliverWholeList(expecting: known?.itemCount, keepingIncompleteAbove: 0, to: delivery)
        }
    }

    /// Delivers `page` when it is the whole list, else the whole list streamed, after the page
    /// itself (with the whole list's length when the server said) when `showingItFirst` (nothing
    /// was cached to show).
    /// A download interrupted keeps what arrived only when nothing is cached (`showingItFirst`).
    private func deliver(_ page: FirstPage<Element>, showingItFirst: Bool, to delivery: ListDelivery<Element>)
        async throws
    {
        if page.isWholeList {
            delivery.whole(page.elements, from: .network, skipped: page.skipped)
            return
        }
        let shown = showingItFirst ? page.elements : nil
        if let shown { delivery.first(shown, of: page.totalCount, from: .network) }
        try await deliverWholeList(
            expecting: page.totalCount, showingProgressOf: shown,
            keepingIncompleteAbove: showingItFirst ? 0 : nil, to: delivery)
    }

    /// Tells the event sink about cache trouble, which never fails a load.
    func reportCacheFailure(_ error: any Error) {
        events?.report(.cacheFailure(what: what, error))
    }
}
