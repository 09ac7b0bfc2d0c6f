// ListQuery: which records of a list a request keeps, and in what order, by json-server 0.16's rules
// (plural.js `list`): `q` searches every value of a record (lower-cased, nested ones too); any other
// key filters on the record field at that path (`address.city`): equal to one of the values given
// (as text), or with a suffix `_ne` (differs), `_lte`/`_gte` (JavaScript comparison), `_like`
// (case-insensitive regular expression); keys that no record has are dropped; `callback` and `_`
// are ignored. `_sort=a,b` with `_order=desc,asc` orders the result (lodash `orderBy`, stable).
import Foundation

/// The filters, search and order of a list request, applied to a collection's entries.
struct ListQuery {
    /// How a filter compares a record's value with the values given.
    enum Comparison: String, CaseIterable {
        case equal = ""
        case notEqual = "_ne"
        case atMost = "_lte"
        case atLeast = "_gte"
        case like = "_like"
    }

    /// One filtered key: the field's path, the comparison, and the values (any may match).
    struct Filter {
        var key: String
        var path: String
        var comparison: Comparison
        var values: [String]
    }

    /// A `_like` pattern that is not a regular expression.
    struct InvalidPattern: Error {
        var pattern: String
    }

    /// The keys that are options, never filters.
    static let optionKeys: Set<String> = [
        "q", "_start", "_end", "_page", "_sort", "_order", "_limit", "_embed", "_expand",
    ]

    private let filters: [Filter]
    /// The lower-cased `q`, when one was given.
    private let search: String?
    /// The `_sort` paths with whether each is descending.
    private let order: [(path: String, descending: Bool)]
    /// The compiled `_like` patterns.
    private let patterns: [String: NSRegularExpression]

    /// The query's filters, search and order.
    init(query: [QueryItem]) throws(InvalidPattern) {
        var filters: [Filter] = []
        for item in query where !Self.optionKeys.contains(item.name) && item.name != "callback" && item.name != "_" {
            if let index = filters.firstIndex(where: { $0.key == item.name }) {
                filters[index].values.append(item.value)
                continue
            }
            let comparison = Comparison.allCases.first { $0 != .equal && item.name.hasSuffix($0.rawValue) } ?? .equal
            filters.append(
                Filter(
                    key: item.name, path: String(item.name.dropLast(comparison.rawValue.count)),
                    comparison: comparison, values: [item.value]))
        }
        var patterns: [String: NSRegularExpression] = [:]
        for filter in filters where filter.comparison == .like {
            for value in filter.values where patterns[value] == nil {
                guard let pattern = try? NSRegularExpression(pattern: value, options: [.caseInsensitive]) else {
                    throw InvalidPattern(pattern: value)
                }
                patterns[value] = pattern
            }
        }
        self.filters = filters
        self.patterns = patterns
        search = query.first { $0.name == "q" }.map { $0.value.lowercased() }.flatMap { $0.isEmpty ? nil : $0 }
        let sortPaths =
            query.first { $0.name == "_sort" }?.value.split(separator: ",", omittingEmptySubsequences: false) ?? []
        let orders = (query.first { $0.name == "_order" }?.value ?? "").lowercased().split(
            separator: ",", omittingEmptySubsequences: false)
        order = sortPaths.enumerated().map { index, path in
            (String(path), index < orders.count && orders[index] == "desc")
        }
    }

    /// Whether the request neither filters, searches nor orders.
    var isEmpty: Bool { filters.isEmpty && search == nil && order.isEmpty }

