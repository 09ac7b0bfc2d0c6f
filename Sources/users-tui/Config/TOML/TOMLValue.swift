// The values a configuration file holds, each with the place it was written.

/// Where something starts in a TOML text: 1-based line and column (columns count characters).
struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }
}

/// A TOML value and where it starts.
struct TOMLValue: Equatable, Sendable {
    /// The kinds of value the reader understands.
    enum Kind: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        case array([TOMLValue])
    }

    var kind: Kind
    var position: SourcePosition

    /// The kind in words, for messages: `a string`, `an integer`...
    var kindName: String {
        switch kind {
        case .string: "a string"
        case .integer: "an integer"
        case .float: "a number with a fraction"
        case .boolean: "true or false"
        case .array: "a list"
        }
    }
}

/// One `key = value` line.
struct TOMLEntry: Equatable, Sendable {
    var key: String
    var keyPosition: SourcePosition
    var value: TOMLValue
}

/// The top of the file (no name) or a `[name]` table with its entries, in the file's order.
struct TOMLTable: Equatable, Sendable {
    /// The table's name (`keys` for `[keys]`, `a.b` for `[a.b]`); nil for the top of the file.
    var name: String?
    /// Where the header's name starts (1:1 for the top of the file).
    var position: SourcePosition
    var entries: [TOMLEntry] = []
}

/// A parsed TOML file: the top-level entries first, then each table in order.
struct TOMLDocument: Equatable, Sendable {
    var tables: [TOMLTable]

    /// The top-level entries.
    var root: TOMLTable { tables[0] }
}

/// A syntax error at a line and column of the text.
struct TOMLError: Error, Equatable, CustomStringConvertible {
    var position: SourcePosition
    var message: String

    /// `12:5: unterminated string`.
    var description: String { "\(position): \(message)" }
}
