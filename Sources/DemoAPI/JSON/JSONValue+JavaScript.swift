// JSONValue+JavaScript: how json-server (JavaScript) sees a value when it compares it with text
// from a URL: `String(value)`. Ids, filters and full-text search all compare this text.

extension JSONValue {
    /// The value as JavaScript's `String(value)` writes it: strings as they are, whole numbers
    /// without a fraction (`1e3` → `1000`), `true`/`false`/`null`, arrays joined with commas,
    /// objects as `[object Object]`.
    var javaScriptText: String {
        switch self {
        case .string(let text): text
        case .number(let literal): Self.javaScriptNumber(literal)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let elements): elements.map { $0 == .null ? "" : $0.javaScriptText }.joined(separator: ",")
        case .object: "[object Object]"
        }
    }

    /// A number literal as JavaScript prints the number: whole numbers as their digits (`1e3` →
    /// `1000`, `4.0` → `4`), others as the shortest text of the double (`1.50` → `1.5`).
    private static func javaScriptNumber(_ literal: String) -> String {
        if let whole = WholeNumber(literal: literal) { return whole.text }
        guard let value = Double(literal), value.isFinite else { return literal }
        return value.description
    }

    /// The value at a dotted path (`address.city`), as lodash's `_.get` finds it; array elements by index.
    func value(atPath path: String) -> JSONValue? {
        var current: JSONValue? = self
        for key in path.split(separator: ".", omittingEmptySubsequences: false) {
            switch current {
            case .object?: current = current?[String(key)]
            case .array(let elements)?: current = Int(key).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: return nil
            }
        }
        return current
    }
}
