// CollectionChanges: what POST, PUT, PATCH and DELETE changed in one collection: records created,
// records of the file replaced or deleted (by id, so they survive the file being rewritten), and
// the largest id handed out, so ids are never given twice.

/// The writes kept for one collection, and what keeping them costs.
struct CollectionChanges: Sendable {
    /// What each kept entry costs beyond its text (keys, array and dictionary slots).
    static let entryOverhead = 64

    /// Records created in this process, in the order they were created (edits replace them in place).
    private(set) var created: [StoredRecord] = []
    /// Records of the file replaced by PUT or PATCH, by id.
    private(set) var replaced: [String: StoredRecord] = [:]
    /// Ids of the file's records removed by DELETE.
    private(set) var deleted: Set<String> = []
    /// The largest id given to a created record.
    var largestCreatedID: WholeNumber?
    /// The bytes these changes hold, counted against the server's limit.
    private(set) var cost = 0

    /// Whether nothing was written.
    var isEmpty: Bool { created.isEmpty && replaced.isEmpty && deleted.isEmpty }

    /// Whether the file's records are served as they are (only new records were added, or none).
    var leavesFileRecordsAlone: Bool { replaced.isEmpty && deleted.isEmpty }

    /// The index in `created` of the record whose id is `id`.
    func createdIndex(of id: String) -> Int? {
        created.firstIndex { $0.id == id }
    }

    /// Adds a created record.
    mutating func create(_ record: StoredRecord) {
        created.append(record)
        cost += record.cost
    }

    /// Replaces the created record at `index`.
    mutating func replaceCreated(at index: Int, with record: StoredRecord) {
        cost += record.cost - created[index].cost
        created[index] = record
    }

    /// Removes the created record at `index`.
    mutating func removeCreated(at index: Int) {
        cost -= created.remove(at: index).cost
    }

    /// Replaces the file's record whose id is `id`.
    mutating func replaceFileRecord(_ id: String, with record: StoredRecord) {
        cost += record.cost - (replaced[id]?.cost ?? 0)
        replaced[id] = record
    }

    /// Removes the file's record whose id is `id`.
    mutating func deleteFileRecord(_ id: String) {
        if let previous = replaced.removeValue(forKey: id) { cost -= previous.cost }
        if deleted.insert(id).inserted { cost += Self.deletionCost(id) }
    }

    /// What removing the file's record `id` costs.
    static func deletionCost(_ id: String) -> Int { id.utf8.count + entryOverhead }
}
