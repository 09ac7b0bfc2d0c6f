// JSONDiskCache.beginEntry: an entry written as a stream appears whole at commit and never
// before, an abandoned one leaves no trace, itemCount round-trips, and files in the first format
// (unpadded, no itemCount) still read.
import Foundation
import Testing

@testable import Services

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

@Test func streamedEntryAppearsWholeWithItsMetadataAtCommit() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000.25)
    let writer = try cache.beginEntry(forKey: "users", sourceURL: "https://x/users?appid=S3CRET", etag: "\"v7\"")
    for piece in [#"[{"id":1},"#, #"{"id":2},"#, #"{"id":3}]"#] { try writer.append(Data(piece.utf8)) }
    #expect(writer.payloadLength == 28)
    try writer.commit(itemCount: 3, storedAt: storedAt)
    let entry = try #require(try cache.entry(forKey: "users"))
    #expect(entry.payload == Data(#"[{"id":1},{"id":2},{"id":3}]"#.utf8))
    #expect(
        entry.metadata
            == CacheEntryMetadata(
                storedAt: storedAt, sourceURL: "https://x/users?appid=***", etag: "\"v7\"",
                itemCount: 3, payloadLength: 28))
    #expect(try files(in: temp.url) == [".lock", cache.fileName(forKey: "users")])
    #expect(
        !String(decoding: try Data(contentsOf: temp.appending(cache.fileName(forKey: "users"))), as: UTF8.self)
            .contains("S3CRET"))
}

@Test func readersSeeThePreviousEntryUntilTheWriterCommits() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let old = Data(#"["old"]"#.utf8)
    try cache.store(old, forKey: "users")
    let writer = try cache.beginEntry(forKey: "users")
    try writer.append(Data(#"["new","#.utf8))
    #expect(try cache.entry(forKey: "users")?.payload == old)
    // Another instance writing meanwhile cleans up dead writers' temp files, not this live one.
    try JSONDiskCache(directory: temp.url).store(Data("[]".utf8), forKey: "posts")
    try writer.append(Data(#""newer"]"#.utf8))
    #expect(try JSONDiskCache(directory: temp.url).entry(forKey: "users")?.payload == old)
    try writer.commit()
    #expect(try cache.entry(forKey: "users")?.payload == Data(#"["new","newer"]"#.utf8))
}

@Test func abandonedOrDroppedWriterLeavesThePreviousEntryAndNoTempFile() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let old = Data(#"["old"]"#.utf8)
    try cache.store(old, forKey: "users")
    let writer = try cache.beginEntry(forKey: "users")
    try writer.append(Data("[1,2".utf8))
    writer.abandon()
    #expect(throws: CacheError.self) { try writer.append(Data(",3]".utf8)) }
    #expect(throws: CacheError.self) { try writer.commit() }
    do {
        let dropped = try cache.beginEntry(forKey: "users")
        try dropped.append(Data("[1".utf8))
    }
    #expect(try cache.entry(forKey: "users")?.payload == old)
    #expect(try files(in: temp.url).filter { $0.hasPrefix(".tmp-") }.isEmpty)
}

@Test func storedItemCountRoundTripsAndDefaultsToUnknown() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[1,2,3,4]".utf8), forKey: "counted", itemCount: 4)
    try cache.store(Data("[1]".utf8), forKey: "uncounted")
    #expect(try cache.entry(forKey: "counted")?.itemCount == 4)
    #expect(try cache.entry(forKey: "uncounted")?.itemCount == nil)
}

@Test func firstFormatFilesWithoutPaddingOrItemCountStillRead() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let file =
        #"{"etag":"\"v1\"","formatVersion":1,"payloadLength":8,"sourceURL":"https://x/users","storedAt":1700000000.5}"#
        + "\n[1,\n2,3]"
    try Data(file.utf8).write(to: temp.appending(cache.fileName(forKey: "users")))
    let expected = CacheEntryMetadata(
        storedAt: Date(timeIntervalSince1970: 1_700_000_000.5), sourceURL: "https://x/users",
        etag: "\"v1\"", itemCount: nil, payloadLength: 8)
    #expect(try cache.entry(forKey: "users")?.metadata == expected)
    #expect(
        try cache.entryPrefix(forKey: "users", payloadBytes: 3)
            == CacheEntryPrefix(metadata: expected, payloadPrefix: Data("[1,".utf8)))
    var streamed = Data()
    #expect(try cache.streamEntry(forKey: "users") { streamed.append(contentsOf: $0) } == expected)
    #expect(streamed == Data("[1,\n2,3]".utf8))
}

@Test func paddedHeaderIsStillOneJSONLineThatTheFirstFormatsReaderAccepts() throws {
    // The reader of the first format: the header fields it knew, decoded from the first line.
    struct FirstFormatHeader: Decodable {
        var formatVersion: Int
        var storedAt: Double
        var etag: String?
        var payloadLength: Int
    }
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(
        Data("[true]".utf8), forKey: "k", etag: "\"e\"", itemCount: 1, storedAt: Date(timeIntervalSince1970: 5))
    let raw = try Data(contentsOf: temp.appending(cache.fileName(forKey: "k")))
    let newline = try #require(raw.firstIndex(of: 0x0A))
    #expect(raw[newline - 1] == UInt8(ascii: " "), "the header is padded")
    let header = try JSONDecoder().decode(FirstFormatHeader.self, from: raw[..<newline])
    #expect(header.formatVersion == 1 && header.storedAt == 5 && header.etag == "\"e\"" && header.payloadLength == 6)
    #expect(raw[(newline + 1)...] == Data("[true]".utf8))
}

@Test func concurrentStreamedWritersNeverShowAPartialEntry() throws {
    let temp = try TemporaryDirectory()
    let writers = 6
    let caches = try (0..<writers).map { _ in try JSONDiskCache(directory: temp.url) }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: writers * 2) { index in
        let cache = caches[index % writers]
        for round in 0..<25 {
            do {
                if index < writers {
                    // `writer` repeated `count` times as a JSON array, in three pieces.
                    let count = 100 + (index * 37 + round * 101) % 3000
                    let writer = try cache.beginEntry(forKey: "shared")
                    try writer.append(Data("[\(index)".utf8))
                    try writer.append(Data(String(repeating: ",\(index)", count: count - 1).utf8))
                    try writer.append(Data("]".utf8))
                    try writer.commit(itemCount: count)
                } else if let entry = try cache.entry(forKey: "shared") {
                    let values = try JSONDecoder().decode([Int].self, from: entry.payload)
                    if Set(values).count != 1 || values.count != entry.itemCount {
                        failures.add("partial or mixed entry")
                    }
                }
            } catch {
                failures.add("\(error)")
            }
        }
    }
    #expect(failures.all.isEmpty)
    #expect(try files(in: temp.url).filter { $0.hasSuffix(".corrupt") || $0.hasPrefix(".tmp-") }.isEmpty)
}

