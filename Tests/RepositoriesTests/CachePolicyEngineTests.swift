// CachePolicyEngine: when a cached entry counts as fresh (never when it was stored in the future),
// and a final answer from the network that the cache may not stand in for.
import Foundation
import Testing

@testable import Repositories

/// What one run of the engine delivered and fetched.
private struct Run {
    var delivered: [DataOrigin] = []
    var fetches = 0
}

/// Runs `policy` over an entry `age` seconds old (nil: nothing cached) whose fetch does `fetch`.
private func run(
    _ policy: CachePolicy, cachedAge age: TimeInterval?, freshFor: TimeInterval = 60,
    fetch: @escaping () throws -> Void = {}
) async throws -> Run {
    var run = Run()
    let engine = CachePolicyEngine<TimeInterval>(what: "todos", freshFor: freshFor, events: nil)
    try await engine.run(
        policy, readCache: { age }, age: { $0 }, deliverCached: { _, origin in run.delivered.append(origin) },
        fetch: { _ in
            run.fetches += 1
            try fetch()
            run.delivered.append(.network)
        })
    return run
}

private struct Unreachable: Error {}
private struct UnknownCity: Error, Equatable {}

@Test func aFreshEntryIsUsedWithoutAskingTheNetwork() async throws {
    let fresh = try await run(.cacheFirst, cachedAge: 30)
    #expect(fresh.fetches == 0 && fresh.delivered == [.cache(age: 30)])
    let stale = try await run(.cacheFirst, cachedAge: 90)
    #expect(stale.fetches == 1 && stale.delivered == [.cache(age: 90), .network])
}

@Test func anEntryStoredInTheFutureIsRevalidated() async throws {
    let future = try await run(.cacheFirst, cachedAge: -3_600)
    #expect(future.fetches == 1 && future.delivered == [.cache(age: -3_600), .network])
}

@Test func aFailedRevalidationShowsTheEntryOfflineButAFinalAnswerIsThrown() async throws {
    let offline = try await run(.cacheFirst, cachedAge: 90) { throw Unreachable() }
    #expect(offline.delivered == [.cache(age: 90), .offline(age: 90)])
    await #expect(throws: UnknownCity.self) {
        _ = try await run(.cacheFirst, cachedAge: 90) { throw NoCacheFallback(error: UnknownCity()) }
    }
    await #expect(throws: UnknownCity.self) {
        _ = try await run(.networkFirst, cachedAge: 90) { throw NoCacheFallback(error: UnknownCity()) }
    }
    await #expect(throws: UnknownCity.self) {
        _ = try await run(.cacheFirst, cachedAge: nil) { throw NoCacheFallback(error: UnknownCity()) }
    }
}
