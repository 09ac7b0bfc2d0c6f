// JSONDiskCache: round trip, TTL, quarantine of corrupt and future-format files, modes under
// any umask, unsafe directories refused, LRU eviction, concurrent writers, killed writers.
import Foundation
import Testing

@testable import Services

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func mode(_ url: URL) -> mode_t {
    var info = stat()
    _ = lstat(url.path, &info)
    return info.st_mode & 0o777
}

private func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

@Test func storedPayloadRoundTripsWithMetadata() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.appending("cache"))
    let payload = Data(#"[{"id":1}]"#.utf8)
    try cache.store(payload, forKey: "users", sourceURL: "https://x/data?q=a&appid=S3CRET", etag: "\"v1\"")
    let entry = try #require(try cache.entry(forKey: "users"))
    #expect(entry.payload == payload)
    #expect(entry.etag == "\"v1\"")
    #expect(entry.sourceURL == "https://x/data?q=a&appid=***")
    #expect(entry.age() < 5)
    #expect(try cache.entry(forKey: "posts") == nil)
}

@Test func aLargeEntryIsReadThroughAMappingWithTheSameBytes() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.appending("cache"))
    let item = #"{"id":1,"name":"Zoë"},"#
    let payload = Data(
        ("[" + String(repeating: item, count: POSIXFile.mappingThreshold / item.utf8.count + 10) + "{}]").utf8)
    #expect(payload.count > POSIXFile.mappingThreshold)
    try cache.store(payload, forKey: "users")
    let entry = try #require(try cache.entry(forKey: "users"))
    #expect(entry.payload == payload)
    #expect(entry.payload.count == payload.count)
    #expect(
        try JSONSerialization.jsonObject(with: entry.payload) is [Any], "a slice of the mapping decodes like any Data")
}

@Test func payloadIsStoredVerbatimAfterAOneLineHeader() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let payload = Data("[1,\n2]".utf8)
    try cache.store(payload, forKey: "k", sourceURL: "https://x/?appid=S3CRET")
    let raw = try Data(contentsOf: temp.appending(cache.fileName(forKey: "k")))
    let newline = try #require(raw.firstIndex(of: 0x0A))
    #expect(raw[raw.index(after: newline)...] == payload)
    #expect(String(decoding: raw, as: UTF8.self).contains("\"formatVersion\":1"))
    #expect(!String(decoding: raw, as: UTF8.self).contains("S3CRET"))
}

@Test func codableValuesRoundTrip() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(value: ["a": 1, "b": 2], forKey: "dict")
    #expect(try cache.value([String: Int].self, forKey: "dict")?.value == ["a": 1, "b": 2])
}

@Test func ttlSeparatesFreshFromStaleWithAge() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    try cache.store(Data("[]".utf8), forKey: "old", storedAt: now.addingTimeInterval(-100))
    let entry = try #require(try cache.entry(forKey: "old"))
    #expect(entry.freshness(ttl: 60, at: now) == .stale(age: 100))
    #expect(entry.freshness(ttl: 300, at: now) == .fresh(age: 100))
    #expect(entry.freshness(ttl: 60, at: now).age == 100)
}

@Test func corruptFileIsQuarantinedAndMissed() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let name = cache.fileName(forKey: "users")
    try Data("garbage without header".utf8).write(to: temp.appending(name))
    #expect(try cache.entry(forKey: "users") == nil)
    #expect(FileManager.default.fileExists(atPath: temp.appending(name + ".corrupt").path))
    #expect(!FileManager.default.fileExists(atPath: temp.appending(name).path))
}

@Test func truncatedPayloadIsQuarantined() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data(#"[{"id":1},{"id":2}]"#.utf8), forKey: "users")
    let url = temp.appending(cache.fileName(forKey: "users"))
    let raw = try Data(contentsOf: url)
    try raw.prefix(raw.count - 5).write(to: url)
    #expect(try cache.entry(forKey: "users") == nil)
    #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt"))
}

@Test func undecodablePayloadIsQuarantinedByValue() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data(#"{"not":"a list"}"#.utf8), forKey: "users")
    #expect(try cache.value([Int].self, forKey: "users") == nil)
    #expect(try cache.entry(forKey: "users") == nil)
    #expect(try files(in: temp.url).contains(cache.fileName(forKey: "users") + ".corrupt"))
}

@Test func futureFormatVersionIsQuarantined() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let name = cache.fileName(forKey: "users")
    try Data("{\"formatVersion\":99,\"storedAt\":0,\"payloadLength\":2}\n[]".utf8).write(to: temp.appending(name))
    #expect(try cache.entry(forKey: "users") == nil)
    #expect(FileManager.default.fileExists(atPath: temp.appending(name + ".corrupt").path))
}

@Test func modesAre0700And0600EvenUnderUmaskZero() throws {
    let temp = try TemporaryDirectory()
    let directory = temp.appending("cache")
    let previous = umask(0)
    let cache: JSONDiskCache
    do {
        defer { umask(previous) }
        cache = try JSONDiskCache(directory: directory)
        try cache.store(Data("[]".utf8), forKey: "users")
    }
    #expect(mode(directory) == 0o700)
    #expect(mode(directory.appendingPathComponent(cache.fileName(forKey: "users"))) == 0o600)
    #expect(mode(directory.appendingPathComponent(".lock")) == 0o600)
}

