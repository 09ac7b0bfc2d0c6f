// ListEntry: a list answer described without its records' bytes: runs of a collection file's
// elements and records kept in memory, which can be counted, sliced and filtered as they are.

/// Consecutive elements of a collection file, or one stored record.
enum ListEntry: Sendable {
    /// The file's elements at these positions.
    case fileElements(Range<Int>)
    /// A record written in this process.
    case record(StoredRecord)

    /// How many records this entry stands for.
    var count: Int {
        switch self {
        case .fileElements(let range): range.count
        case .record: 1
        }
    }
}

extension [ListEntry] {
    /// How many records the entries stand for.
    var recordCount: Int { reduce(0) { $0 + $1.count } }

    /// Adds `entry`, joining it to the last entry when both are file runs that meet.
    mutating func appendJoining(_ entry: ListEntry) {
        if case .fileElements(let next) = entry, case .fileElements(let previous)? = last,
            previous.upperBound == next.lowerBound
        {
            self[count - 1] = .fileElements(previous.lowerBound..<next.upperBound)
        } else {
            append(entry)
        }
    }

    /// The entries for the records at `positions` of the list (positions past the end are ignored).
    func slice(_ positions: Range<Int>) -> [ListEntry] {
        var result: [ListEntry] = []
        var start = 0
        for entry in self {
            let end = start + entry.count
            defer { start = end }
            guard end > positions.lowerBound else { continue }
            guard start < positions.upperBound else { break }
            switch entry {
            case .fileElements(let range):
                let lower = range.lowerBound + Swift.max(positions.lowerBound - start, 0)
                let upper = range.lowerBound + Swift.min(positions.upperBound - start, range.count)
                result.append(.fileElements(lower..<upper))
            case .record:
                result.append(entry)
            }
        }
        return result
    }
}
