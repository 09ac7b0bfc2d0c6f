// FixtureStore: the JSONPlaceholder collections (users, posts, comments) of one fixture folder,
// loaded lazily on first use, plus the records created by POST during this process.
import Foundation
import Synchronization

/// Thread-safe access to the collections of a fixture folder.
///
/// A collection whose file is missing is an empty list (so a `--demo-data` folder holding only
/// `users.json` serves no posts or comments). Unlike the real JSONPlaceholder, records created
/// with POST are kept in memory for the life of the server, so a demo session sees what it created.
final class FixtureStore: Sendable {
    /// A collection file that exists but is not a JSON array.
    struct LoadError: Error {
        /// Which file, and what was wrong with it.
        var message: String
    }

    private struct Collection {
        var raw: [UInt8]?
        var items: [JSONValue]?
        var created: [JSONValue] = []
    }

    private let directory: URL
    private let collections = Mutex<[String: Collection]>([:])

    /// A store reading `<directory>/<name>.json` on demand.
    init(directory: URL) {
        self.directory = directory
    }

    /// The file bytes exactly as stored, when nothing was created in this collection (fast path for big lists).
    func unmodifiedBytes(of name: String) throws(LoadError) -> [UInt8]? {
        try collections.withLock { (all: inout [String: Collection]) throws(LoadError) -> [UInt8]? in
            var collection = all[name] ?? Collection()
            defer { all[name] = collection }
            guard collection.created.isEmpty else { return nil }
            return try loadRaw(name, into: &collection)
        }
    }

    /// Every record of the collection: the file's, then the ones created in this process.
    func items(of name: String) throws(LoadError) -> [JSONValue] {
        try collections.withLock { (all: inout [String: Collection]) throws(LoadError) -> [JSONValue] in
            var collection = all[name] ?? Collection()
            defer { all[name] = collection }
            return try loadItems(name, into: &collection) + collection.created
        }
    }

    /// Stores `record` with `"id"` set to the largest id plus one (moved to the last key), and returns it.
    func create(_ record: JSONValue, in name: String) throws(LoadError) -> JSONValue {
        try collections.withLock { (all: inout [String: Collection]) throws(LoadError) -> JSONValue in
            var collection = all[name] ?? Collection()
            defer { all[name] = collection }
            let existing = try loadItems(name, into: &collection) + collection.created
            let largest = existing.compactMap { $0["id"]?.doubleValue }.max() ?? 0
            let stored = record.appending("id", .number(Int(largest) + 1))
            collection.created.append(stored)
            return stored
        }
    }

    private func loadRaw(_ name: String, into collection: inout Collection) throws(LoadError) -> [UInt8] {
        if let raw = collection.raw { return raw }
        let url = directory.appendingPathComponent("\(name).json")
        let raw: [UInt8]
        if FileManager.default.fileExists(atPath: url.path) {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LoadError(message: "cannot read \(url.lastPathComponent)")
            }
            raw = [UInt8](data)
        } else {
            raw = Array("[]".utf8)
        }
        collection.raw = raw
        return raw
    }

    private func loadItems(_ name: String, into collection: inout Collection) throws(LoadError) -> [JSONValue] {
        if let items = collection.items { return items }
        let raw = try loadRaw(name, into: &collection)
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(raw)
        } catch {
            throw LoadError(message: "\(name).json is not valid JSON (byte \(error.offset): expected \(error.reason))")
        }
        guard let items = parsed.elements else { throw LoadError(message: "\(name).json is not a JSON array") }
        collection.items = items
        return items
    }
}
