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
        /// Records of the file replaced by PUT or PATCH, by id.
        var replaced: [String: JSONValue] = [:]
        /// Ids of the file's records removed by DELETE.
        var deleted: Set<String> = []

        var isUnchanged: Bool { created.isEmpty && replaced.isEmpty && deleted.isEmpty }
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
            collection.isUnchanged ? collection.file : nil
        }
    }

    /// Every record of the collection: the file's (as replaced, without the deleted), then the
    /// ones created in this process.
    func items(of name: String) throws(LoadError) -> [JSONValue] {
        try withCollection(name) { collection throws(LoadError) in
            try Self.currentItems(&collection)
        }
    }

    /// Replaces the record whose id is `id` with `record` (its `"id"` kept from the stored one) and
    /// returns what is stored; nil when there is no such record.
    func replace(id: String, with record: JSONValue, in name: String) throws(LoadError) -> JSONValue? {
        try update(id: id, in: name) { stored in record.setting("id", to: stored["id"] ?? .null) }
    }

    /// Sets the members of `changes` on the record whose id is `id` (its `"id"` kept) and returns
    /// what is stored; nil when there is no such record.
    func merge(id: String, with changes: JSONValue, in name: String) throws(LoadError) -> JSONValue? {
        try update(id: id, in: name) { stored in
            (changes.members ?? []).reduce(stored) { $0.setting($1.key, to: $1.value) }.setting("id", to: stored["id"] ?? .null)
        }
    }

    /// Removes the record whose id is `id`, if there is one.
    func delete(id: String, in name: String) throws(LoadError) {
        try withCollection(name) { collection throws(LoadError) in
            if let index = collection.created.firstIndex(where: { $0["id"]?.filterText == id }) {
                collection.created.remove(at: index)
            } else if try Self.loadItems(&collection).contains(where: { $0["id"]?.filterText == id }) {
                collection.deleted.insert(id)
                collection.replaced[id] = nil
            }
        }
    }

    private func update(
        id: String, in name: String, _ change: @escaping (JSONValue) -> JSONValue
    ) throws(LoadError) -> JSONValue? {
        try withCollection(name) { collection throws(LoadError) in
            if let index = collection.created.firstIndex(where: { $0["id"]?.filterText == id }) {
                collection.created[index] = change(collection.created[index])
                return collection.created[index]
            }
            guard !collection.deleted.contains(id),
                  let stored = try Self.loadItems(&collection).first(where: { $0["id"]?.filterText == id }) else { return nil }
            let updated = change(collection.replaced[id] ?? stored)
            collection.replaced[id] = updated
            return updated
        }
    }

    /// Stores `record` with `"id"` set to the largest id plus one (moved to the last key), and returns it.
    func create(_ record: JSONValue, in name: String) throws(LoadError) -> JSONValue {
        try withCollection(name) { collection throws(LoadError) in
            let existing = try Self.currentItems(&collection)
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

    private static func currentItems(_ collection: inout Collection) throws(LoadError) -> [JSONValue] {
        let fileItems = try loadItems(&collection)
        guard !collection.replaced.isEmpty || !collection.deleted.isEmpty else { return fileItems + collection.created }
        return fileItems.compactMap { item -> JSONValue? in
            guard let id = item["id"]?.filterText else { return item }
            return collection.deleted.contains(id) ? nil : collection.replaced[id] ?? item
        } + collection.created
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
