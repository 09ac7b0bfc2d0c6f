// A list download interrupted before its end (the connection cut, the load cancelled) keeps the
// complete elements that arrived as a cache entry marked incomplete, with the whole list's
// length: a restart shows them at once, offline too, marked incomplete; the next fetch asks for
// the whole list unconditionally and replaces the entry. A shorter incomplete entry never
// replaces a longer one (nor, elsewhere, a complete one).
import DemoAPI
import Foundation
import Models
import NetworkTestSupport
import Repositories
import Services
import Synchronization
import Testing

/// The cache key of the user list.
private let usersKey = "users"

/// `count` generated users, served as one JSON array of their separately encoded elements, with
/// the offset just past each element in that array.
private struct ServedUsers {
    let users: [User]
    let json: Data
    let elementEnds: [Int]

    init(_ count: Int = 3_000) throws {
        users = generatedUsers(count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var json = Data("[".utf8)
        var ends: [Int] = []
        for (index, user) in users.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(try encoder.encode(user))
            ends.append(json.count)
        }
        json.append(UInt8(ascii: "]"))
        self.json = json
        elementEnds = ends
    }

    /// How many elements are complete in the first `bytes` bytes of the array.
    func completeElements(within bytes: Int) -> Int {
        elementEnds.prefix { $0 <= bytes }.count
    }

    /// The first `count` elements as an array, as an incomplete entry's payload.
    func payload(ofFirst count: Int) -> Data {
        json.prefix(elementEnds[count - 1]) + Data("]".utf8)
    }
}

/// The metadata of the cached user list.
private func cachedMetadata(_ env: Environment) throws -> CacheEntryMetadata? {
    try env.cache().entryPrefix(forKey: usersKey, payloadBytes: 0)?.metadata
}

/// Faults letting the first page through and cutting the whole list off halfway.
private let wholeListCutInHalf = FaultPlan([
    FaultRule(pathPrefix: "/users", limit: 1),
    FaultRule(pathPrefix: "/users", fault: .truncatedBody),
])

/// The values a load yields before it fails (progress reports left out), and the failure.
private func valuesUntilFailure(_ stream: AsyncThrowingStream<Sourced<[User]>, any Error>)
    async -> (values: [Sourced<[User]>], failure: (any Error)?)
{
    var values: [Sourced<[User]>] = []
    do {
        for try await value in stream where !isProgressReport(value) { values.append(value) }
    } catch {
        return (values, error)
    }
    return (values, nil)
}

@Test func aColdDownloadCutShortKeepsItsCompleteElementsAsAnIncompleteEntry() async throws {
    let served = try ServedUsers()
    let env = try Environment(usersJSON: served.json)
    try await env.learnUserCount()
    env.server.setFaults(wholeListCutInHalf)
    let (received, failure) = await valuesUntilFailure(
        LiveUserRepository(api: env.api(), cache: try env.cache())
            .users(policy: .cacheFirst))
    #expect(received.map(\.totalCount) == [3_000])
    guard case .connectionLost = failure as? NetworkError else {
        Issue.record("expected a lost connection, got \(String(describing: failure))")
        return
    }
    let kept = served.completeElements(within: served.json.count / 2)
    let metadata = try #require(try cachedMetadata(env))
    #expect(metadata.isIncomplete && metadata.itemCount == kept && metadata.expectedCount == 3_000)
    #expect(metadata.etag == nil, "the ETag names the whole list, not the part kept")
    #expect(metadata.payloadLength == served.elementEnds[kept - 1] + 1)
    #expect(!env.cacheFiles().contains { $0.hasPrefix(".tmp-") })

    // Offline, a restart shows the part kept at once, marked incomplete with the whole length.
    let offline = try await collect(
        LiveUserRepository(api: env.unreachableAPI(), cache: try env.cache()).users(policy: .cacheOnly))
    #expect(offline.map(\.value.count) == [200, kept])
    #expect(offline.allSatisfy { $0.isIncomplete && $0.totalCount == 3_000 && isCache($0.origin) })
    #expect(offline.last?.value == Array(served.users.prefix(kept)))
}

@Test func anIncompleteEntryIsShownThenReplacedByTheWholeListEvenWhenFresh() async throws {
    let served = try ServedUsers()
    let env = try Environment(usersJSON: served.json)
    try env.cache().beginEntry(forKey: usersKey).storing(served.payload(ofFirst: 1_000), itemCount: 1_000, of: 3_000)
    let repository = LiveUserRepository(api: env.api(), cache: try env.cache(), freshFor: 3_600)
    let values = try await collect(repository.users(policy: .cacheFirst))
    #expect(values.map(\.value.count) == [200, 1_000, 3_000])
    #expect(values.map(\.isIncomplete) == [true, true, false])
    #expect(values[1].totalCount == 3_000 && values[2].totalCount == nil && values[2].origin == .network)
    #expect(values[2].value == served.users)
    #expect(env.getRequests("/users").map(\.query) == [[:]], "the whole list at once, unconditionally")
    let metadata = try #require(try cachedMetadata(env))
    #expect(!metadata.isIncomplete && metadata.itemCount == 3_000 && metadata.etag != nil)
    let again = try await collect(repository.users(policy: .cacheFirst))
    #expect(
        again.map(\.isIncomplete) == [false, false] && env.gets("/users") == 1,
        "a whole fresh list is not fetched again")
}

