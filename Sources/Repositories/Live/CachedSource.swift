// The cache-policy engine of the live repositories whose payloads are small (posts, comments,
// weather): reads the disk cache, fetches from the network (storing the exact response bytes),
// and applies cacheFirst / networkFirst / cacheOnly, reporting fallbacks to the event sink.
// The user list, which can be tens of megabytes, is streamed instead (`StreamedListSource`).
import Foundation
import Models
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
    func cached<Value: Decodable>(_ type: Value.Type, key: String,
                                  what: String) -> (value: Value, skipped: SkippedRecords, age: TimeInterval, payload: Data)? {
        guard let cache else { return nil }
        do {
            return try cache.value(forKey: key, decodedBy: { try PayloadDecoder.decode(type, from: $0) })
                .map { ($0.value.value, $0.value.skipped, $0.entry.age(), $0.entry.payload) }
        } catch {
            events?.report(.cacheFailure(what: what, error))
            return nil
        }
    }

    /// Fetches `endpoint`, stores the raw body under `key`, and returns the decoded value. When
    /// the body is byte for byte the `known` cached payload (a revalidation that found nothing
    /// new), its already decoded value is returned instead of decoding the same bytes again.
    func fetch<Value: Decodable>(_ type: Value.Type, endpoint: Endpoint, key: String, what: String,
                                 known: (value: Value, skipped: SkippedRecords, payload: Data)? = nil)
        async throws -> (value: Value, skipped: SkippedRecords) {
        let (value, response) = try await api.decodedResponse(endpoint) { body in
            if let known, body == known.payload { return (known.value, known.skipped) }
            return try PayloadDecoder.decode(type, from: body)
        }
        if let cache {
            do {
                let source = try? endpoint.url(relativeTo: api.baseURL).absoluteString
                try cache.store(response.body, forKey: key, sourceURL: source, etag: response.etag)
            } catch {
                events?.report(.cacheFailure(what: what, error))
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
                        guard let hit = cached(type, key: key, what: what) else {
                            throw RepositoryError.notCached(what: what)
                        }
                        continuation.yield(Sourced(value: finish(hit.value), origin: .cache(age: hit.age),
                                                   warning: skippedSentence(hit.skipped, what: what)))
                    case .cacheFirst:
                        let hit = cached(type, key: key, what: what)
                        if let hit {
                            continuation.yield(Sourced(value: finish(hit.value), origin: .cache(age: hit.age),
                                                       warning: skippedSentence(hit.skipped, what: what)))
                        }
                        if let hit, hit.age < freshFor {
                            continuation.finish()
                            return
                        }
                        do {
                            let fresh = try await fetch(type, endpoint: endpoint, key: key, what: what,
                                                        known: hit.map { ($0.value, $0.skipped, $0.payload) })
                            continuation.yield(Sourced(value: finish(fresh.value), origin: .network,
                                                       warning: skippedSentence(fresh.skipped, what: what)))
                        } catch {
                            guard let hit, !isCancellation(error) else { throw error }
                            events?.report(.offlineFallback(what: what, age: hit.age, after: error))
                            continuation.yield(Sourced(value: finish(hit.value), origin: .offline(age: hit.age),
                                                       warning: skippedSentence(hit.skipped, what: what)))
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

    /// The network's value, or on failure the cached one marked offline; rethrows when nothing is cached.
    func networkFirst<Value: Decodable & Sendable>(
        _ type: Value.Type, endpoint: Endpoint, key: String, what: String,
        finish: (Value) -> Value = { $0 }
    ) async throws -> Sourced<Value> {
        do {
            let fresh = try await fetch(type, endpoint: endpoint, key: key, what: what)
            return Sourced(value: finish(fresh.value), origin: .network, warning: skippedSentence(fresh.skipped, what: what))
        } catch {
            guard !isCancellation(error), let hit = cached(type, key: key, what: what) else { throw error }
            events?.report(.offlineFallback(what: what, age: hit.age, after: error))
            return Sourced(value: finish(hit.value), origin: .offline(age: hit.age), warning: skippedSentence(hit.skipped, what: what))
        }
    }
}
