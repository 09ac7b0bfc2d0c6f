// JSONParser: strict RFC 8259 parsing of UTF-8 bytes into an order-preserving JSONValue, by the
// package's one JSON grammar, and the reading of one member without building the others.
import JSONCore

/// Why a JSON text could not be parsed, with the byte offset where it went wrong.
typealias JSONParseError = JSONSyntaxError

/// Parses JSON text into `JSONValue`.
enum JSONParser {
    /// Parses one complete JSON document; trailing non-whitespace is an error.
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var builder = JSONValueBuilder()
        try JSONGrammarReader.read(bytes, into: &builder)
        return builder.value ?? .null
    }

    /// The value of the member `key` of the object in `bytes`, reading only what comes before it;
    /// nil when there is no such member (or `bytes` is not an object, or breaks off before it).
    static func member(_ key: String, of bytes: [UInt8]) -> JSONValue? {
        var finder = JSONMemberFinder(key: key)
        do {
            try JSONGrammarReader.read(bytes, into: &finder)
        } catch {
            return nil
        }
        return finder.found
    }

    /// The value at a dotted `path` (`address.city`) of the object in `bytes` (valid JSON), building
    /// only the top-level member the path starts with.
    static func value(atPath path: String, of bytes: [UInt8]) -> JSONValue? {
        let components = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = member(String(components[0]), of: bytes) else { return nil }
        return components.count == 2 ? first.value(atPath: String(components[1])) : first
    }
}
