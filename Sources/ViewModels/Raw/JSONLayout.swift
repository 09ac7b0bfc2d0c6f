// JSONLayout: JSON written out as lines of coloured tokens (two-space indent, `"key": value`),
// the one writer behind both the raw view's lines and the text `Y` copies.

/// One piece of a line of JSON and what it is, for colouring.
public struct JSONToken: Sendable, Equatable {
    /// What a token is: each kind has its own theme style.
    public enum Kind: Sendable, Equatable {
        /// An object's key, with its quotes.
        case key
        /// A string value, with its quotes.
        case string
        case number
        /// `true`, `false` or `null`.
        case literal
        /// `{ } [ ] : ,`
        case punctuation
        /// Indentation and the space after a colon.
        case space
    }

    public var text: String
    public var kind: Kind

    public init(_ text: String, _ kind: Kind) {
        self.text = text
        self.kind = kind
    }
}

/// One line of pretty-printed JSON.
public struct JSONLine: Sendable, Equatable {
    public var tokens: [JSONToken]

    /// The line's text (what search looks in).
    public var text: String { tokens.map(\.text).joined() }
}

/// The lines of a JSON value. Strings are escaped as JSON requires, and so are the characters a
/// terminal would act on or hide (C1 controls, DEL, bidirectional and invisible format
/// characters): the text stays valid JSON meaning the same thing, and every byte of it is
/// printable, so data can never move the cursor or reorder what is shown.
public struct JSONLayout: Sendable {
    public private(set) var lines: [JSONLine] = []
    private var current: [JSONToken] = []

    /// `value` laid out.
    public init(_ value: OrderedJSON) {
        write(value, indent: 0, key: nil, trailingComma: false)
    }

    private mutating func write(_ value: OrderedJSON, indent: Int, key: String?, trailingComma: Bool) {
        if indent > 0 { current.append(JSONToken(String(repeating: " ", count: indent), .space)) }
        if let key {
            current.append(JSONToken(Self.quoted(key), .key))
            current.append(JSONToken(":", .punctuation))
            current.append(JSONToken(" ", .space))
        }
        switch value {
        case .object(let members) where !members.isEmpty:
            open("{")
            for (index, member) in members.enumerated() {
                write(member.value, indent: indent + 2, key: member.key, trailingComma: index < members.count - 1)
            }
            close("}", indent: indent, trailingComma: trailingComma)
            return
        case .array(let elements) where !elements.isEmpty:
            open("[")
            for (index, element) in elements.enumerated() {
                write(element, indent: indent + 2, key: nil, trailingComma: index < elements.count - 1)
            }
            close("]", indent: indent, trailingComma: trailingComma)
            return
        case .object: current.append(JSONToken("{}", .punctuation))
        case .array: current.append(JSONToken("[]", .punctuation))
        case .string(let text): current.append(JSONToken(Self.quoted(text), .string))
        case .number(let text): current.append(JSONToken(text, .number))
        case .bool(let flag): current.append(JSONToken(flag ? "true" : "false", .literal))
        case .null: current.append(JSONToken("null", .literal))
        }
        if trailingComma { current.append(JSONToken(",", .punctuation)) }
        endLine()
    }

    private mutating func open(_ bracket: String) {
        current.append(JSONToken(bracket, .punctuation))
        endLine()
    }

    private mutating func close(_ bracket: String, indent: Int, trailingComma: Bool) {
        if indent > 0 { current.append(JSONToken(String(repeating: " ", count: indent), .space)) }
        current.append(JSONToken(bracket + (trailingComma ? "," : ""), .punctuation))
        endLine()
    }

    private mutating func endLine() {
        lines.append(JSONLine(tokens: current))
        current = []
    }

    /// `text` as a JSON string literal, with quotes.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where mustEscape(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Controls (C0, DEL, C1) and the invisible or reordering format characters.
    private static func mustEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFEFF: true
        default: false
        }
    }
}
