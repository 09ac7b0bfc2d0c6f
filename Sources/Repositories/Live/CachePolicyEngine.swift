// CachePolicyEngine: the one place that says what cacheOnly, cacheFirst and networkFirst mean.
// The sources differ only in how they read their cache entry and ask the network (a small
// payload whole, or a long list in pieces), so they hand those two steps in and the engine
// decides when to call which, what to yield, and when to fall back to the cache marked offline.
// A source that answers once (the weather) keeps the last value yielded: with cacheFirst, a fresh
// entry, else the network's answer, else the stale entry marked offline.
import Foundation

/// A failure the cache cannot answer better (an unknown city, a request the server refuses):
/// thrown by a fetch, it ends the policy's run as `error`, never falling back to the cache.
struct NoCacheFallback: Error {
    let error: any Error
}

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
    func run(
        _ policy: CachePolicy,
        readCache: () throws -> Hit?,
        age: (Hit) -> TimeInterval,
        isStale: (Hit) -> Bool = { _ in false },
        deliverCached: (Hit, DataOrigin) -> Void,
        fetch: (Hit?) async throws -> Void
    ) async throws {
        do {
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
                guard !isFresh(age: age(hit)) || isStale(hit) else { return }
                do {
                    try await fetch(hit)
                } catch {
                    try fallBack(to: hit, after: error, age: age, deliverCached)
                }
            case .networkFirst:
                do {
                    try await fetch(nil)
                } catch {
                    guard fallsBack(after: error), let hit = try readCache() else { throw error }
                    try fallBack(to: hit, after: error, age: age, deliverCached)
                }
            }
        } catch let final as NoCacheFallback {
            throw final.error
        }
    }

    /// Whether an entry `age` seconds old is used without asking the network. A stored time in
    /// the future (a changed clock, a damaged entry) does not count as fresh.
    func isFresh(age: TimeInterval) -> Bool {
        age >= 0 && age < freshFor
    }

    /// Whether the cache may stand in after `error`: not when the work was cancelled or the
    /// answer was final.
    private func fallsBack(after error: any Error) -> Bool {
        !isCancellation(error) && !(error is NoCacheFallback)
    }

    /// Shows `hit` marked offline because the network failed with `error` (rethrown when the
    /// cache may not stand in for it).
    private func fallBack(
        to hit: Hit, after error: any Error, age: (Hit) -> TimeInterval,
        _ deliverCached: (Hit, DataOrigin) -> Void
    ) throws {
        guard fallsBack(after: error) else { throw error }
        events?.report(.offlineFallback(what: what, age: age(hit), after: error))
        deliverCached(hit, .offline(age: age(hit)))
    }
}
