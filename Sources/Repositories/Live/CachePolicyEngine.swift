// CachePolicyEngine: the one place that says what cacheOnly, cacheFirst and networkFirst mean.
// The sources differ only in how they read their cache entry and ask the network (a small
// payload whole, or a long list in pieces), so they hand those two steps in and the engine
// decides when to call which, what to yield, and when to fall back to the cache marked offline.
import Foundation

/// Applies a `CachePolicy` to one cache entry and its network source.
struct CachePolicyEngine<Hit>: Sendable {
    /// What the entry holds, for messages ("todos").
    let what: String
    /// How long a cached value counts as fresh: cacheFirst does not ask the network before then.
    let freshFor: TimeInterval
    /// Told about offline fallbacks.
    let events: (any RepositoryEventSink)?

    /// Runs `policy`.
    /// - `readCache`: the cached entry, or nil on a miss (cache trouble is a miss, reported by the source).
    /// - `age`: how old an entry is.
    /// - `isStale`: whether an entry must be fetched again whatever its age (cacheFirst).
    /// - `deliverCached`: yields an entry with its origin (`.cache` or `.offline`).
    /// - `fetch`: asks the network and yields its value; given the entry just shown (cacheFirst)
    ///   it may revalidate it; given nil (networkFirst, or nothing cached) it reads whatever it
    ///   needs of the cache itself.
    func run(_ policy: CachePolicy,
             readCache: () throws -> Hit?,
             age: (Hit) -> TimeInterval,
             isStale: (Hit) -> Bool = { _ in false },
             deliverCached: (Hit, DataOrigin) -> Void,
             fetch: (Hit?) async throws -> Void) async throws {
        switch policy {
        case .cacheOnly:
            guard let hit = try readCache() else { throw RepositoryError.notCached(what: what) }
            deliverCached(hit, .cache(age: age(hit)))
        case .cacheFirst:
            guard let hit = try readCache() else {
                try await fetch(nil)
                return
            }
            deliverCached(hit, .cache(age: age(hit)))
            guard age(hit) >= freshFor || isStale(hit) else { return }
            do {
                try await fetch(hit)
            } catch {
                try fallBack(to: hit, after: error, age: age, deliverCached)
            }
        case .networkFirst:
            do {
                try await fetch(nil)
            } catch {
                guard !isCancellation(error), let hit = try readCache() else { throw error }
                try fallBack(to: hit, after: error, age: age, deliverCached)
            }
        }
    }

    /// Shows `hit` marked offline because the network failed with `error` (rethrown when it
    /// only says the work was cancelled).
    private func fallBack(to hit: Hit, after error: any Error, age: (Hit) -> TimeInterval,
                          _ deliverCached: (Hit, DataOrigin) -> Void) throws {
        guard !isCancellation(error) else { throw error }
        events?.report(.offlineFallback(what: what, age: age(hit), after: error))
        deliverCached(hit, .offline(age: age(hit)))
    }
}
