// DecodeBenchmarks: 100k users from the disk cache: JSONDecoder against the fast decoder, and the
// app's own path (the entry read in 64 KB pieces, cut into elements as they arrive and each one
// decoded), plus the first screenful it shows before the rest is read.
import Foundation
import JSONCore
import Models
import Services

/// Measures reading and decoding a cached user list.
@MainActor
struct DecodeBenchmarks {
    let users: [User]
    let slow: Repetitions
    let fast: Repetitions

    /// The rows; throws if the cache cannot be written or the decoders disagree.
    func run() throws -> [ResultRow] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("users-tui-bench-\(getpid())", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = try JSONDiskCache(directory: directory)
        let payload = try JSONEncoder().encode(users)
        try cache.store(payload, forKey: "users", itemCount: users.count)
        let count = users.count
        let megabytes = String(format: "%.1f MB", Double(payload.count) / 1_000_000)

        let reference = try JSONDecoder().decode([User].self, from: payload)
        let fastDecoded = try UserListDecoder.decode(payload)
        guard fastDecoded == reference, reference == users else {
            throw BenchmarkFailure("fast decoder disagrees with JSONDecoder")
        }

        var rows: [ResultRow] = []
        rows.append(
            ResultRow(
                group: "decode", name: "cache entry read (no decode)", items: count,
                timing: try measure(fast) { _ = try cache.entry(forKey: "users") }, note: megabytes))
        rows.append(
            ResultRow(
                group: "decode", name: "JSONDiskCache.value [User] (JSONDecoder)", items: count,
                timing: try measure(slow) {
                    guard try cache.value([User].self, forKey: "users")?.value.count == count else {
                        throw BenchmarkFailure("cache miss")
                    }
                }, note: "JSONDecoder, for comparison"))
        rows.append(
            ResultRow(
                group: "decode", name: "JSONDiskCache.value decodedBy UserListDecoder", items: count,
                timing: try measure(fast) {
                    guard try cache.value(forKey: "users", decodedBy: UserListDecoder.decode)?.value.count == count
                    else {
                        throw BenchmarkFailure("cache miss")
                    }
                }, note: "whole payload at once; same values"))
        rows.append(
            ResultRow(
                group: "decode", name: "JSONDecoder [User] in memory", items: count,
                timing: try measure(slow) { _ = try JSONDecoder().decode([User].self, from: payload) }))
        rows.append(
            ResultRow(
                group: "decode", name: "UserListDecoder.decode in memory", items: count,
                timing: try measure(fast) { _ = try UserListDecoder.decode(payload) }))
        rows.append(
            ResultRow(
                group: "decode", name: "cache entry streamed in 64 KB pieces", items: count,
                timing: try measure(fast) {
                    _ = try cache.streamEntry(forKey: "users") { _ in }
                }, note: "no decode; memory stays at one piece"))
        rows.append(
            ResultRow(
                group: "decode", name: "streamed, split and decoded (the app's path)", items: count,
                timing: try measure(fast) {
                    guard try Self.streamedUsers(from: cache).count == count else {
                        throw BenchmarkFailure("streamed decode miscounted")
                    }
                }, note: "JSONArrayStreamSplitter + decodeElement"))
        rows.append(
            ResultRow(
                group: "decode", name: "first screenful: 200 KB prefix, 200 users", items: count,
                timing: try measure(fast) {
                    guard let prefix = try cache.entryPrefix(forKey: "users", payloadBytes: 200_000),
                        prefix.metadata.itemCount == count
                    else { throw BenchmarkFailure("no prefix") }
                    var splitter = JSONArrayStreamSplitter()
                    var first: [User] = []
                    try prefix.payloadPrefix.withUnsafeBytes { bytes in
                        try splitter.feed(bytes) { element in
                            guard first.count < 200 else { return }
                            first.append(try UserListDecoder.decodeElement(element))
                        }
                    }
                }, note: "what the first frame waits for: `Users (N)` and a screen"))
        return rows
    }
}

extension DecodeBenchmarks {
    /// Every user of the cached list, read the way the app reads it.
    static func streamedUsers(from cache: JSONDiskCache) throws -> [User] {
        var splitter = JSONArrayStreamSplitter()
        var users: [User] = []
        let metadata = try cache.streamEntry(forKey: "users", metadata: { users.reserveCapacity($0.itemCount ?? 0) }) {
            piece in
            try splitter.feed(piece) { element in users.append(try UserListDecoder.decodeElement(element)) }
        }
        guard metadata != nil else { throw BenchmarkFailure("cache miss") }
        try splitter.finish()
        return users
    }
}

/// A benchmark found the code under test misbehaving.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