@Test func anIncompleteEntryOfAListOfUnknownLengthIsShownWithoutAWholeLength() async throws {
    let served = try ServedUsers()
    let env = try Environment(usersJSON: served.json)
    try env.cache().beginEntry(forKey: usersKey).storing(served.payload(ofFirst: 1_000), itemCount: 1_000, of: nil)
    let offline = try await collect(
        LiveUserRepository(api: env.unreachableAPI(), cache: try env.cache()).users(policy: .cacheOnly))
    #expect(offline.map(\.value.count) == [200, 1_000])
    #expect(
        offline.allSatisfy { $0.isIncomplete && $0.totalCount == nil && isCache($0.origin) },
        "\(offline.map(\.totalCount))")
    #expect(offline.last?.value == Array(served.users.prefix(1_000)))
}

@Test func anInterruptedRefetchReplacesAnIncompleteEntryOnlyWithMore() async throws {
    let served = try ServedUsers()
    let env = try Environment(usersJSON: served.json)
    let half = served.completeElements(within: served.json.count / 2)
    env.server.setFaults(FaultPlan([FaultRule(pathPrefix: "/users", fault: .truncatedBody)]))

    // More than the cut-off download brings: the entry stays as it was.
    try env.cache().beginEntry(forKey: usersKey).storing(
        served.payload(ofFirst: half + 100), itemCount: half + 100, of: 3_000)
    let before = try #require(try cachedMetadata(env))
    let longer = await valuesUntilFailure(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    #expect(longer.values.last.map { $0.value.count == half + 100 && isOffline($0.origin) && $0.isIncomplete } == true)
    #expect(try cachedMetadata(env) == before)

    // Fewer: the download's part replaces it.
    try env.cache().beginEntry(forKey: usersKey).storing(served.payload(ofFirst: 100), itemCount: 100, of: 3_000)
    _ = await valuesUntilFailure(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    let replaced = try #require(try cachedMetadata(env))
    #expect(replaced.isIncomplete && replaced.itemCount == half && replaced.expectedCount == 3_000)
    let offline = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheOnly))
    #expect(offline.last?.value == Array(served.users.prefix(half)))
}

@Test func cancellingADownloadKeepsTheElementsThatArrived() async throws {
    let served = try ServedUsers()
    let env = try Environment(usersJSON: served.json)
    try await env.learnUserCount()
    // The first page goes through; the whole list arrives at about 40 KB a second.
    env.server.setFaults(
        FaultPlan([
            FaultRule(pathPrefix: "/users", limit: 1),
            FaultRule(pathPrefix: "/users", fault: .throttled(kilobytesPerSecond: 40)),
        ]))
    // A timeout far longer than the test: only cancellation can end the download early.
    let repository = LiveUserRepository(api: env.api(timeout: 60), cache: try env.cache())
    let arrived = Mutex(0.0)
    let task = Task {
        for try await value in repository.users(policy: .cacheFirst) {
            if let fraction = value.loadedFraction { arrived.withLock { $0 = fraction } }
        }
    }
    #expect(await eventually { arrived.withLock { $0 } >= 0.03 }, "at least 90 of 3,000 users arrived")
    task.cancel()
    _ = await task.result
    #expect(await eventually { env.getRequests("/users").last?.clientClosedEarly == true })
    #expect(await eventually { !env.cacheFiles().contains { $0.hasPrefix(".tmp-") } })
    let metadata = try #require(try cachedMetadata(env))
    let kept = try #require(metadata.itemCount)
    #expect(metadata.isIncomplete && kept >= 90 && kept < 3_000 && metadata.expectedCount == 3_000)
    let offline = try await collect(
        LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheOnly))
    #expect(offline.last?.value == Array(served.users.prefix(kept)))
}

extension JSONDiskCache.EntryWriter {
    /// Commits `payload`, the first `itemCount` elements of a list of `total` (nil: a length the
    /// server never said), as an incomplete entry.
    fileprivate func storing(_ payload: Data, itemCount: Int, of total: Int?) throws {
        try append(payload.dropLast())
        try commitIncomplete(
            payloadLength: payload.count - 1, closing: [UInt8(ascii: "]")], itemCount: itemCount,
            expectedCount: total)
    }
}
