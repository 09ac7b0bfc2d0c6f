// DecodeBenchmarks: 100k users from the disk cache, the way the app reads them today
// (`JSONDiskCache.value` with JSONDecoder) against the fast path (`UserListDecoder`), plus the
// boundary scan a first frame could use before everything is decoded.
import Foundation
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
        try cache.store(payload, forKey: "users")
        let count = users.count
        let megabytes = String(format: "%.1f MB", Double(payload.count) / 1_000_000)

        let reference = try JSONDecoder().decode([User].self, from: payload)
        let fastDecoded = try UserListDecoder.decode(payload)
        guard fastDecoded == reference, reference == users else { throw BenchmarkFailure("fast decoder disagrees with JSONDecoder") }

        var rows: [ResultRow] = []
        rows.append(ResultRow(group: "decode", name: "cache entry read (no decode)", items: count,
                              timing: try measure(fast) { _ = try cache.entry(forKey: "users") }, note: megabytes))
        rows.append(ResultRow(group: "decode", name: "JSONDiskCache.value [User] (JSONDecoder)", items: count,
                              timing: try measure(slow) {
                                  guard try cache.value([User].self, forKey: "users")?.value.count == count else {
                                      throw BenchmarkFailure("cache miss")
                                  }
                              }, note: "JSONDecoder, for comparison"))
        rows.append(ResultRow(group: "decode", name: "JSONDiskCache.value decodedBy UserListDecoder", items: count,
                              timing: try measure(fast) {
                                  guard try cache.value(forKey: "users", decodedBy: UserListDecoder.decode)?.value.count == count else {
                                      throw BenchmarkFailure("cache miss")
                                  }
                              }, note: "the app's path: same values"))
        rows.append(ResultRow(group: "decode", name: "JSONDecoder [User] in memory", items: count,
                              timing: try measure(slow) { _ = try JSONDecoder().decode([User].self, from: payload) }))
        rows.append(ResultRow(group: "decode", name: "UserListDecoder.decode in memory", items: count,
                              timing: try measure(fast) { _ = try UserListDecoder.decode(payload) }))
        rows.append(ResultRow(group: "decode", name: "JSONArrayBoundaries.objectRanges", items: count,
                              timing: try measure(fast) {
                                  guard JSONArrayBoundaries.objectRanges(in: payload)?.count == count else {
                                      throw BenchmarkFailure("boundary scan miscounted")
                                  }
                              }, note: "count + byte ranges, no values"))
        rows.append(ResultRow(group: "decode", name: "boundaries + first 30 users decoded", items: count,
                              timing: try measure(fast) {
                                  guard let ranges = JSONArrayBoundaries.objectRanges(in: payload) else {
                                      throw BenchmarkFailure("boundary scan failed")
                                  }
                                  for range in ranges.prefix(30) { _ = try UserListDecoder.decodeElement(payload[range]) }
                              }, note: "enough for `Users (N)` and a first screen"))
        return rows
    }
}

/// A benchmark found the code under test misbehaving.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
