// JSONDiskCache.markRevalidated after a 304: the entry's age starts again, its payload and ETag
// stay byte for byte, the change is a new file renamed into place, and the payload copy works
// with each of the kernel's copy methods.
import Foundation
import JSONCore
import Testing

@testable import Services

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func inode(_ url: URL) -> UInt64? {
    FileIdentity(path: url.path)?.inode
}

@Test func revalidationRenewsTheAgeAndKeepsPayloadAndETagByteIdentical() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let payload = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try cache.store(
        payload, forKey: "users", sourceURL: "https://x/users", etag: "W/\"äbc\"", itemCount: 42,
        storedAt: now.addingTimeInterval(-3600))
    let file = temp.appending(cache.fileName(forKey: "users"))
    let before = inode(file)
    #expect(try cache.entry(forKey: "users")?.freshness(ttl: 300, at: now) == .stale(age: 3600))

    #expect(try cache.markRevalidated(forKey: "users", at: now))

    let entry = try #require(try cache.entry(forKey: "users"))
    #expect(entry.freshness(ttl: 300, at: now) == .fresh(age: 0))
    #expect(entry.payload == payload)
    #expect(entry.etag == "W/\"äbc\"" && entry.sourceURL == "https://x/users" && entry.itemCount == 42)
    #expect(inode(file) != before, "a new file was renamed into place")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == [
            ".lock", file.lastPathComponent,
        ])
}

@Test func revalidatingAMissingEntryChangesNothing() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    #expect(try !cache.markRevalidated(forKey: "absent"))
    #expect(try cache.entry(forKey: "absent") == nil)
}

@Test func aReaderOfTheOldFileFinishesWithTheOldBytesWhileItIsRevalidated() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    let payload = Data(String(repeating: "0123456789", count: 10_000).utf8)
    try cache.store(payload, forKey: "k", storedAt: Date(timeIntervalSince1970: 1))
    var received = Data()
    try cache.streamEntry(forKey: "k", chunkSize: 4096) { chunk in
        if received.isEmpty {
            let renewed = try cache.markRevalidated(forKey: "k")
            #expect(renewed)
        }
        received.append(contentsOf: chunk)
    }
    #expect(received == payload)
    #expect(try cache.entry(forKey: "k")?.age() ?? .infinity < 60)
}

@Test func revalidationLosesToAWriterThatReplacedTheEntryMeanwhile() throws {
    let temp = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: temp.url)
    try cache.store(Data("[\"old\"]".utf8), forKey: "k")
    let (file, metadata, offset) = try #require(try cache.openEntry(forKey: "k"))
    let writer = try cache.beginEntry(forKey: "k")
    try writer.appendCopy(of: metadata.payloadLength, from: file.descriptor, at: offset)
    try cache.store(Data("[\"newer\"]".utf8), forKey: "k")
    #expect(try !writer.commit(itemCount: nil, storedAt: Date(), replacing: file.identity))
    #expect(try cache.entry(forKey: "k")?.payload == Data("[\"newer\"]".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).filter { $0.hasPrefix(".tmp-") }.isEmpty)
}

@Test(arguments: [[KernelCopy.Method.copyFileRange], [.sendfile], [.readWrite], KernelCopy.Method.allCases])
func kernelCopyMovesExactlyTheRange(methods: [KernelCopy.Method]) throws {
    let temp = try TemporaryDirectory()
    let source = Data((0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
    try source.write(to: temp.appending("source"))
    let input = open(temp.appending("source").path, O_RDONLY)
    let output = open(temp.appending("copy").path, O_RDWR | O_CREAT, 0o600)
    defer {
        close(input)
        close(output)
    }
    try KernelCopy.copy(count: 140_000, from: input, at: 7, to: output, at: 3, path: "copy", methods: methods)
    let copy = try Data(contentsOf: temp.appending("copy"))
    #expect(copy.count == 140_003)
    #expect(copy.dropFirst(3) == source[7..<140_007])
}
