// RecentCitiesStore: where the weather screen keeps the places looked up last (name, region,
// country and coordinates), and its live implementation: a small JSON file, written atomically
// and readable only by its owner.
import Foundation
import JSONCore
import Models
import Services

/// Persists the list of recently looked-up places, most recent first.
public protocol RecentCitiesStore: Sendable {
    /// The stored places; empty when nothing was stored yet.
    func load() async throws -> [WeatherPlace]
    /// Replaces the stored places.
    func save(_ places: [WeatherPlace]) async throws
}

/// A failure to persist the recent cities, in plain words.
public struct RecentCitiesStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Recent cities in `recent-cities.json` inside a directory (created 0700 if missing). Writes go
/// to a temporary file in the same directory (mode 0600), are flushed, then renamed over the old
/// file, so a crash leaves the old list or the new one, never half of one.
public struct FileRecentCitiesStore: RecentCitiesStore {
    /// The file the cities are kept in.
    public let fileURL: URL

    /// A store keeping its file in `directory`.
    public init(directory: URL) {
        self.init(path: directory.path)
    }

    /// A store keeping its file in the folder at `path` (no `URL` path operation: see `PathText`).
    public init(path: String) {
        fileURL = URL(fileURLWithPath: PathText.joining(path, "recent-cities.json"))
    }

    /// The stored places; empty if the file does not exist or cannot be read as a list. A list
    /// of names (the format before places were kept) gives places with names only.
    public func load() async throws -> [WeatherPlace] {
        // Only a regular file is read, without blocking (a FIFO in its place is ignored).
        guard let data = try? RegularFile.contents(atPath: fileURL.path) else { return [] }
        if let places = try? JSONDecoder().decode([WeatherPlace].self, from: data) { return places }
        return ((try? JSONDecoder().decode([String].self, from: data)) ?? []).map(WeatherPlace.init(named:))
    }

    /// Writes `places` atomically with mode 0600.
    public func save(_ places: [WeatherPlace]) async throws {
        let data = try JSONEncoder().encode(places)
        do {
            try AtomicFile.write(data, to: fileURL)
        } catch {
            throw RecentCitiesStoreError(
                "Cannot keep recent cities in \(fileURL.deletingLastPathComponent().path): \(error)")
        }
    }
}
