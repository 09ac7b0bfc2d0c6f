// LiveUserRepository streams the user list: with nothing cached, the first page and then the
// whole list (one request when the page is all of it); from the cache, the first screenful with
// the total and then the whole entry; revalidation with the ETag (of the page for a short list,
// of the whole list for a long one), where a 304 hands back the very list already decoded; and a
// cache entry that is replaced only by a whole list that decoded (interrupted downloads: see
// IncompleteListTests).
import DemoAPI
import Foundation
import Models
import Repositories
import Services
import Testing

/// The cache key of the user list.
private let usersKey = "users"

/// A server with `count` generated users, the users, and the JSON it serves.
private func largeList(_ count: Int = 3_000) throws -> (env: Environment, users: [User], json: Data) {
    let users = generatedUsers(count)
    let json = try JSONEncoder().encode(users)
    return (try Environment(usersJSON: json), users, json)
}

/// The metadata of the cached user list.
private func cachedMetadata(_ env: Environment) throws -> CacheEntryMetadata? {
    try env.cache().entryPrefix(forKey: usersKey, payloadBytes: 0)?.metadata
}

/// An hour ago: older than any `freshFor` used here.
private let anHourAgo = Date(timeIntervalSinceNow: -3_600)

@Test func aColdLoadShowsTheFirstPageThenTheWholeListAndCachesIt() async throws {
    let (env, users, _) = try largeList()
    try await env.learnUserCount()
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.count == 2)
    #expect(values[0].totalCount == 3_000 && values[0].origin == .network)
    #expect(values[0].value == Array(users.prefix(200)))
    #expect(!values[1].isPartial && values[1].origin == .network)
    #expect(values[1].value == users)
    #expect(env.getRequests("/users").map(\.query) == [["_start": "0", "_limit": "200"], [:]])
    let metadata = try #require(try cachedMetadata(env))
    let served = try await env.api().data(for: .users())
    #expect(metadata.itemCount == 3_000)
    #expect(metadata.etag != nil && metadata.etag == served.etag)
    #expect(metadata.payloadLength == served.body.count)
}

@Test func withoutACacheTheWholeListIsDecodedAsItArrives() async throws {
    let (env, users, _) = try largeList()
    let values = try await collect(LiveUserRepository(api: env.api(), cache: nil).users(policy: .networkFirst))
    #expect(values.map(\.value.count) == [200, 3_000])
    #expect(values.last?.value == users && values.last?.origin == .network)
    #expect(env.cacheFiles().filter { !$0.hasPrefix(".") }.isEmpty, "nothing is written")
}

@Test func aListThatFitsInTheFirstPageTakesOneRequest() async throws {
    let env = try Environment()
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.count == 1 && !values[0].isPartial)
    #expect(values[0].value.count == 10)
    #expect(env.getRequests("/users").map(\.query) == [["_start": "0", "_limit": "200"]])
    let metadata = try #require(try cachedMetadata(env))
    #expect(metadata.itemCount == 10 && metadata.etag != nil)
}

@Test func aWarmLoadShowsTheFirstScreenfulWithTheTotalThenTheWholeList() async throws {
    let (env, users, _) = try largeList()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    let restarted = LiveUserRepository(api: env.api(), cache: try env.cache(), freshFor: 300)
    let values = try await collect(restarted.users(policy: .cacheFirst))
    #expect(values.count == 2)
    #expect(values[0].totalCount == 3_000 && isCache(values[0].origin))
    #expect(values[0].value == Array(users.prefix(200)))
    #expect(!values[1].isPartial && isCache(values[1].origin))
    #expect(values[1].value == users)
    #expect(env.gets("/users") == 2, "a fresh cache needs no request")
}

@Test func offlineALargeEntryShowsItsFirstScreenfulAndASmallOneArrivesWhole() async throws {
    let (large, users, _) = try largeList()
    let fetched = try await collect(
        LiveUserRepository(api: large.api(), cache: try large.cache()).users(policy: .networkFirst))
    #expect(fetched.map(\.value.count) == [200, 3_000], "with nothing cached, as on a cold start")
    let cached = try await collect(
        LiveUserRepository(api: large.api(), cache: try large.cache()).users(policy: .cacheOnly))
    #expect(cached.map(\.value.count) == [200, 3_000])
    #expect(cached[0].totalCount == 3_000 && cached[1].value == users)

    let small = try Environment()
    _ = try await collect(LiveUserRepository(api: small.api(), cache: try small.cache()).users(policy: .networkFirst))
    let smallCached = try await collect(
        LiveUserRepository(api: small.api(), cache: try small.cache()).users(policy: .cacheOnly))
    #expect(smallCached.count == 1 && !smallCached[0].isPartial)
}

