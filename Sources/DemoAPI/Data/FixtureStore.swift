// FixtureStore: the JSONPlaceholder collections of one fixture folder: each file opened on first
// use and read from disk, never parsed whole, plus the writes (POST, PUT, PATCH, DELETE) made
// during this process, which together cost at most a set number of bytes.
import Foundation
import JSONCore
import Synchronization

/// Thread-safe access to the collections of a fixture folder.
///
/// A collection whose file is missing is an empty list (so a `--demo-data` folder holding only
/// `users.json` serves no posts or comments). A file that changes on disk (another inode, size or
/// modification time) is opened again. Unlike the real JSONPlaceholder, writes are kept in memory
/// for the life of the server, so a demo session sees what it changed; they may hold at most
/// `changeLimit` bytes, beyond which writes are refused (`WriteError.full`).
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

    /// Why a write was not made.
    enum WriteError: Error {
        /// The collection could not be read.
        case load(LoadError)
        /// Keeping the write would take the changes past `limit` bytes.
        case full(limit: Int)
    }

    private struct Collection {
        var file: CollectionFile?
        var changes = CollectionChanges()
    }

    private struct State {
        var collections: [String: Collection] = [:]
        /// The cost of every collection's changes.
        var cost = 0
    }

    private let folder: String
    /// The most bytes the changes of all collections may hold.
    let changeLimit: Int
    private let state = Mutex(State())

    /// A store reading `<folder>/<name>.json` on demand and keeping at most `changeLimit` bytes of writes.
    init(folder: String, changeLimit: Int) {
        self.folder = folder
        self.changeLimit = changeLimit
    }

    /// The collection as it is now: its file (brought up to date) and the writes kept over it.
    func snapshot(of name: String) throws(LoadError) -> CollectionSnapshot {
        try state.withLock { (state: inout State) throws(LoadError) -> CollectionSnapshot in
            var collection = state.collections[name] ?? Collection()
            try refreshFile(name, in: &collection)
            state.collections[name] = collection
            return CollectionSnapshot(file: collection.file, changes: collection.changes)
        }
    }

    /// Stores `record` with `"id"` set to the largest id given so far plus one (in place when the
    /// record has one, else last), and returns it.
    func create(_ record: JSONValue, in name: String) throws(WriteError) -> JSONValue {
        try write(name) { snapshot, changes throws(LoadError) in
            let largest = [try snapshot.file?.recordIndex().largestID, changes.largestCreatedID].compactMap { $0 }.max()
            let id = largest?.successor ?? .one
            let stored = record.setting("id", to: .number(id.text))
            changes.largestCreatedID = id
            changes.create(StoredRecord(stored))
            return stored
        }
    }

    /// Replaces the record `id` with `record`, whose `"id"` is set to the stored record's, and returns
    /// it; nil when there is no such record.
    func replace(id: String, with record: JSONValue, in name: String) throws(WriteError) -> JSONValue? {
        try write(name) { snapshot, changes throws(LoadError) in
            guard let current = try snapshot.record(id: id) else { return nil }
            let stored = record.setting("id", to: current["id"] ?? .null)
            Self.keep(stored, as: id, in: &changes)
            return stored
        }
    }

    /// Sets the members of `record` over the record `id` (keeping its `"id"`) and returns the result;
    /// nil when there is no such record.
    func merge(id: String, with record: JSONValue, in name: String) throws(WriteError) -> JSONValue? {
        try write(name) { snapshot, changes throws(LoadError) in
            guard let current = try snapshot.record(id: id) else { return nil }
            let merged = (record.members ?? []).reduce(current) { $0.setting($1.key, to: $1.value) }
            let stored = merged.setting("id", to: current["id"] ?? .null)
            Self.keep(stored, as: id, in: &changes)
            return stored
        }
    }

    /// Removes the record `id`, if there is one.
    func delete(id: String, in name: String) throws(WriteError) {
        try write(name) { snapshot, changes throws(LoadError) in
            if let index = changes.createdIndex(of: id) {
                changes.removeCreated(at: index)
            } else if try snapshot.isFileRecord(id) {
                changes.deleteFileRecord(id)
            }
        }
    }

    /// Keeps `record` as the record `id`: in place of a created record, or over the file's.
    private static func keep(_ record: JSONValue, as id: String, in changes: inout CollectionChanges) {
        if let index = changes.createdIndex(of: id) {
            changes.replaceCreated(at: index, with: StoredRecord(record))
        } else {
            changes.replaceFileRecord(id, with: StoredRecord(record))
        }
    }

    /// Runs `change` on the collection's changes under the lock, and keeps what it did unless that
    /// takes the total past the limit.
    private func write<Result: Sendable>(
        _ name: String, _ change: (CollectionSnapshot, inout CollectionChanges) throws(LoadError) -> Result
    ) throws(WriteError) -> Result {
        let limit = changeLimit
        return try state.withLock { (state: inout State) throws(WriteError) -> Result in
            var collection = state.collections[name] ?? Collection()
            do throws(LoadError) {
                try refreshFile(name, in: &collection)
            } catch {
                throw .load(error)
            }
            var changes = collection.changes
            let result: Result
            do throws(LoadError) {
                result = try change(CollectionSnapshot(file: collection.file, changes: collection.changes), &changes)
            } catch {
                throw .load(error)
            }
            let total = state.cost - collection.changes.cost + changes.cost
            if changes.cost > collection.changes.cost, total > limit { throw .full(limit: limit) }
            state.cost = total
            collection.changes = changes
            state.collections[name] = collection
            return result
        }
    }

    /// Opens `<name>.json` when it is not open yet or changed on disk,
    /// and forgets it when it is gone.
    private func refreshFile(_ name: String, in collection: inout Collection) throws(LoadError) {
        let fileName = "\(name).json"
        let path = PathText.joining(folder, fileName)
        let identity: FileIdentity?
        do {
            identity = try FileIdentity.ofFile(atPath: path, name: fileName)
        } catch {
            throw LoadError(error)
        }
        guard identity != collection.file?.identity else { return }
        collection.file = try identity.map { _ throws(LoadError) in try CollectionFile(path: path, name: fileName) }
    }
}
