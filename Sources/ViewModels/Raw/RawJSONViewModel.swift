// RawJSONViewModel: the raw view (`J`): an item's JSON as coloured lines, and a search through
// them (`/`, then `n`/`N` between matches, ignoring case).
import Observation

/// Where a search term was found: a line and the characters of it.
public struct RawMatch: Sendable, Equatable {
    public var line: Int
    /// Character offsets in the line's text.
    public var range: Range<Int>
}

/// One item's JSON and the search through it.
@MainActor @Observable
public final class RawJSONViewModel {
    /// The box's title (`JSON`, or what the item is).
    public let title: String
    /// The pretty-printed lines, tokens coloured by kind.
    public let lines: [JSONLine]
    /// The term searched for (empty: no search).
    public private(set) var query = ""
    /// Every match of `query`, in reading order.
    public private(set) var matches: [RawMatch] = []
    /// The match last jumped to, if any.
    public private(set) var currentIndex: Int?
    /// `match 3 of 12`, `No match for "x"`: for the status line.
    public private(set) var statusText: String?
    /// The matches of each line (line → ranges), for highlighting visible lines without a scan.
    @ObservationIgnored private var matchesByLine: [Int: [Range<Int>]] = [:]
    /// Each line's characters lowercased, made on the first search.
    @ObservationIgnored private var foldedLines: [[String]]?

    /// The raw view of `document`, titled `title`.
    public init(title: String = "JSON", document: OrderedJSON) {
        self.title = title
        self.lines = JSONLayout(document).lines
    }

    /// Searches for `query` as it is typed: the matches are highlighted, none is jumped to yet.
    public func search(_ query: String) {
        self.query = query
        currentIndex = nil
        statusText = nil
        matches = query.isEmpty ? [] : find(query)
        matchesByLine = Dictionary(grouping: matches, by: \.line).mapValues { $0.map(\.range) }
    }

    /// The first match (Enter in the search field), or nil with `No match for "x"`.
    @discardableResult
    public func jumpToFirst() -> RawMatch? { jump(to: 0) }

    /// The next match after the current one, wrapping from the last to the first (`n`).
    @discardableResult
    public func nextMatch() -> RawMatch? { jump(to: currentIndex.map { $0 + 1 } ?? 0) }

    /// The match before the current one, wrapping from the first to the last (`N`).
    @discardableResult
    public func previousMatch() -> RawMatch? { jump(to: currentIndex.map { $0 - 1 } ?? matches.count - 1) }

    /// The matched character ranges of line `line`.
    public func matchRanges(inLine line: Int) -> [Range<Int>] { matchesByLine[line] ?? [] }

    /// The current match, if any.
    public var currentMatch: RawMatch? { currentIndex.map { matches[$0] } }

    private func jump(to index: Int) -> RawMatch? {
        guard !query.isEmpty else { return nil }
        guard !matches.isEmpty else {
            statusText = "No match for \"\(query)\""
            return nil
        }
        let wrapped = (index % matches.count + matches.count) % matches.count
        currentIndex = wrapped
        statusText = "match \(wrapped + 1) of \(matches.count)"
        return matches[wrapped]
    }

    /// Every non-overlapping occurrence of `query` in the lines, ignoring case.
    private func find(_ query: String) -> [RawMatch] {
        let needle = query.map { String($0).lowercased() }
        let folded = foldedLines ?? lines.map { line in line.text.map { String($0).lowercased() } }
        foldedLines = folded
        var found: [RawMatch] = []
        for (number, line) in folded.enumerated() where line.count >= needle.count {
            var start = 0
            while start + needle.count <= line.count {
                if line[start] == needle[0], line[start..<(start + needle.count)].elementsEqual(needle) {
                    found.append(RawMatch(line: number, range: start..<(start + needle.count)))
                    start += needle.count
                } else {
                    start += 1
                }
            }
        }
        return found
    }
}
