// A cache entry (or the lock file) that is a FIFO, a device or a directory: opening it never
// blocks, it is never read, and the entry counts as a miss (set aside as corrupt).
import Foundation
import Glibc
import Synchronization
import Testing

@testable import Services

/// Runs `body` on a thread of its own and returns its result, or nil when it has not finished
/// within `seconds` (a blocked open would otherwise hang the test run).
private func promptly<T: Sendable>(within seconds: Double = 10, _ body: @escaping @Sendable () throws -> T) -> Result<
    T, any Error
>? {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        outcome.withLock { $0 = Result { try body() } }
        finished.signal()
    }
    guard finished.wait(timeout: .now() + seconds) == .success else { return nil }
    return outcome.withLock { $0 }
}

@Test func aFIFOInPlaceOfAnEntryIsAMissAndIsSetAside() throws {
    let directory = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: directory.url)
    let path = directory.url.path + "/" + cache.fileName(forKey: "users")
    #expect(mkfifo(path, 0o600) == 0)
    let entry = try #require(promptly { try cache.entry(forKey: "users") }, "reading a FIFO entry must not block")
    #expect(try entry.get() == nil)
    var info = stat()
    #expect(lstat(path, &info) != 0, "the FIFO is no longer at the entry's name")
    #expect(lstat(path + ".corrupt", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
}

@Test(arguments: ["stream", "prefix"])
func streamingReadsOfAFIFOEntryAreMisses(read: String) throws {
    let directory = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: directory.url)
    #expect(mkfifo(directory.url.path + "/" + cache.fileName(forKey: "users"), 0o600) == 0)
    let found = try #require(
        promptly { () -> Bool in
            switch read {
            case "stream": try cache.streamEntry(forKey: "users", payload: { _ in }) != nil
            default: try cache.entryPrefix(forKey: "users", payloadBytes: 10) != nil
            }
        })
    #expect(try found.get() == false)
}

@Test func aDirectoryInPlaceOfAnEntryIsAMiss() throws {
    let directory = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: directory.url)
    #expect(mkdir(directory.url.path + "/" + cache.fileName(forKey: "users"), 0o700) == 0)
    #expect(try cache.entry(forKey: "users") == nil)
    try cache.store(Data("[]".utf8), forKey: "users")
    #expect(try cache.entry(forKey: "users")?.payload == Data("[]".utf8), "a new entry can be written after")
}

@Test func aFIFOInPlaceOfTheLockFileFailsWithASentenceInsteadOfBlocking() throws {
    let directory = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: directory.url)
    #expect(mkfifo(directory.url.path + "/.lock", 0o600) == 0)
    let result = try #require(promptly { try cache.entry(forKey: "users") })
    #expect(throws: CacheError.notARegularFile(path: directory.url.standardizedFileURL.path + "/.lock")) {
        try result.get()
    }
    #expect(
        CacheError.notARegularFile(path: "/c/x").userMessage
            == "The cache file /c/x is not a regular file, so it is not read.")
}
