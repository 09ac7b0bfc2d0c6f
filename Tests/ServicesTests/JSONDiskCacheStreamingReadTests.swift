// JSONDiskCache.streamEntry and entryPrefix: metadata first, then the payload in bounded chunks
// through one reused buffer; a consumer's DecodingError quarantines the file, other errors only
// stop the read; a file that is not an entry is quarantined and missed.
import Foundation
import Testing

@testable import Services

private struct Stop: Error {}

@Test func streamedPayloadComesAfterTheMetadataInChunksThroughOneBuffer() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let payload = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try cache.store(payload, forKey: "big", etag: "\"b\"", itemCount: 7)
    var events: [String] = []
    var received = Data()
    var buffers = Set<UnsafeRawPointer?>()
    let metadata = try cache.streamEntry(forKey: "big", chunkSize: 64 * 1024) { metadata in
        events.append("metadata \(metadata.payloadLength) \(metadata.itemCount ?? -1)")
    } payload: { chunk in
        events.append("chunk \(chunk.count)")
        buffers.insert(chunk.baseAddress.map(UnsafeRawPointer.init))
        received.append(contentsOf: chunk)
    }
    #expect(metadata?.etag == "\"b\"")
    #expect(events == ["metadata 300000 7", "chunk 65536", "chunk 65536", "chunk 65536", "chunk 65536", "chunk 37856"])
    #expect(received == payload)
    #expect(buffers.count == 1, "one buffer, reused for every chunk")
}

@Test func streamingAMissCallsNothing() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    var calls = 0
    #expect(try cache.streamEntry(forKey: "absent", metadata: { _ in calls += 1 }, payload: { _ in calls += 1 }) == nil)
    #expect(try cache.entryPrefix(forKey: "absent", payloadBytes: 10) == nil)
    #expect(calls == 0)
}

@Test func decodingErrorFromTheConsumerQuarantinesTheFile() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data(String(repeating: "x", count: 10_000).utf8), forKey: "users")
    var chunks = 0
    #expect(throws: DecodingError.self) {
        try cache.streamEntry(forKey: "users", chunkSize: 1000) { _ in
            chunks += 1
            if chunks == 2 { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")) }
        }
    }
    #expect(chunks == 2)
    #expect(FileManager.default.fileExists(atPath: temp.appending(cache.fileName(forKey: "users") + ".corrupt").path))
    #expect(try cache.entry(forKey: "users") == nil)
}

@Test func otherConsumerErrorsStopTheReadAndKeepTheEntry() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[1,2,3]".utf8), forKey: "users")
    #expect(throws: Stop.self) {
        try cache.streamEntry(forKey: "users", metadata: { _ in throw Stop() }, payload: { _ in })
    }
    #expect(try cache.entry(forKey: "users")?.payload == Data("[1,2,3]".utf8))
}

@Test func prefixHoldsTheMetadataAndTheFirstBytesOnly() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let payload = Data(#"[{"id":1},{"id":2},{"id":3}]"#.utf8)
    try cache.store(payload, forKey: "users", etag: "\"p\"", itemCount: 3)
    let prefix = try #require(try cache.entryPrefix(forKey: "users", payloadBytes: 10))
    #expect(prefix.payloadPrefix == payload.prefix(10))
    #expect(
        prefix.metadata.itemCount == 3 && prefix.metadata.payloadLength == payload.count
            && prefix.metadata.etag == "\"p\"")
    #expect(try cache.entryPrefix(forKey: "users", payloadBytes: 1000)?.payloadPrefix == payload)
}

@Test func streamingAFileThatIsNotAnEntryQuarantinesItAndMisses() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let name = cache.fileName(forKey: "users")
    try Data("{\"formatVersion\":1,\"storedAt\":0,\"payloadLength\":99}\n[]".utf8).write(to: temp.appending(name))
    #expect(try cache.entryPrefix(forKey: "users", payloadBytes: 10) == nil)
    #expect(FileManager.default.fileExists(atPath: temp.appending(name + ".corrupt").path))
    try Data(String(repeating: "no header line ", count: 10_000).utf8).write(to: temp.appending(name))
    #expect(try cache.streamEntry(forKey: "users", payload: { _ in Issue.record("no payload expected") }) == nil)
    #expect(!FileManager.default.fileExists(atPath: temp.appending(name).path))
}
