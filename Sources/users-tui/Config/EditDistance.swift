// "Did you mean ...?": the closest known name to a misspelt one.

enum EditDistance {
    /// The edit distance between `a` and `b`: insertions, deletions, substitutions and swaps
    /// of two neighbouring letters (`kyes` is one edit from `keys`) each count one.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The candidate closest to `name`, when it is close enough to be a likely slip (at most a
    /// third of the name's letters, and at least one, differ).
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let limit = max(1, name.count / 3)
        let scored = candidates.map { (candidate: $0, distance: between(name.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.candidate
    }

    /// ` (did you mean 'theme'?)`, or nothing.
    static func hint(for name: String, among candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String
    {
        suggestion(for: name, among: candidates).map { " (did you mean \(quote($0))?)" } ?? ""
    }
}
