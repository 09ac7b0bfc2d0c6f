// JSONParser: a strict RFC 8259 parser over UTF-8 bytes producing an order-preserving JSONValue.

/// Why a JSON text could not be parsed, with the byte offset where it went wrong.
struct JSONParseError: Error, Equatable {
    /// Byte offset into the input.
    var offset: Int
    /// What was expected there.
    var reason: String
}

/// Parses JSON text into `JSONValue`.
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// Parses one complete JSON document; trailing non-whitespace is an error.
    static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("end of input") }
        return value
    }

    /// The value of the member `key` of the object in `bytes` (valid JSON), reading only what comes
    /// before it and skipping the other members' values; nil when there is no such member.
    static func member(_ key: String, of bytes: [UInt8]) -> JSONValue? {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "{") else { return nil }
        parser.index += 1
        parser.skipWhitespace()
        while parser.current == UInt8(ascii: "\"") {
            guard let name = try? parser.parseString() else { return nil }
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { return nil }
            parser.index += 1
            parser.skipWhitespace()
            if name == key { return try? parser.parseValue() }
            parser.skipValue()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ",") else { return nil }
            parser.index += 1
            parser.skipWhitespace()
        }
        return nil
    }

    /// The value at a dotted `path` (`address.city`) of the object in `bytes` (valid JSON), building
    /// only the top-level member the path starts with.
    static func value(atPath path: String, of bytes: [UInt8]) -> JSONValue? {
        let components = path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = member(String(components[0]), of: bytes) else { return nil }
        return components.count == 2 ? first.value(atPath: String(components[1])) : first
    }

    /// Moves past one value of valid JSON without building it.
    private mutating func skipValue() {
        var open = 0
        repeat {
            guard let byte = current else { return }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while let inner = current, inner != UInt8(ascii: "\"") { index += inner == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                open -= 1
                index += 1
            default:
                if open == 0 {
                    while let scalar = current, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09]
                        .contains(scalar) { index += 1 }
                } else {
                    index += 1
                }
            }
        } while open > 0
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ reason: String) -> JSONParseError {
        JSONParseError(offset: index, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
            return .number(try parseNumber())
        default: throw error("a value")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
        let literalBytes = Array(literal.utf8)
        guard index + literalBytes.count <= bytes.count,
              bytes[index..<(index + literalBytes.count)].elementsEqual(literalBytes) else { throw error(literal) }
        index += literalBytes.count
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("less nesting") }
        index += 1
        skipWhitespace()
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [JSONMember] = []
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("a member name") }
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':'") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1; skipWhitespace()
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1; skipWhitespace()
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw error("',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while let byte = parser.current, byte >= 0x30 && byte <= 0x39 { parser.index += 1 }
            return parser.index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("an exponent digit") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                flushRun(self, upTo: index, into: &scalars)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun(self, upTo: index, into: &scalars)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0x00..<0x20:
                throw error("no control characters in a string")
            default:
                index += 1
            }
        }
        throw error("a closing '\"'")
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("an escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    return "\u{FFFD}"
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            index -= 1
            throw error("a valid escape")
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw error("a hex digit")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
