// JSONValue+JavaScript: how json-server (JavaScript) sees a value when it compares it with text
// from a URL (`String(value)`), orders two values (`<`, lodash's `orderBy`) and searches them
// (`q`). Ids, filters, ranges, sorting and full-text search all go through here.
import Foundation

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
            case .array(let elements)?:
                current = Int(key).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
            default: return nil
            }
        }
        return current
    }
}

extension JSONValue {
    /// Whether JavaScript counts the value as true: not `false`, `0`, `""` or `null`.
    var isJavaScriptTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .number(let literal): (Double(literal) ?? 1) != 0
        case .string(let text): !text.isEmpty
        case .null: false
        case .array, .object: true
        }
    }

    /// JavaScript's `<` between two values: strings compare by UTF-16 code units when both are
    /// strings (arrays and objects become strings first); anything else compares as numbers, and
    /// a side that is not a number (NaN) makes both `<` and `>` false (nil here).
    static func javaScriptOrder(_ left: JSONValue, _ right: JSONValue) -> ComparisonResult? {
        switch (left.primitive, right.primitive) {
        case (.string(let a), .string(let b)):
            if a == b { return .orderedSame }
            return a.utf16.lexicographicallyPrecedes(b.utf16) ? .orderedAscending : .orderedDescending
        case (let a, let b):
            guard let x = a.number, let y = b.number else { return nil }
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
    }

    /// lodash's `compareAscending`, used by `_.orderBy`: values in JavaScript order, then `null`,
    /// then missing values (nil).
    static func lodashCompare(_ left: JSONValue?, _ right: JSONValue?) -> ComparisonResult {
        func rank(_ value: JSONValue?) -> Int { value == nil ? 2 : value == .null ? 1 : 0 }
        let (leftRank, rightRank) = (rank(left), rank(right))
        guard leftRank == 0, rightRank == 0, let left, let right else {
            return leftRank < rightRank ? .orderedAscending : leftRank > rightRank ? .orderedDescending : .orderedSame
        }
        return javaScriptOrder(left, right) ?? .orderedSame
    }

    /// A value as JavaScript's comparison operators see it.
    private enum Primitive {
        case string(String)
        case number(Double)

        /// `Number(value)`: strings trimmed, empty is 0, text that is not a number is NaN (nil).
        var number: Double? {
            switch self {
            case .number(let value):
                return value.isNaN ? nil : value
            case .string(let text):
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                return trimmed.isEmpty ? 0 : Double(trimmed).flatMap { $0.isNaN ? nil : $0 }
            }
        }
    }

    private var primitive: Primitive {
        switch self {
        case .number(let literal): .number(Double(literal) ?? .nan)
        case .bool(let flag): .number(flag ? 1 : 0)
        case .null: .number(0)
        case .string, .array, .object: .string(javaScriptText)
        }
    }

    /// json-server's full-text match (`deepQuery`): a true-ish value whose text, lower-cased,
    /// contains `needle` (already lower-cased), looking through arrays and objects.
    func deeplyContains(_ needle: String) -> Bool {
        guard isJavaScriptTruthy else { return false }
        switch self {
        case .array(let elements): return elements.contains { $0.deeplyContains(needle) }
        case .object(let members): return members.contains { $0.value.deeplyContains(needle) }
        default: return javaScriptText.lowercased().contains(needle)
        }
    }
}