@Test func aRevalidationAnsweredNotModifiedYieldsTheSameListAndRefreshesTheEntry() async throws {
    let (env, users, _) = try largeList()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    try env.cache().markRevalidated(forKey: usersKey, at: anHourAgo)
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache(), freshFor: 300)
            .users(policy: .cacheFirst))
    #expect(values.count == 3)
    #expect(values[0].isPartial)
    guard case .cache(let age) = values[1].origin else {
        Issue.record("the whole cached list comes second, from the cache")
        return
    }
    #expect(age >= 3_600)
    #expect(values[2].origin == .network)
    #expect(isSameArray(values[1].value, values[2].value), "a 304 hands back the list already decoded")
    #expect(values[2].value == users)
    #expect(env.getRequests("/users").last?.status == 304)
    let metadata = try #require(try cachedMetadata(env))
    #expect(metadata.age() < 60 && metadata.itemCount == 3_000)
}

@Test func aShortListIsRevalidatedWithItsPageAndA304KeepsTheSameList() async throws {
    let env = try Environment()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    try env.cache().markRevalidated(forKey: usersKey, at: anHourAgo)
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.count == 2 && isCache(values[0].origin) && values[1].origin == .network)
    #expect(isSameArray(values[0].value, values[1].value))
    let requests = env.getRequests("/users")
    #expect(requests.map(\.query) == [["_start": "0", "_limit": "200"], ["_start": "0", "_limit": "200"]])
    #expect(requests.map(\.status) == [200, 304])
    #expect(try #require(try cachedMetadata(env)).age() < 60)
    let refreshed = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    #expect(refreshed.map(\.origin) == [.network] && refreshed[0].value == values[0].value)
    #expect(env.getRequests("/users").last?.status == 304)
}

@Test func networkFirstAnsweredNotModifiedShowsTheCachedListAsCurrent() async throws {
    let (env, users, _) = try largeList()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    #expect(values.count == 1 && values[0].origin == .network)
    #expect(values[0].value == users)
    #expect(env.getRequests("/users").last?.status == 304)
}

@Test func aRevalidationWithANewListReplacesTheListAndTheEntry() async throws {
    let (env, users, _) = try largeList()
    try env.cache().store(
        JSONEncoder().encode(Array(users.prefix(2_500))), forKey: usersKey, etag: "\"older\"",
        itemCount: 2_500, storedAt: anHourAgo)
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.map(\.value.count) == [200, 2_500, 3_000])
    #expect(values[2].origin == .network && values[2].value == users)
    #expect(env.getRequests("/users").map(\.status) == [200])
    let metadata = try #require(try cachedMetadata(env))
    #expect(metadata.itemCount == 3_000 && metadata.etag != "\"older\"")
}

@Test func anEntryWithoutAnItemCountIsReadWholeAndFetchedAgainUnconditionally() async throws {
    let (env, _, json) = try largeList()
    let served = try await env.api().data(for: .users())
    try env.cache().store(json, forKey: usersKey, etag: served.etag, storedAt: anHourAgo)
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.map(\.isPartial) == [false, false])
    #expect(values.map(\.value.count) == [3_000, 3_000])
    #expect(
        env.getRequests("/users").map(\.status) == [200, 200, 200], "no If-None-Match, so the new entry gets a count")
    #expect(try cachedMetadata(env)?.itemCount == 3_000)
}