@Test func looseExistingDirectoryIsTightened() throws {
    let temp = try TemporaryDirectory()
    let directory = temp.appending("cache")
    try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: false,
        attributes: [.posixPermissions: 0o777])
    _ = try JSONDiskCache(directory: directory)
    #expect(mode(directory) == 0o700)
}

@Test func symlinkedDirectoryIsRefused() throws {
    let temp = try TemporaryDirectory()
    let real = temp.appending("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
    let link = temp.appending("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    #expect(throws: CacheError.directoryIsSymlink(path: link.path)) { try JSONDiskCache(directory: link) }
    #expect(CacheError.directoryIsSymlink(path: link.path).userMessage.contains("symbolic link"))
}

@Test func directoryOwnedByAnotherUserIsRefused() throws {
    let temp = try TemporaryDirectory()
    let directory = temp.appending("theirs")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    if geteuid() == 0 {
        #expect(chown(directory.path, 65534, 65534) == 0)
        #expect(throws: CacheError.directoryOwnedByAnotherUser(path: directory.path, owner: 65534)) {
            try JSONDiskCache(directory: directory)
        }
    } else {
        // Without root the test cannot hand a directory away; "/" belongs to root.
        #expect(throws: CacheError.self) { try JSONDiskCache(directory: URL(fileURLWithPath: "/")) }
    }
}

@Test func fileInPlaceOfDirectoryIsRefused() throws {
    let temp = try TemporaryDirectory()
    let file = temp.appending("file")
    try Data().write(to: file)
    #expect(throws: CacheError.notADirectory(path: file.path)) { try JSONDiskCache(directory: file) }
}

@Test func leastRecentlyUsedEntriesAreEvictedOverTheCap() throws {
    let temp = try TemporaryDirectory()
    let payload = Data(repeating: UInt8(ascii: "x"), count: 1000)
    let cache = try JSONDiskCache(directory: temp.url, maxTotalBytes: 3500)
    // Use is told by modification time: a, b and c were used minutes apart, a first.
    for (minutesAgo, key) in [(3.0, "a"), (2.0, "b"), (1.0, "c")] {
        try cache.store(payload, forKey: key)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60 * minutesAgo)],
            ofItemAtPath: temp.url.path + "/" + cache.fileName(forKey: key))
    }
    _ = try cache.entry(forKey: "a")  // a is now the most recently used
    try cache.store(payload, forKey: "d")
    #expect(try cache.entry(forKey: "b") == nil)
    #expect(try cache.entry(forKey: "a") != nil)
    #expect(try cache.entry(forKey: "c") != nil)
    #expect(try cache.entry(forKey: "d") != nil)
}

@Test func concurrentWritersOnSeparateInstancesNeverTearAnEntry() throws {
    let temp = try TemporaryDirectory()
    let writers = 8
    let caches = try (0..<writers).map { _ in try JSONDiskCache(directory: temp.url) }
    // Each writer stores a self-describing payload: `writer` repeated `size` times, as a JSON array.
    @Sendable func payload(writer: Int, round: Int) -> Data {
        let count = 200 + (writer * 37 + round * 101) % 5000
        return Data(("[" + Array(repeating: String(writer), count: count).joined(separator: ",") + "]").utf8)
    }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: writers * 2) { index in
        let cache = caches[index % writers]
        for round in 0..<40 {
            do {
                if index < writers {
                    try cache.store(payload(writer: index, round: round), forKey: "shared")
                } else if let entry = try cache.entry(forKey: "shared") {
                    let values = try JSONDecoder().decode([Int].self, from: entry.payload)
                    if Set(values).count != 1 { failures.add("mixed payload") }
                }
            } catch {
                failures.add("\(error)")
            }
        }
    }
    #expect(failures.all.isEmpty)
    #expect(try files(in: temp.url).filter { $0.hasSuffix(".corrupt") || $0.hasPrefix(".tmp-") }.isEmpty)
    #expect(try cache(caches[0], decodes: "shared"))
}

private func cache(_ cache: JSONDiskCache, decodes key: String) throws -> Bool {
    try cache.value([Int].self, forKey: key) != nil
}

@Test func killedWriterLeavesTheOldEntryAndItsTempFileIsCleanedUp() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let old = Data(#"["old"]"#.utf8)
    try cache.store(old, forKey: "users")
    // A writer killed mid-write leaves a partial temp file beside the entry.
    let name = cache.fileName(forKey: "users")
    let partial = temp.appending(".tmp-\(name)-99999-1")
    try Data("{\"formatVersion\":1,\"storedAt\":0,\"payl".utf8).write(to: partial)
    #expect(try cache.entry(forKey: "users")?.payload == old)
    #expect(try JSONDiskCache(directory: temp.url).entry(forKey: "users")?.payload == old)
    try cache.store(Data("[]".utf8), forKey: "posts")
    #expect(!FileManager.default.fileExists(atPath: partial.path))
    #expect(try cache.entry(forKey: "users")?.payload == old)
}

@Test func removedEntryIsAMiss() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[]".utf8), forKey: "users")
    try cache.removeEntry(forKey: "users")
    #expect(try cache.entry(forKey: "users") == nil)
    try cache.removeEntry(forKey: "users")
}
