// OrderedJSON: a JSON value whose objects keep their keys in the order the item wrote them (a
// model's `encode(to:)` follows the server's order), so what `Y` copies and `J` shows reads as
// the server sent it. Made by `OrderedJSONEncoder`; written out by `JSONLayout`.

/// A JSON value whose objects keep their members in order.
public indirect enum OrderedJSON: Sendable, Equatable {
    /// One member of an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: OrderedJSON

        public init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    case object([Member])
    case array([OrderedJSON])
    case string(String)
    /// A number as JSON writes it (`42`, `-3.5`).
    case number(String)
    case bool(Bool)
    case null

    /// `value` as JSON, keys in the order its `encode(to:)` writes them; `null` when it cannot
    /// be encoded (a value that throws).
    public init(_ value: some Encodable) {
        self = (try? OrderedJSONEncoder.encode(value)) ?? .null
    }

    /// The value as pretty-printed JSON text (two-space indent, `"key": value`).
    public var prettyPrinted: String {
        JSONLayout(self).lines.map(\.text).joined(separator: "\n")
    }
}
