// JSONDiskCache companions: read back only while the entry holds the payload they were made from
// (a revalidation keeps them, a new payload does not), written only for the entry stamped, and
// gone with their entry (removed, quarantined or evicted, their size counting towards the cap).
import Foundation
import Testing

@testable import Services

/// Stores `bytes` as the companion of the entry under `key`.
@discardableResult
private func storeCompanion(_ bytes: [UInt8], in cache: JSONDiskCache, forKey key: String) throws -> Bool {
    let metadata = try #require(try cache.entryPrefix(forKey: key, payloadBytes: 0)).metadata
    return try cache.storeCompanion(forKey: key, of: metadata) { writer in
        try bytes.withUnsafeBytes { try writer.append($0) }
    }
}

/// The companion's bytes after its stamp, or nil when the cache has none for the entry.
private func companionBytes(in cache: JSONDiskCache, forKey key: String) throws -> [UInt8]? {
    try cache.companion(forKey: key) { _, reader in reader.mapRemainingBytes().map { Array($0.bytes) } ?? [] }?.value
}

private func files(in temp: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: temp.url.path).filter { $0 != ".lock" }.sorted()
}

@Test func aCompanionIsReadBackWithItsEntrysMetadata() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[1,2,3]".utf8), forKey: "list", etag: "\"v1\"", itemCount: 3)
    let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }  // more than the writer's buffer
    #expect(try storeCompanion(bytes, in: cache, forKey: "list"))

    let found = try #require(
        try cache.companion(forKey: "list") { metadata, reader in reader.mapRemainingBytes().map { Array($0.bytes) } })
    #expect(found.value == bytes)
    #expect(found.metadata.itemCount == 3 && found.metadata.etag == "\"v1\"")
    let entry = cache.fileName(forKey: "list")
    #expect(try files(in: temp) == [entry, entry.replacingOccurrences(of: ".entry", with: ".packed")])
}

@Test func aRevalidatedEntryKeepsItsCompanionAndANewPayloadMakesItStale() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[1,2,3]".utf8), forKey: "list", etag: "\"v1\"", itemCount: 3)
    try storeCompanion([7, 8, 9], in: cache, forKey: "list")

    #expect(try cache.markRevalidated(forKey: "list"))
    #expect(try companionBytes(in: cache, forKey: "list") == [7, 8, 9], "a 304 keeps the payload")

    for (payload, etag) in [("[1,2,4]", "\"v2\""), ("[1,2,3]", nil)] as [(String, String?)] {
        try cache.store(Data(payload.utf8), forKey: "list", etag: etag, itemCount: 3)
        #expect(
            try companionBytes(in: cache, forKey: "list") == nil,
            "made from another payload (\(payload), \(etag ?? "no ETag"))")
    }
}

@Test func anEntryWithoutAnETagIsTiedToTheTimeItWasStored() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let stored = Date(timeIntervalSince1970: 1_800_000_000)
    try cache.store(Data("[1]".utf8), forKey: "list", itemCount: 1, storedAt: stored)
    try storeCompanion([1], in: cache, forKey: "list")
    #expect(try companionBytes(in: cache, forKey: "list") == [1])

    try cache.store(Data("[1]".utf8), forKey: "list", itemCount: 1, storedAt: stored.addingTimeInterval(1))
    #expect(try companionBytes(in: cache, forKey: "list") == nil)
}

@Test func aCompanionOfAnEntryReplacedMeanwhileIsNotKept() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[1,2,3]".utf8), forKey: "list", etag: "\"v1\"", itemCount: 3)
    let old = try #require(try cache.entryPrefix(forKey: "list", payloadBytes: 0)).metadata

    let placed = try cache.storeCompanion(forKey: "list", of: old) { writer in
        try cache.store(Data("[4]".utf8), forKey: "list", etag: "\"v2\"", itemCount: 1)
        try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try writer.append($0) }
    }

    #expect(!placed)
    #expect(try files(in: temp) == [cache.fileName(forKey: "list")], "no companion, no temporary file")
    #expect(try !cache.storeCompanion(forKey: "absent", of: old) { _ in })
}

@Test func aCompanionGoesWithItsEntry() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[1]".utf8), forKey: "removed", etag: "\"a\"", itemCount: 1)
    try storeCompanion([1], in: cache, forKey: "removed")
    try cache.removeEntry(forKey: "removed")
    #expect(try files(in: temp).isEmpty)

    try cache.store(Data("[1]".utf8), forKey: "corrupt", etag: "\"a\"", itemCount: 1)
    try storeCompanion([1], in: cache, forKey: "corrupt")
    let entry = temp.appending(cache.fileName(forKey: "corrupt"))
    try Data("not an entry at all".utf8).write(to: entry)
    #expect(try cache.entry(forKey: "corrupt") == nil)
    #expect(try files(in: temp) == [entry.lastPathComponent + ".corrupt"], "quarantined, the companion removed")
}

@Test func aCompanionCountsTowardsTheCapAndIsEvictedWithItsEntry() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url, maxTotalBytes: 100_000)
    try cache.store(Data(repeating: 0x20, count: 30_000), forKey: "old", etag: "\"a\"", itemCount: 1)
    try storeCompanion([UInt8](repeating: 1, count: 40_000), in: cache, forKey: "old")
    #expect(try files(in: temp).count == 2, "70 KB fit")

    // 30 KB more fits the entries (60 KB) but not with the companion (100 KB and more).
    try cache.store(Data(repeating: 0x20, count: 30_000), forKey: "new", etag: "\"b\"", itemCount: 1)

    #expect(try files(in: temp) == [cache.fileName(forKey: "new")])
}
