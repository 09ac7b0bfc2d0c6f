// CollectionSnapshot: one collection as a request sees it: its file and the writes kept over it,
// taken together under the store's lock and then read without it.

/// A collection's file and changes at one moment.
struct CollectionSnapshot: Sendable {
    /// The collection's file; nil when there is none (an empty list).
    let file: CollectionFile?
    /// The writes kept over the file.
    let changes: CollectionChanges

    /// The current list in order: runs of the file's unchanged elements, replacements where the
    /// file's records were replaced, then the created records. Costs the number of changes, not
    /// the number of records.
    func entries() throws(FixtureStore.LoadError) -> [ListEntry] {
        var entries: [ListEntry] = []
        if let file {
            let count = try file.elementCount()
            var next = 0
            for (position, record) in try overrides(in: file) {
                if position > next { entries.append(.fileElements(next..<position)) }
                if let record { entries.append(.record(record)) }
                next = position + 1
            }
            if next < count { entries.append(.fileElements(next..<count)) }
        }
        entries += changes.created.map(ListEntry.record)
        return entries
    }

    /// The positions of the file's replaced (with the replacement) and deleted (nil) records, in order.
    private func overrides(in file: CollectionFile) throws(FixtureStore.LoadError) -> [(
        position: Int, record: StoredRecord?
    )] {
        guard !changes.leavesFileRecordsAlone else { return [] }
        let positions = try file.recordIndex().positions
        let replaced = changes.replaced.compactMap { id, record in positions[id].map { ($0, Optional(record)) } }
        let deleted = changes.deleted.compactMap { id in positions[id].map { ($0, StoredRecord?.none) } }
        return (replaced + deleted).sorted { $0.0 < $1.0 }
    }

    /// The record whose id (as `JSONValue.javaScriptText`) is `id`; nil when there is none.
    func record(id: String) throws(FixtureStore.LoadError) -> JSONValue? {
        if let index = changes.createdIndex(of: id) { return changes.created[index].value }
        if changes.deleted.contains(id) { return nil }
        if let replacement = changes.replaced[id] { return replacement.value }
        guard let file, let position = try file.recordIndex().positions[id] else { return nil }
        return try file.element(at: position)
    }

    /// Whether the record `id` is one of the file's (not a created one).
    func isFileRecord(_ id: String) throws(FixtureStore.LoadError) -> Bool {
        guard changes.createdIndex(of: id) == nil, !changes.deleted.contains(id), let file else { return false }
        return try file.recordIndex().positions[id] != nil
    }

    /// Calls `body` with each record of `entries`, parsed, and the entry standing for it alone,
    /// until `body` returns false.
    func forEachRecord(of entries: [ListEntry], _ body: (ListEntry, JSONValue) -> Bool) throws(FixtureStore.LoadError) {
        for entry in entries {
            switch entry {
            case .fileElements(let range):
                let goOn = try file?.forEachElement(in: range) { position, value in
                    body(.fileElements(position..<(position + 1)), value)
                }
                if goOn == false { return }
            case .record(let record):
                guard body(entry, record.value) else { return }
            }
        }
    }
}
