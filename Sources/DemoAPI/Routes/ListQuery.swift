// ListQuery: which records of a list a request keeps, by json-server 0.16's rules (plural.js):
// a query key that names a field of some record filters on it (the record's value as text equals
// one of the values given); keys no record has are dropped; keys starting with `_` are options.

/// The filters of a list request, applied to a collection's entries one record at a time.
struct ListQuery {
    /// Each filtered field path (`userId`, `address.city`) with the values it may have.
    private let filters: [(path: String, values: Set<String>)]

    /// The filters in `query` (every key not starting with `_`).
    init(query: [QueryItem]) {
        var filters: [(path: String, values: Set<String>)] = []
        for item in query where !item.name.hasPrefix("_") {
            if let index = filters.firstIndex(where: { $0.path == item.name }) {
                filters[index].values.insert(item.value)
            } else {
                filters.append((item.name, [item.value]))
            }
        }
        self.filters = filters
    }

    /// Whether the request filters nothing.
    var isEmpty: Bool { filters.isEmpty }

    /// The entries of the records that pass, in order. The file's records are found through its
    /// field indexes; the records kept in memory are read.
    func apply(to entries: [ListEntry], in snapshot: CollectionSnapshot) throws(FixtureStore.LoadError) -> [ListEntry] {
        guard !filters.isEmpty else { return entries }
        let stored = entries.compactMap { entry -> JSONValue? in
            if case .record(let record) = entry { return record.value }
            return nil
        }
        var applicable: [(path: String, values: Set<String>)] = []
        var fileMatches: Set<Int>?
        for filter in filters {
            let index = try snapshot.file?.fieldIndex(filter.path)
            guard index?.isPresent == true || stored.contains(where: { $0.value(atPath: filter.path) != nil }) else { continue }
            applicable.append(filter)
            let positions = Set(filter.values.flatMap { index?.positions[$0] ?? [] })
            fileMatches = fileMatches.map { $0.intersection(positions) } ?? positions
        }
        guard let fileMatches else { return entries }
        var kept: [ListEntry] = []
        for entry in entries {
            switch entry {
            case .fileElements(let range):
                for position in range where fileMatches.contains(position) {
                    kept.appendJoining(.fileElements(position..<(position + 1)))
                }
            case .record(let record):
                if Self.passes(record.value, applicable) { kept.append(entry) }
            }
        }
        return kept
    }

    /// Whether `record`'s value at each filter's path, as text, is one of the filter's values.
    private static func passes(_ record: JSONValue, _ filters: [(path: String, values: Set<String>)]) -> Bool {
        filters.allSatisfy { filter in
            record.value(atPath: filter.path).map { $0 != .null && filter.values.contains($0.javaScriptText) } ?? false
        }
    }
}
