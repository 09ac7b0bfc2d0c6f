// A small TOML reader: what a configuration file needs (tables, strings with escapes, integers,
// floats, booleans, arrays, comments), and a clear error with line and column for the rest.

/// Parses the TOML subset users-tui's configuration is written in:
///
///     # comment
///     theme = "light"          # basic strings with escapes, or 'literal' ones
///     cache_fresh_seconds = 600
///     [keys]
///     quit = ["q", "ctrl-q"]   # arrays may span lines and end with a comma
///
/// Not supported, each with its own message: dotted keys, inline tables, arrays of tables,
/// multi-line strings, dates.
enum TOMLReader {
    /// The document in `text`, or the first error in it.
    static func parse(_ text: String) throws(TOMLError) -> TOMLDocument {
        var scanner = TOMLScanner(text)
        var tables = [TOMLTable(name: nil, position: SourcePosition(line: 1, column: 1))]
        while true {
            scanner.skipBlanksCommentsAndNewlines()
            guard let character = scanner.current else { break }
            if character == "[" {
                let table = try header(&scanner)
                if let earlier = tables.first(where: { $0.name == table.name }) {
                    throw TOMLError(
                        position: table.position,
                        message: "duplicate table [\(table.name ?? "")] (first at line \(earlier.position.line))")
                }
                if let name = table.name, tables[0].entries.contains(where: { $0.key == name }) {
                    throw TOMLError(
                        position: table.position, message: "'\(name)' is already a key, so it cannot be a table")
                }
                tables.append(table)
            } else {
                let entry = try keyValue(&scanner)
                if let earlier = tables[tables.count - 1].entries.first(where: { $0.key == entry.key }) {
                    throw TOMLError(
                        position: entry.keyPosition,
                        message: "duplicate key '\(entry.key)' (first at line \(earlier.keyPosition.line))")
                }
                tables[tables.count - 1].entries.append(entry)
            }
            try endOfLine(&scanner, after: "the value")
        }
        return TOMLDocument(tables: tables)
    }

    /// `[name]` or `[a.b]`.
    private static func header(_ scanner: inout TOMLScanner) throws(TOMLError) -> TOMLTable {
        let bracket = scanner.position
        scanner.advance()
        if scanner.current == "[" {
            throw TOMLError(position: bracket, message: "arrays of tables ([[...]]) are not supported")
        }
        scanner.skipBlanks()
        let position = scanner.position
        var parts = [try key(&scanner)]
        scanner.skipBlanks()
        while scanner.skip(".") {
            scanner.skipBlanks()
            parts.append(try key(&scanner))
            scanner.skipBlanks()
        }
        guard scanner.skip("]") else { throw scanner.error("expected ']' after the table name") }
        try endOfLine(&scanner, after: "the table name")
        return TOMLTable(name: parts.joined(separator: "."), position: position)
    }

    /// `key = value`.
    private static func keyValue(_ scanner: inout TOMLScanner) throws(TOMLError) -> TOMLEntry {
        let position = scanner.position
        let name = try key(&scanner)
        scanner.skipBlanks()
        if scanner.current == "." {
            throw TOMLError(position: position, message: "dotted keys are not supported (use a [table])")
        }
        guard scanner.skip("=") else { throw scanner.error("expected '=' after the key '\(name)'") }
        scanner.skipBlanks()
        return TOMLEntry(key: name, keyPosition: position, value: try value(&scanner))
    }

    /// A bare key (`A-Z a-z 0-9 _ -`) or a quoted one.
    private static func key(_ scanner: inout TOMLScanner) throws(TOMLError) -> String {
        if scanner.current == "\"" || scanner.current == "'" { return try scanner.quotedString() }
        var name = ""
        while let character = scanner.current, character.isASCII,
            character.isLetter || character.isNumber || character == "_" || character == "-"
        {
            name.append(character)
            scanner.advance()
        }
        guard !name.isEmpty else {
            let found = scanner.current.map { "'\($0)'" } ?? "the end of the file"
            throw scanner.error("expected a key, found \(found)")
        }
        return name
    }

    /// Any value: string, number, boolean or array.
    private static func value(_ scanner: inout TOMLScanner) throws(TOMLError) -> TOMLValue {
        let position = scanner.position
        switch scanner.current {
        case nil, "#":
            throw scanner.error("expected a value")
        case let character? where character.isNewline:
            throw scanner.error("expected a value")
        case "\"", "'":
            return TOMLValue(kind: .string(try scanner.quotedString()), position: position)
        case "[":
            return TOMLValue(kind: .array(try array(&scanner)), position: position)
        case "{":
            throw scanner.error("inline tables ({...}) are not supported (use a [table])")
        case let character?:
            let word = scanner.word()
            guard !word.isEmpty else { throw scanner.error("expected a value, found '\(character)'") }
            guard let kind = TOMLScalar.kind(of: word) else {
                throw TOMLError(position: position, message: TOMLScalar.problem(with: word))
            }
            return TOMLValue(kind: kind, position: position)
        }
    }

    /// `[a, b, c]`, over several lines if need be, with an optional trailing comma.
    private static func array(_ scanner: inout TOMLScanner) throws(TOMLError) -> [TOMLValue] {
        let start = scanner.position
        scanner.advance()
        var items: [TOMLValue] = []
        while true {
            scanner.skipBlanksCommentsAndNewlines()
            if scanner.isAtEnd { throw TOMLError(position: start, message: "unterminated array") }
            if scanner.skip("]") { return items }
            items.append(try value(&scanner))
            scanner.skipBlanksCommentsAndNewlines()
            if scanner.isAtEnd { throw TOMLError(position: start, message: "unterminated array") }
            if scanner.skip("]") { return items }
            guard scanner.skip(",") else { throw scanner.error("expected ',' or ']' in the list") }
        }
    }

    /// Nothing but blanks and a comment may follow `what` on its line.
    private static func endOfLine(_ scanner: inout TOMLScanner, after what: String) throws(TOMLError) {
        scanner.skipBlanks()
        scanner.skipComment()
        guard let character = scanner.current, !character.isNewline else { return }
        throw scanner.error("unexpected '\(character)' after \(what)")
    }
}
