// FileRecentCitiesStore: round trip, a missing or broken file, permissions and atomic writes.
import Foundation
import Repositories
import Testing

struct RecentCitiesStoreTests {
    /// A fresh directory under the temporary folder, not created yet.
    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("recent-cities-\(UUID().uuidString)", isDirectory: true)
    }

    @Test func savedCitiesLoadBackInOrder() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileRecentCitiesStore(directory: directory)
        #expect(try await store.load() == [])
        try await store.save(["Zürich", "Oslo"])
        try await store.save(["東京", "Zürich", "Oslo"])
        #expect(try await FileRecentCitiesStore(directory: directory).load() == ["東京", "Zürich", "Oslo"])
    }

    @Test func theFileIsPrivateAndNoTemporaryFilesAreLeft() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileRecentCitiesStore(directory: directory)
        try await store.save(["Oslo"])
        let attributes = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let directoryAttributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((directoryAttributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["recent-cities.json"])
    }

    @Test func aBrokenFileReadsAsNoCitiesAndIsReplacedOnSave() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = FileRecentCitiesStore(directory: directory)
        try Data("[\"Osl".utf8).write(to: store.fileURL)
        #expect(try await store.load() == [])
        try await store.save(["Rome"])
        #expect(try await store.load() == ["Rome"])
    }

    @Test func aDirectoryThatCannotBeCreatedIsAnError() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a directory".utf8).write(to: directory)
        let store = FileRecentCitiesStore(directory: directory.appendingPathComponent("inner"))
        await #expect(throws: (any Error).self) { try await store.save(["Rome"]) }
    }
}
