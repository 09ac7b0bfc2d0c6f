// The source of the live repositories whose payloads are small (posts, comments, weather):
// reads the disk cache and fetches from the network (storing the exact response bytes), as a
// stream or as one answer; the policies are `CachePolicyEngine`'s. Lists that can be tens of megabytes (users, resources)
// are streamed instead (`StreamedListSource`), through the same engine.
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
    func cached<Value: Decodable>(
        _ type: Value.Type, key: String,
        what: String
    ) -> (value: Value, skipped: SkippedRecords, age: TimeInterval, payload: Data)? {
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
    func fetch<Value: Decodable>(
        _ type: Value.Type, endpoint: Endpoint, key: String, what: String,
        known: (value: Value, skipped: SkippedRecords, payload: Data)? = nil
    )
        async throws -> (value: Value, skipped: SkippedRecords)
    {
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

    /// A stream applying `policy` (see `CachePolicyEngine`); `finish` post-processes each
    /// value (e.g. merges local creations).
    func stream<Value: Decodable & Sendable>(
        _ type: Value.Type, endpoint: Endpoint, key: String, what: String, policy: CachePolicy,
        finish: @escaping @Sendable (Value) -> Value = { $0 }
    ) -> AsyncThrowingStream<Sourced<Value>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await run(type, key: key, what: what, policy: policy, endpoint: { endpoint }) {
                        value, origin, skipped in
                        continuation.yield(
                            Sourced(
                                value: finish(value), origin: origin,
                                warning: skippedSentence(skipped, what: what)))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// `type` under `key` as one answer, by `policy` (see `CachePolicyEngine`): with cacheFirst,
    /// a value cached less than `freshFor` seconds ago, else the network's, falling back to the
    /// cached one (marked offline) when the network fails. `replacing` may turn a network error
    /// into another that is thrown at once, with no fallback (an unknown city, a refusal).
    func load<Value: Decodable & Sendable>(
        _ type: Value.Type, key: String, what: String, policy: CachePolicy,
        endpoint: () throws -> Endpoint, replacing: (NetworkError) -> (any Error)? = { _ in nil }
    ) async throws -> Sourced<Value> {
        var answer: Sourced<Value>?
        try await run(type, key: key, what: what, policy: policy, endpoint: endpoint, replacing: replacing) {
            value, origin, _ in
            answer = Sourced(value: value, origin: origin)
        }
        // The engine yields a value or throws; a run that did neither has nothing cached to give.
        guard let answer else { throw RepositoryError.notCached(what: what) }
        return answer
    }

    /// Applies `policy` through `CachePolicyEngine`, giving `deliver` each value with its origin
    /// and the records skipped while decoding it.
    private func run<Value: Decodable & Sendable>(
        _ type: Value.Type, key: String, what: String, policy: CachePolicy, endpoint: () throws -> Endpoint,
        replacing: (NetworkError) -> (any Error)? = { _ in nil },
        deliver: (Value, DataOrigin, SkippedRecords) -> Void
    ) async throws {
        let engine = CachePolicyEngine<(value: Value, skipped: SkippedRecords, age: TimeInterval, payload: Data)>(
            what: what, freshFor: freshFor, events: events)
        try await engine.run(
            policy, readCache: { cached(type, key: key, what: what) }, age: \.age,
            deliverCached: { hit, origin in deliver(hit.value, origin, hit.skipped) },
            fetch: { hit in
                let fresh: (value: Value, skipped: SkippedRecords)
                do {
                    fresh = try await fetch(
                        type, endpoint: try endpoint(), key: key, what: what,
                        known: hit.map { ($0.value, $0.skipped, $0.payload) })
                } catch let error as NetworkError {
                    guard let replaced = replacing(error) else { throw error }
                    throw NoCacheFallback(error: replaced)
                }
                deliver(fresh.value, .network, fresh.skipped)
            })
    }
}