@Test func anIncompleteCommitKeepsTheCompleteBeginningMarkedAndWithoutTheETag() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let writer = try cache.beginEntry(forKey: "users", etag: "\"whole\"")
    try writer.append(Data(#"[{"id":1},{"id":2},{"id":"#.utf8))
    try writer.commitIncomplete(
        payloadLength: 18, closing: Array("]".utf8), itemCount: 2, expectedCount: 5, storedAt: storedAt)
    let entry = try #require(try cache.entry(forKey: "users"))
    #expect(entry.payload == Data(#"[{"id":1},{"id":2}]"#.utf8))
    let metadata = try #require(try cache.entryPrefix(forKey: "users", payloadBytes: 0)?.metadata)
    #expect(
        metadata
            == CacheEntryMetadata(
                storedAt: storedAt, itemCount: 2, payloadLength: 19, isIncomplete: true,
                expectedCount: 5))
    #expect(try files(in: temp.url) == [".lock", cache.fileName(forKey: "users")])
    let complete = try cache.beginEntry(forKey: "users", etag: "\"whole\"")
    try complete.append(Data(#"[{"id":1}]"#.utf8))
    #expect(throws: CacheError.self) {
        try complete.commitIncomplete(payloadLength: 11, closing: [], itemCount: 1, expectedCount: nil)
    }
    #expect(
        try cache.entryPrefix(forKey: "users", payloadBytes: 0)?.metadata.isIncomplete == true,
        "a cut past the end fails")
}

@Test func anIncompleteEntryOfAListOfUnknownLengthSaysSoWithoutALength() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let writer = try cache.beginEntry(forKey: "users")
    try writer.append(Data(#"[1,2,3"#.utf8))
    try writer.commitIncomplete(payloadLength: 4, closing: Array("]".utf8), itemCount: 2, expectedCount: nil)
    #expect(try cache.entry(forKey: "users")?.payload == Data("[1,2]".utf8))
    let metadata = try #require(try cache.entryPrefix(forKey: "users", payloadBytes: 0)?.metadata)
    #expect(metadata.isIncomplete && metadata.expectedCount == nil && metadata.itemCount == 2)
    let complete = try cache.beginEntry(forKey: "users")
    try complete.append(Data("[1,2,3]".utf8))
    try complete.commit(itemCount: 3)
    #expect(try cache.entryPrefix(forKey: "users", payloadBytes: 0)?.metadata.isIncomplete == false)
}

@Test func aWriterReadsBackItsPayloadInPiecesOfTheSizeAsked() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let writer = try cache.beginEntry(forKey: "users", sourceURL: "https://x/users", etag: "\"v1\"")
    let payload = Data((0..<1_000).map { "{\"id\":\($0)}" }.joined(separator: ",").utf8)
    for start in stride(from: 0, to: payload.count, by: 777) {
        try writer.append(payload[start..<min(start + 777, payload.count)])
    }
    var readBack = Data()
    var pieceSizes: [Int] = []
    try writer.readPayload(chunkSize: 4096) { piece in
        pieceSizes.append(piece.count)
        readBack.append(contentsOf: piece)
    }
    #expect(readBack == payload, "the payload, without the header")
    #expect(pieceSizes.dropLast().allSatisfy { $0 == 4096 } && pieceSizes.last.map { 1...4096 ~= $0 } == true)
    try writer.commit(itemCount: 1_000)
    #expect(try cache.entry(forKey: "users")?.payload == payload, "reading back changes nothing")
}

@Test func aCommittedOrAbandonedWriterHasNothingToReadBack() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let committed = try cache.beginEntry(forKey: "users")
    try committed.append(Data("[1,2]".utf8))
    try committed.commit()
    #expect(throws: CacheError.self) { try committed.readPayload { _ in } }
    let abandoned = try cache.beginEntry(forKey: "posts")
    try abandoned.append(Data("[3]".utf8))
    abandoned.abandon()
    #expect(throws: CacheError.self) { try abandoned.readPayload { _ in } }
}
