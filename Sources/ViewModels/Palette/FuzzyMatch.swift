// Fuzzy matching for the command palette: the query's characters in order anywhere in a
// title, scored so that word starts and runs of adjacent characters rank first.

/// Scores how well a typed query matches a title.
public enum FuzzyMatch {
    /// The score of `query` in `title`, or nil when its characters (case-insensitive, spaces
    /// ignored) do not all occur in order. Higher is better: each matched character scores 1,
    /// plus 3 at the start of a word, plus 2 right after the previous match; an empty query
    /// scores 0.
    public static func score(_ query: String, in title: String) -> Int? {
        let wanted = Array(query.lowercased().filter { $0 != " " })
        guard !wanted.isEmpty else { return 0 }
        let characters = Array(title.lowercased())
        var score = 0
        var next = 0
        var previousMatch: Int?
        for (index, character) in characters.enumerated() where next < wanted.count && character == wanted[next] {
            score += 1
            if index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber { score += 3 }
            if let previousMatch, previousMatch == index - 1 { score += 2 }
            previousMatch = index
            next += 1
        }
        return next == wanted.count ? score : nil
    }
}
