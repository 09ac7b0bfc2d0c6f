// A large cached user list arrives in two steps: its first screenful with the full count, then all
// of it, so the first frame does not wait for the whole list to decode.
import DemoAPI
import Foundation
import Models
import Repositories
import Services
import Testing

/// `count` distinct users in the JSONPlaceholder shape.
private func users(_ count: Int) -> [User] {
    (1...count).map { id in
        User(id: id, name: "Person \(id) Zoë", username: "user\(id)", email: "user\(id)@example.org",
             address: Address(street: "\(id) Kulas Light", suite: "Apt. \(id)", city: "Gwenborough",
                              zipcode: "92998-3874", geo: Geo(lat: "-37.3159", lng: "81.1496")),
             phone: "1-770-736-8031 x\(id)", website: "example\(id).org",
             company: Company(name: "Company \(id)", catchPhrase: "Multi-layered client-server neural-net",
                              bs: "harness real-time e-markets"))
    }
}

@Test func aLargeCachedListShowsItsFirstScreenfulThenAllOfIt() async throws {
    let fixtures = FileManager.default.temporaryDirectory.appendingPathComponent("users-tui-large-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: fixtures) }
    let all = users(6_000)
    try JSONEncoder().encode(all).write(to: fixtures.appendingPathComponent("users.json"))
    let server = try DemoServer(fixturesDirectory: fixtures)
    try server.start(port: 0)
    defer { server.stop() }
    let api = APIService(baseURL: server.baseURL)
    let cacheDirectory = fixtures.appendingPathComponent("cache")

    let fetched = try await collect(LiveUserRepository(api: api, cache: try JSONDiskCache(directory: cacheDirectory))
        .users(policy: .networkFirst))
    #expect(fetched.map(\.value.count) == [6_000])
    #expect(fetched.allSatisfy { !$0.isPartial }, "a network answer is delivered whole")

    let restarted = LiveUserRepository(api: api, cache: try JSONDiskCache(directory: cacheDirectory))
    let cached = try await collect(restarted.users(policy: .cacheOnly))
    #expect(cached.count == 2)
    #expect(cached[0].totalCount == 6_000)
    #expect(cached[0].value == Array(all.prefix(cached[0].value.count)))
    #expect(cached[0].value.count == 200)
    #expect(!cached[1].isPartial)
    #expect(cached[1].value == all)
}

@Test func aSmallCachedListArrivesWhole() async throws {
    let env = try Environment()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .networkFirst))
    let cached = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheOnly))
    #expect(cached.count == 1)
    #expect(!cached[0].isPartial)
}