@Test func aTruncatedEntryIsQuarantinedAndTheListComesFromTheNetwork() async throws {
    let env = try Environment()
    try env.cache().store(Data(#"[{"id":1,"name":"#.utf8), forKey: usersKey, etag: "\"cut\"", itemCount: 10)
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.map(\.origin) == [.network])
    #expect(values[0].value.count == 10)
    #expect(env.cacheFiles().contains { $0.hasSuffix(".corrupt") })
    #expect(try cachedMetadata(env)?.etag != "\"cut\"")
}

@Test func anEntryWithABadElementKeepsTheOthersAndNamesTheOneLeftOut() async throws {
    let (env, users, json) = try largeList()
    let text = String(decoding: json, as: UTF8.self).replacing(#/"id":1501([,}])/#) { #""id":"x""# + $0.output.1 }
        .replacing(#""name":"Person 7 "#, with: #""name":null,"x":"Person 7 "#)
    try env.cache().store(Data(text.utf8), forKey: usersKey, etag: "\"bad\"", itemCount: 3_000)
    let values = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheOnly))
    #expect(values.map(\.isPartial) == [true, false])
    #expect(values[1].value.map(\.id) == users.map(\.id).filter { $0 != 7 && $0 != 1501 })
    #expect(values[1].warning == "2 users could not be read: id 7, record 1501")
    #expect(!env.cacheFiles().contains { $0.hasSuffix(".corrupt") }, "the entry is kept")
}

@Test func aDownloadCutShortLeavesTheCachedListAndItsEntryAsTheyWere() async throws {
    let (env, users, _) = try largeList()
    let older = Array(users.prefix(2_500))
    try env.cache().store(
        JSONEncoder().encode(older), forKey: usersKey, etag: "\"older\"", itemCount: 2_500, storedAt: anHourAgo)
    env.server.setFaults(FaultPlan([FaultRule(pathPrefix: "/users", fault: .truncatedBody)]))
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache(), events: env.events)
    let values = try await collect(repository.users(policy: .cacheFirst))
    #expect(values.map(\.value.count) == [200, 2_500, 2_500])
    #expect(isOffline(values[2].origin))
    #expect(env.events.all.contains { if case .servedOffline(what: "users", _, _) = $0 { true } else { false } })
    let metadata = try #require(try cachedMetadata(env))
    #expect(metadata.etag == "\"older\"" && metadata.itemCount == 2_500)
    env.server.setFaults(FaultPlan())
    #expect(try await collect(repository.users(policy: .cacheOnly)).last?.value == older)
    #expect(!env.cacheFiles().contains { $0.hasPrefix(".tmp-") })
}

@Test func aColdLoadOfAListOfUnknownLengthShowsTheFirstPageThenTheWholeList() async throws {
    let (env, users, _) = try largeList()
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(values.map(\.isPartial) == [true, false])
    #expect(values.map(\.totalCount) == [nil, nil])
    #expect(values[0].value == Array(users.prefix(200)) && values[0].origin == .network)
    #expect(values[1].value == users)
    #expect(env.getRequests("/users").map(\.query) == [["_start": "0", "_limit": "200"], [:]])
    #expect(try cachedMetadata(env)?.itemCount == 3_000)
}

@Test func aListOfUnknownLengthReportsItsProgressByTheBodysAnnouncedLength() async throws {
    let (env, users, _) = try largeList()
    var reports: [Sourced<[User]>] = []
    var values: [Sourced<[User]>] = []
    for try await value in LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst) {
        if value.loadedFraction == nil { values.append(value) } else { reports.append(value) }
    }
    let fractions = reports.compactMap(\.loadedFraction)
    #expect(values.map(\.value.count) == [200, users.count])
    #expect(!fractions.isEmpty, "a 1.3 MB body arrives in many pieces, the first one reported")
    #expect(fractions == fractions.sorted() && fractions.allSatisfy { $0 > 0 && $0 < 1 }, "\(fractions)")
    #expect(
        reports.allSatisfy { $0.totalCount == nil && $0.isPartial && $0.value == Array(users.prefix(200)) },
        "the first page again, with how much of the body has arrived and no whole length")
}

@Test func aDownloadedListKeepsItsGoodRecordsAndNamesTheBadOnesByIdOrPosition() async throws {
    let json = try JSONEncoder().encode(generatedUsers(3_000))
    let text = String(decoding: json, as: UTF8.self).replacing(#/"id":1501([,}])/#) { #""id":1e400"# + $0.output.1 }
        .replacing(#""name":"Person 9 "#, with: #""name":null,"x":"Person 9 "#)
    let env = try Environment(usersJSON: Data(text.utf8))
    try await env.learnUserCount()
    var fractions: [Double] = []
    let values = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst),
        progress: { fractions.append($0) })
    let list = try #require(values.last)
    #expect(list.value.count == 2_998)
    #expect(list.warning == "2 users could not be read: id 9, record 1501")
    #expect(
        !fractions.isEmpty && fractions == fractions.sorted() && fractions.allSatisfy { $0 > 0 && $0 < 1 },
        "progress rises while the list arrives")
    #expect(try cachedMetadata(env)?.itemCount == 3_000)
}
