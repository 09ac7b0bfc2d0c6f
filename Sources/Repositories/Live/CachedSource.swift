// The cache-policy engine shared by the live repositories: reads the disk cache, fetches from
// the network (storing the exact response bytes), and applies cacheFirst / networkFirst /
// cacheOnly, reporting fallbacks to the event sink.
import Foundation
import Services

/// Loads values of one API through a disk cache.
struct CachedSource: Sendable {
    let api: APIService
    let cache: JSONDiskCache?
    let events: (any RepositoryEventSink)?
    /// How long a cached value counts as fresh: `cacheFirst` does not revalidate it before then
    /// (0: always revalidate). Stale values are shown at once and revalidated.
    var freshFor: TimeInterval = 0

    /// A cached value under `key` with its age, or nil (cache problems are reported, not thrown).
    /// `preview` sees the entry first, before its payload is decoded in full.
    func cached<Value: Decodable>(_ type: Value.Type, key: String, what: String,
                                  preview: (CacheEntry) -> Void = { _ in }) -> (value: Value, age: TimeInterval, payload: Data)? {
        guard let cache else { return nil }
        do {
            return try cache.decodedEntry(forKey: key, decodedBy: { entry in
                preview(entry)
                return try PayloadDecoder.decode(type, from: entry.payload)
            }).map { ($0.value, $0.entry.age(), $0.entry.payload) }
        } catch {
            events?.report(.cacheUnavailable(what: what, reason: String(describing: error)))
            return nil
        }
    }

    /// Fetches `endpoint`, stores the raw body under `key`, and returns the decoded value. When
    /// the body is byte for byte the `known` cached payload (a revalidation that found nothing
    /// new), its already decoded value is returned instead of decoding the same bytes again.
    func fetch<Value: Decodable>(_ type: Value.Type, endpoint: Endpoint, key: String, what: String,
                                 known: (value: Value, payload: Data)? = nil) async throws -> Value {
        let (value, response) = try await api.decodedResponse(endpoint) { body in
            if let known, body == known.payload { return known.value }
            return try PayloadDecoder.decode(type, from: body)
        }
        if let cache {
            do {
                let source = try? endpoint.url(relativeTo: api.baseURL).absoluteString
                try cache.store(response.body, forKey: key, sourceURL: source, etag: response.etag)
            } catch {
                events?.report(.cacheUnavailable(what: what, reason: String(describing: error)))
            }
        }
        return value
    }

    /// A stream applying `policy`; `finish` post-processes each value (e.g. merges local creations).
    func stream<Value: Decodable & Sendable>(
        _ type: Value.Type, endpoint: Endpoint, key: String, what: String, policy: CachePolicy,
        finish: @escaping @Sendable (Value) -> Value = { $0 }
    ) -> AsyncThrowingStream<Sourced<Value>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    switch policy {
                    case .cacheOnly:
                        let preview = previewer(type, continuation: continuation)
                        guard let hit = cached(type, key: key, what: what, preview: preview) else {
                            throw RepositoryError.notCached(what: what)
                        }
                        continuation.yield(Sourced(value: finish(hit.value), origin: .cache(age: hit.age)))
                    case .cacheFirst:
                        let hit = cached(type, key: key, what: what, preview: previewer(type, continuation: continuation))
                        if let hit { continuation.yield(Sourced(value: finish(hit.value), origin: .cache(age: hit.age))) }
                        if let hit, hit.age < freshFor {
                            continuation.finish()
                            return
                        }
                        do {
                            let fresh = try await fetch(type, endpoint: endpoint, key: key, what: what,
                                                        known: hit.map { ($0.value, $0.payload) })
                            continuation.yield(Sourced(value: finish(fresh), origin: .network))
                        } catch {
                            guard let hit, !Self.isCancellation(error) else { throw error }
                            report(offline: what, age: hit.age, error: error)
                            continuation.yield(Sourced(value: finish(hit.value), origin: .offline(age: hit.age)))
                        }
                    case .networkFirst:
                        continuation.yield(try await networkFirst(type, endpoint: endpoint, key: key, what: what, finish: finish))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// For a large cached list, yields its first screenful (with the full count) before the
    /// whole list is decoded, so the first frame does not wait for 100,000 users.
    private func previewer<Value: Sendable>(
        _ type: Value.Type, continuation: AsyncThrowingStream<Sourced<Value>, any Error>.Continuation
    ) -> (CacheEntry) -> Void {
        { entry in
            guard let (first, total) = PayloadDecoder.preview(type, from: entry.payload) else { return }
            continuation.yield(Sourced(value: first, origin: .cache(age: entry.age()), totalCount: total))
        }
    }

    /// The network's value, or on failure the cached one marked offline; rethrows when nothing is cached.
    func networkFirst<Value: Decodable & Sendable>(
        _ type: Value.Type, endpoint: Endpoint, key: String, what: String,
        finish: (Value) -> Value = { $0 }
    ) async throws -> Sourced<Value> {
        do {
            return Sourced(value: finish(try await fetch(type, endpoint: endpoint, key: key, what: what)), origin: .network)
        } catch {
            guard !Self.isCancellation(error), let hit = cached(type, key: key, what: what) else { throw error }
            report(offline: what, age: hit.age, error: error)
            return Sourced(value: finish(hit.value), origin: .offline(age: hit.age))
        }
    }

    private func report(offline what: String, age: TimeInterval, error: any Error) {
        let reason = (error as? NetworkError)?.userMessage ?? String(describing: error)
        events?.report(.servedOffline(what: what, age: age, reason: reason))
    }

    static func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? NetworkError) == .cancelled
    }
}
