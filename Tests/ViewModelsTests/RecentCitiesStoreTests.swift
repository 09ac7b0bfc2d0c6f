// FileRecentCitiesStore: round trip, a missing or broken file, permissions and atomic writes.
import Foundation
import Models
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
        let paris = WeatherPlace(
            name: "Paris", region: "Texas", country: "United States", latitude: 33.66, longitude: -95.56)
        try await store.save(places(["Zürich", "Oslo"]))
        try await store.save([paris] + places(["東京", "Zürich"]))
        #expect(try await FileRecentCitiesStore(directory: directory).load() == [paris] + places(["東京", "Zürich"]))
    }

    @Test func aListOfNamesFromAnOlderVersionLoadsAsPlaces() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = FileRecentCitiesStore(directory: directory)
        try Data(#"["Oslo","Zürich"]"#.utf8).write(to: store.fileURL)
        #expect(try await store.load() == places(["Oslo", "Zürich"]))
    }

    @Test func storedCoordinatesOffTheGlobeAreDropped() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = FileRecentCitiesStore(directory: directory)
        try Data(
            #"[{"name":"Nowhere","latitude":1e308,"longitude":2},{"name":"Oslo","latitude":59.9,"longitude":10.7}]"#
                .utf8
        )
        .write(to: store.fileURL)
        let loaded = try await store.load()
        #expect(loaded.map(\.hasCoordinates) == [false, true])
        #expect(loaded.first?.latitude == nil)
    }

    func places(_ names: [String]) -> [WeatherPlace] { names.map(WeatherPlace.init(named:)) }

    @Test func theFileIsPrivateAndNoTemporaryFilesAreLeft() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileRecentCitiesStore(directory: directory)
        try await store.save(places(["Oslo"]))
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
        try await store.save(places(["Rome"]))
        #expect(try await store.load() == places(["Rome"]))
    }

    @Test func aDirectoryThatCannotBeCreatedIsAnError() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("not a directory".utf8).write(to: directory)
        let store = FileRecentCitiesStore(directory: directory.appendingPathComponent("inner"))
        await #expect(throws: (any Error).self) { try await store.save(places(["Rome"])) }
    }
}
