// FixtureStore: the JSONPlaceholder collections (users, posts, comments) of one fixture folder:
// each file opened on first use and served from disk while unmodified, parsed only when a route
// needs its records, plus the records created by POST during this process.
import Foundation
import Synchronization

/// Thread-safe access to the collections of a fixture folder.
///
/// A collection whose file is missing is an empty list (so a `--demo-data` folder holding only
/// `users.json` serves no posts or comments). A file that changes on disk (another inode, size or
/// modification time) is opened again and its parsed records are dropped. Unlike the real
/// JSONPlaceholder, records created with POST are kept in memory for the life of the server, so a
/// demo session sees what it created.
final class FixtureStore: Sendable {
    /// A collection file that cannot be read or is not a JSON array.
    struct LoadError: Error {
        /// Which file, and what was wrong with it.
        var message: String

        /// The error for a read that failed.
        init(_ error: FileReadError) { message = error.description }

        /// An error described by `message`.
        init(message: String) { self.message = message }

        /// `fileName` is not JSON; `error` says where and why.
        static func invalidJSON(_ fileName: String, _ error: JSONParseError) -> LoadError {
            LoadError(message: "\(fileName) is not valid JSON (byte \(error.offset): expected \(error.reason))")
        }

        /// `fileName` holds JSON of another shape than an array.
        static func notAnArray(_ fileName: String) -> LoadError {
            LoadError(message: "\(fileName) is not a JSON array")
        }
    }

    private struct Collection {
        var file: CollectionFile?
        var items: [JSONValue]?
        var created: [JSONValue] = []
    }

    private let directory: URL
    private let collections = Mutex<[String: Collection]>([:])

    /// A store reading `<directory>/<name>.json` on demand.
    init(directory: URL) {
        self.directory = directory
    }

    /// The collection's file when it exists and nothing was created in it, to serve without parsing.
    func unmodifiedFile(of name: String) throws(LoadError) -> CollectionFile? {
        try withCollection(name) { collection throws(LoadError) in
            collection.created.isEmpty ? collection.file : nil
        }
    }

    /// Every record of the collection: the file's, then the ones created in this process.
    func items(of name: String) throws(LoadError) -> [JSONValue] {
        try withCollection(name) { collection throws(LoadError) in
            try Self.loadItems(&collection) + collection.created
        }
    }

    /// Stores `record` with `"id"` set to the largest id plus one (moved to the last key), and returns it.
    func create(_ record: JSONValue, in name: String) throws(LoadError) -> JSONValue {
        try withCollection(name) { collection throws(LoadError) in
            let existing = try Self.loadItems(&collection) + collection.created
            let largest = existing.compactMap { $0["id"]?.doubleValue }.max() ?? 0
            let stored = record.appending("id", .number(Int(largest) + 1))
            collection.created.append(stored)
            return stored
        }
    }

    /// Runs `body` on the collection `name`, its file brought up to date first.
    private func withCollection<Result: Sendable>(
        _ name: String, _ body: (inout Collection) throws(LoadError) -> Result
    ) throws(LoadError) -> Result {
        try collections.withLock { (all: inout [String: Collection]) throws(LoadError) -> Result in
            var collection = all[name] ?? Collection()
            defer { all[name] = collection }
            try refreshFile(name, in: &collection)
            return try body(&collection)
        }
    }

    /// Opens `<name>.json` when it is not open yet or changed on disk (dropping its parsed records),
    /// and forgets it when it is gone.
    private func refreshFile(_ name: String, in collection: inout Collection) throws(LoadError) {
        let fileName = "\(name).json"
        let path = directory.appendingPathComponent(fileName).path
        let identity: FileIdentity?
        do {
            identity = try FileIdentity.ofFile(atPath: path, name: fileName)
        } catch {
            throw LoadError(error)
        }
        guard identity != collection.file?.identity else { return }
        collection.items = nil
        collection.file = try identity.map { _ throws(LoadError) in try CollectionFile(path: path, name: fileName) }
    }

    private static func loadItems(_ collection: inout Collection) throws(LoadError) -> [JSONValue] {
        if let items = collection.items { return items }
        guard let file = collection.file else { return [] }
        let bytes = try file.allBytes()
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(file.name, error)
        }
        guard let items = parsed.elements else { throw .notAnArray(file.name) }
        collection.items = items
        return items
    }
}
