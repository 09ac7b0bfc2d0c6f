// EntityTag: ETag values (RFC 9110 section 8.8.3), their wire form, and how an If-None-Match
// field is evaluated against one (section 13.1.2: `*`, a list of tags, weak comparison).

/// An entity tag: an opaque string, strong or weak.
struct EntityTag: Sendable, Equatable {
    /// The characters between the quotes.
    var opaque: String
    /// Whether the tag is weak (`W/"..."`): the same meaning, not necessarily the same bytes.
    var isWeak: Bool

    /// The header form: `"opaque"` or `W/"opaque"`.
    var headerValue: String { (isWeak ? "W/" : "") + "\"" + opaque + "\"" }

    /// Whether an `If-None-Match` field value names this tag: `*`, or a listed tag equal to it under
    /// weak comparison (the opaque strings match, whichever of them is weak). Malformed members are skipped.
    func isMatched(byIfNoneMatch field: String) -> Bool {
        let trimmed = field.trimmingWhitespace()
        if trimmed == "*" { return true }
        return Self.tags(inList: trimmed).contains { $0.opaque == opaque }
    }

    /// The well-formed tags of a comma-separated list such as `"a", W/"b"` (an opaque string may hold commas).
    static func tags(inList list: String) -> [EntityTag] {
        var tags: [EntityTag] = []
        var rest = Substring(list)
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard !rest.isEmpty else { return tags }
            let isWeak = rest.hasPrefix("W/")
            if isWeak { rest = rest.dropFirst(2) }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
                // Not a tag: skip to the next comma.
                rest = rest.drop { $0 != "," }
                continue
            }
            tags.append(EntityTag(opaque: String(rest[rest.index(after: rest.startIndex)..<close]), isWeak: isWeak))
            rest = rest[rest.index(after: close)...]
        }
    }
}
