// A long user list gets a packed copy beside its cache entry once it has been decoded (from the
// network or from the entry), and the next read of the cache gives the same users from it; a
// short list, a list with a record left out, a damaged copy or one made from an older payload
// changes nothing: the entry is read as before.
import DemoAPI
import Foundation
import Models
import NetworkTestSupport
import Repositories
import Services
import Testing

/// A server with `count` generated users, and the users.
private func longList(_ count: Int = 12_000) throws -> (env: Environment, users: [User]) {
    let users = generatedUsers(count)
    return (try Environment(usersJSON: try JSONEncoder().encode(users)), users)
}

/// The path of the packed copy of the user list in `env`'s cache.
private func packedCopy(_ env: Environment) throws -> URL {
    let entry = try env.cache().fileName(forKey: "users")
    return env.directory.appendingPathComponent(entry.replacingOccurrences(of: ".entry", with: ".packed"))
}

private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

/// The whole list read from the cache alone.
private func cachedUsers(_ env: Environment) async throws -> [User]? {
    let values = try await collect(
        LiveUserRepository(api: env.unreachableAPI(), cache: try env.cache(), events: env.events)
            .users(policy: .cacheOnly))
    return values.last { !$0.isPartial }?.value
}

@Test func aDownloadedLongListGetsAPackedCopyThatReadsBackTheSameUsers() async throws {
    let (env, users) = try longList()
    try await env.learnUserCount()
    _ = try await collect(LiveUserRepository(api: env.api(), cache: try env.cache()).users(policy: .cacheFirst))
    let copy = try packedCopy(env)
    #expect(await eventually { exists(copy) }, "written in the background once the list decoded")

    #expect(try await cachedUsers(env) == users)
    #expect(env.events.all.isEmpty, "\(env.events.all)")

    // The users come from the copy: with the entry's JSON blanked in place (same length, same
    // header), they still read back.
    let entry = env.directory.appendingPathComponent(try env.cache().fileName(forKey: "users"))
    var bytes = try Data(contentsOf: entry)
    let payload = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
    bytes.replaceSubrange(payload..., with: Data(repeating: UInt8(ascii: "x"), count: bytes.count - payload))
    try bytes.write(to: entry)
    #expect(try await cachedUsers(env) == users)
}

@Test func aLongListReadFromItsEntryGetsAPackedCopy() async throws {
    let (env, users) = try longList()
    let cache = try env.cache()
    try cache.store(try JSONEncoder().encode(users), forKey: "users", etag: "\"v1\"", itemCount: users.count)

    #expect(try await cachedUsers(env) == users)
    let copy = try packedCopy(env)
    #expect(await eventually { exists(copy) })
    #expect(try await cachedUsers(env) == users)
}

@Test func aDamagedOrStalePackedCopyIsPassedOverForTheEntry() async throws {
    let (env, users) = try longList()
    let cache = try env.cache()
    try cache.store(try JSONEncoder().encode(users), forKey: "users", etag: "\"v1\"", itemCount: users.count)
    _ = try await cachedUsers(env)
    let copy = try packedCopy(env)
    #expect(await eventually { exists(copy) })
    let good = try Data(contentsOf: copy)

    // Torn, then a block size damaged: the entry is read instead, and the copy written again.
    try good.prefix(good.count / 2).write(to: copy)
    #expect(try await cachedUsers(env) == users)
    var damaged = good
    damaged[32 + 24] ^= 0xFF
    try damaged.write(to: copy)
    #expect(try await cachedUsers(env) == users)

    // A new payload under the same key: the copy of the old one is not used.
    try good.write(to: copy)
    let renamed = users.map { user -> User in
        var user = user
        user.name = "Renamed \(user.id)"
        return user
    }
    try cache.store(try JSONEncoder().encode(renamed), forKey: "users", etag: "\"v2\"", itemCount: users.count)
    #expect(try await cachedUsers(env) == renamed)
    #expect(env.events.all.isEmpty, "\(env.events.all)")
}

@Test func aShortListOrOneWithARecordLeftOutGetsNoPackedCopy() async throws {
    let short = try longList(3_000)
    #expect(try await cachedUsersAfterStoring(short.users, in: short.env) == short.users)

    let (env, users) = try longList()
    var json = String(decoding: try JSONEncoder().encode(users), as: UTF8.self)
    json.insert(contentsOf: "{\"id\":\"bad\"},", at: json.index(after: json.startIndex))
    try env.cache().store(Data(json.utf8), forKey: "users", etag: "\"v1\"", itemCount: users.count + 1)
    #expect(try await cachedUsers(env) == users)

    // Both lists were read whole: a copy would have been started by now. Reading once more
    // (which waits for nothing in the background) still finds none.
    #expect(try await cachedUsers(env) == users)
    #expect(try !exists(packedCopy(env)) && !exists(packedCopy(short.env)))
}

private func cachedUsersAfterStoring(_ users: [User], in env: Environment) async throws -> [User]? {
    try env.cache().store(try JSONEncoder().encode(users), forKey: "users", etag: "\"v1\"", itemCount: users.count)
    return try await cachedUsers(env)
}
