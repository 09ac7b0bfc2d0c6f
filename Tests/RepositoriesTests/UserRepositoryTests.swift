// LiveUserRepository policies against DemoAPI and a temp cache dir.
import Foundation
import Models
import NetworkTestSupport
import Repositories
import Services
import Testing

@Test func cacheFirstYieldsNetworkOnlyWhenNothingIsCached() async throws {
    let env = try Environment()
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache())
    let values = try await collect(repository.users(policy: .cacheFirst))
    #expect(values.map(\.origin) == [.network])
    #expect(values[0].value.count >= 10)
}

@Test func cacheFirstYieldsCachedThenFresh() async throws {
    let env = try Environment()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    let restarted = LiveUserRepository(api: env.api(), cache: try env.cache())
    let values = try await collect(restarted.users(policy: .cacheFirst))
    #expect(values.count == 2)
    #expect(isCache(values[0].origin))
    #expect(values[1].origin == .network)
    #expect(values[0].value == values[1].value)
    #expect(env.gets("/users") == 2)
}

@Test func cacheFirstLeavesAFreshCacheAloneAndRevalidatesAStaleOne() async throws {
    let env = try Environment()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    let fresh = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache(), freshFor: 300).users(policy: .cacheFirst))
    #expect(fresh.count == 1)
    #expect(isCache(fresh[0].origin))
    #expect(env.gets("/users") == 1, "a fresh cache needs no request")
    let stale = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache(), freshFor: 0).users(policy: .cacheFirst))
    #expect(stale.count == 2)
    #expect(env.gets("/users") == 2)
}

@Test func networkFirstFallsBackToCacheWhenServerIsDown() async throws {
    let env = try Environment()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    let repository = LiveUserRepository(api: env.unreachableAPI(), cache: try env.cache(), events: env.events)
    let values = try await collect(repository.users(policy: .networkFirst))
    #expect(values.count == 1)
    #expect(isOffline(values[0].origin))
    #expect(values[0].value.count >= 10)
    #expect(env.events.all.contains { if case .servedOffline(what: "users", _, _) = $0 { true } else { false } })
}

@Test func cacheFirstSaysOfflineWhenRevalidationFails() async throws {
    let env = try Environment()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    let values = try await collect(
        LiveUserRepository(api: env.unreachableAPI(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.count == 2)
    #expect(isCache(values[0].origin))
    #expect(isOffline(values[1].origin))
}

@Test func networkFirstWithNothingCachedThrowsTheNetworkError() async throws {
    let env = try Environment()
    let repository = LiveUserRepository(api: env.unreachableAPI(), cache: try env.cache())
    await #expect(throws: NetworkError.self) { try await collect(repository.users(policy: .networkFirst)) }
}

@Test func cacheOnlyWithoutDataThrowsNotCachedAndNeverAsksTheNetwork() async throws {
    let env = try Environment()
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache())
    await #expect(throws: RepositoryError.notCached(what: "users")) {
        try await collect(repository.users(policy: .cacheOnly))
    }
    #expect(env.gets("/users") == 0)
    #expect(RepositoryError.notCached(what: "users").userMessage.contains("No cached users"))
}

@Test func cacheOnlyWithDataYieldsTheCacheAndNeverAsksTheNetwork() async throws {
    let env = try Environment()
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache())
    _ = try await collect(repository.users(policy: .networkFirst))
    let values = try await collect(repository.users(policy: .cacheOnly))
    #expect(values.count == 1 && isCache(values[0].origin))
    #expect(env.gets("/users") == 1)
}

@Test func createdUsersGetDistinctIdsAndSurviveRestartAndRevalidation() async throws {
    let env = try Environment()
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache())
    let listed = try await collect(repository.users(policy: .networkFirst))[0].value
    let first = try await repository.createUser(NewUser(name: "Ada", username: "ada", email: "ada@example.com"))
    let second = try await repository.createUser(NewUser(name: "Alan", username: "alan", email: "alan@example.com"))
    #expect(first.id != second.id)
    #expect(!listed.map(\.id).contains(first.id) && !listed.map(\.id).contains(second.id))
    let restarted = LiveUserRepository(api: env.api(), cache: try env.cache())
    let offline = try await collect(restarted.users(policy: .cacheOnly))[0].value
    #expect(offline.suffix(2).map(\.username) == ["ada", "alan"])
    let fresh = try await collect(restarted.users(policy: .networkFirst))[0].value
    #expect(fresh.count == listed.count + 2)
    #expect(Set(fresh.map(\.id)).count == fresh.count)
}

@Test func streamCancellationStopsTheRequest() async throws {
    let env = try Environment()
    env.server.setFaults(.init([.init(pathPrefix: "/users", fault: .hang)]))
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache())
    let task = Task { try await collect(repository.users(policy: .networkFirst)) }
    #expect(await eventually { env.gets("/users") == 1 }, "the request hangs at the server")
    let start = ContinuousClock.now
    task.cancel()
    _ = await task.result
    #expect(ContinuousClock.now - start < .seconds(5))  // the server never answers: only cancellation ends it
}
