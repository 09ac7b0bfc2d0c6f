// JSONDiskCache.value(forKey:decodedBy:): a caller's decoder over the stored payload, with the
// same miss and quarantine behaviour as the JSONDecoder path.
import Foundation
import Testing

@testable import Services

private struct Rejected: Error {}

@Test func customDecoderReceivesTheStoredPayloadAndItsEntry() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let payload = Data(#"[{"id":7}]"#.utf8)
    try cache.store(payload, forKey: "users", etag: "\"v2\"")
    let hit = try #require(try cache.value(forKey: "users") { data in String(decoding: data, as: UTF8.self).count })
    #expect(hit.value == payload.count)
    #expect(hit.entry.payload == payload)
    #expect(hit.entry.etag == "\"v2\"")
}

@Test func customDecoderIsNotCalledOnAMiss() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    var calls = 0
    let hit = try cache.value(forKey: "absent") { _ in calls += 1 }
    #expect(hit == nil)
    #expect(calls == 0)
}

@Test func payloadTheCustomDecoderRejectsIsQuarantinedAndMissed() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("not a list".utf8), forKey: "users")
    let name = cache.fileName(forKey: "users")
    let hit = try cache.value(forKey: "users") { _ -> Int in throw Rejected() }
    #expect(hit == nil)
    #expect(FileManager.default.fileExists(atPath: temp.appending(name + ".corrupt").path))
    #expect(!FileManager.default.fileExists(atPath: temp.appending(name).path))
    #expect(try cache.entry(forKey: "users") == nil)
}

@Test func decodableValueStillGoesThroughJSONDecoder() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(value: [3, 1, 2], forKey: "numbers")
    #expect(try cache.value([Int].self, forKey: "numbers")?.value == [3, 1, 2])
    #expect(try cache.value([String].self, forKey: "numbers") == nil)
    #expect(FileManager.default.fileExists(atPath: temp.appending(cache.fileName(forKey: "numbers") + ".corrupt").path))
}
