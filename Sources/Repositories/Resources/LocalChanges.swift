// LocalChanges: the items created, edited and deleted through the app for one collection, kept
// in their own cache entry (and in memory when there is no cache) and laid over every list the
// server sends, so they survive a revalidation and a restart (JSONPlaceholder keeps no writes).
// With a cache, every read goes to the entry, so each repository reading a collection (the
// posts list, the resource writer of posts) sees the same changes.
import Foundation
import Models
import Services
import Synchronization

/// The session's own changes to one collection.
final class LocalChanges<Item: RemoteResource>: Sendable {
    /// What is stored: creations in order, edits by id, deleted ids.
    struct Record: Codable, Sendable {
        var created: [Item] = []
        var edited: [Int: Item] = [:]
        var deleted: Set<Int> = []
    }

    private let cache: JSONDiskCache?
    private let key: String
    /// The changes when there is no cache.
    private let memory = Mutex(Record())

    /// The changes stored under `key` in `cache`.
    init(cache: JSONDiskCache?, key: String) {
        self.cache = cache
        self.key = key
    }

    /// The changes as stored now.
    private var record: Record {
        guard let cache else { return memory.withLock { $0 } }
        return ((try? cache.value(Record.self, forKey: key))?.value) ?? Record()
    }

    /// `item` with an id that collides with none of `knownIDs` or earlier creations.
    func distinct(_ item: Item, knownIDs: Set<Int>) -> Item {
        let taken = knownIDs.union(record.created.map(\.id))
        guard taken.contains(item.id) else { return item }
        var item = item
        item.id = (taken.max() ?? 0) + 1
        return item
    }

    /// Remembers a created item.
    func created(_ item: Item) throws { try change { $0.created.append(item) } }

    /// Remembers an edit (of a server item, or of one created here).
    func edited(_ item: Item) throws {
        try change { record in
            if let index = record.created.firstIndex(where: { $0.id == item.id }) {
                record.created[index] = item
            } else {
                record.edited[item.id] = item
            }
        }
    }

    /// Remembers a deletion.
    func deleted(_ id: Int) throws {
        try change { record in
            record.created.removeAll { $0.id == id }
            record.edited[id] = nil
            record.deleted.insert(id)
        }
    }

    /// The ids edited here.
    var editedIDs: Set<Int> {
        Set(record.edited.keys)
    }

    /// `list` with deletions removed, edits in place, and the creations `belongs` accepts
    /// appended (those not already in it); `list` itself when nothing was changed.
    func applied(to list: [Item], where belongs: (Item) -> Bool = { _ in true }) -> [Item] {
        let record = record
        if record.created.isEmpty && record.edited.isEmpty && record.deleted.isEmpty { return list }
        var result = list
        if !record.deleted.isEmpty || !record.edited.isEmpty {
            result = list.compactMap { item -> Item? in
                if record.deleted.contains(item.id) { return nil }
                guard let edit = record.edited[item.id] else { return item }
                return belongs(edit) ? edit : nil  // an edit may move it to another parent
            }
        }
        let ids = Set(result.map(\.id))
        result += record.created.filter { belongs($0) && !ids.contains($0.id) && !record.deleted.contains($0.id) }
        return result
    }

    private func change(_ update: (inout Record) -> Void) throws {
        guard let cache else { return memory.withLock { update(&$0) } }
        var changed = record
        update(&changed)
        try cache.store(value: changed, forKey: key)
    }
}