    /// The entries of the records kept, in the order asked for. Equality filters on the file's
    /// records go through its field indexes; everything else reads the records one at a time.
    func apply(to entries: [ListEntry], in snapshot: CollectionSnapshot) throws(FixtureStore.LoadError) -> [ListEntry] {
        let stored = entries.compactMap { entry -> JSONValue? in
            if case .record(let record) = entry { return record.value }
            return nil
        }
        var applicable: [Filter] = []
        for filter in filters {
            if filter.comparison != .equal {
                applicable.append(filter)
            } else if try snapshot.file?.fieldIndex(filter.path).isPresent == true
                || stored.contains(where: { $0.value(atPath: filter.path) != nil })
            {
                applicable.append(filter)
            }
        }
        var kept = try keepingIndexedMatches(entries, applicable.filter { $0.comparison == .equal }, snapshot)
        let scanned = applicable.filter { $0.comparison != .equal }
        if search != nil || !scanned.isEmpty {
            var matching: [ListEntry] = []
            try snapshot.forEachRecord(of: kept) { entry, record in
                if matches(record, scanned) { matching.appendJoining(entry) }
                return true
            }
            kept = matching
        }
        return order.isEmpty ? kept : try sorted(kept, snapshot)
    }

    /// The entries whose records pass every equality filter: file records by index, stored ones read.
    private func keepingIndexedMatches(
        _ entries: [ListEntry], _ equalities: [Filter], _ snapshot: CollectionSnapshot
    ) throws(FixtureStore.LoadError) -> [ListEntry] {
        guard !equalities.isEmpty else { return entries }
        var fileMatches: Set<Int>?
        for filter in equalities {
            let positions =
                try snapshot.file.map { file throws(FixtureStore.LoadError) in
                    let index = try file.fieldIndex(filter.path)
                    return Set(filter.values.flatMap { index.positions[$0] ?? CompactOffsets() })
                } ?? Set<Int>()
            fileMatches = fileMatches.map { $0.intersection(positions) } ?? positions
        }
        var kept: [ListEntry] = []
        for entry in entries {
            switch entry {
            case .fileElements(let range):
                for position in range where fileMatches?.contains(position) ?? true {
                    kept.appendJoining(.fileElements(position..<(position + 1)))
                }
            case .record(let record):
                if matches(record.value, equalities, searching: false) { kept.append(entry) }
            }
        }
        return kept
    }

    /// Whether `record` matches the search (unless `searching` is false) and every filter.
    private func matches(_ record: JSONValue, _ filters: [Filter], searching: Bool = true) -> Bool {
        if searching, let search, !(record.members ?? []).contains(where: { $0.value.deeplyContains(search) }) {
            return false
        }
        return filters.allSatisfy { filter in
            guard let value = record.value(atPath: filter.path), value != .null else { return false }
            return filter.values.contains { passes(value, filter.comparison, $0) }
        }
    }

    /// One comparison of a record's value with a value given in the query.
    private func passes(_ value: JSONValue, _ comparison: Comparison, _ given: String) -> Bool {
        switch comparison {
        case .equal: return value.javaScriptText == given
        case .notEqual: return value.javaScriptText != given
        case .atMost: return JSONValue.javaScriptOrder(.string(given), value).map { $0 != .orderedAscending } ?? false
        case .atLeast: return JSONValue.javaScriptOrder(.string(given), value).map { $0 != .orderedDescending } ?? false
        case .like:
            let text = value.javaScriptText
            return patterns[given]?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }

    /// The entries ordered by the `_sort` paths (ties keep their order), one record per entry. Of the
    /// file's records only the sorted members are read.
    private func sorted(_ entries: [ListEntry], _ snapshot: CollectionSnapshot) throws(FixtureStore.LoadError)
        -> [ListEntry]
    {
        var keyed: [(keys: [JSONValue?], entry: ListEntry)] = []
        for entry in entries {
            switch entry {
            case .fileElements(let range):
                try snapshot.file?.forEachElementText(in: range) { position, text in
                    keyed.append(
                        (
                            order.map { JSONParser.value(atPath: $0.path, of: text) },
                            .fileElements(position..<(position + 1))
                        ))
                    return true
                }
            case .record(let record):
                let value = record.value
                keyed.append((order.map { value.value(atPath: $0.path) }, entry))
            }
        }
        let ordered = keyed.enumerated().sorted { left, right in
            for (index, key) in order.enumerated() {
                let result = JSONValue.lodashCompare(left.element.keys[index], right.element.keys[index])
                if result != .orderedSame { return (result == .orderedAscending) != key.descending }
            }
            return left.offset < right.offset
        }
        var result: [ListEntry] = []
        for item in ordered { result.appendJoining(item.element.entry) }
        return result
    }
}
