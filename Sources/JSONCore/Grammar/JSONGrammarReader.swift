// JSONGrammarReader: the strict RFC 8259 grammar, read once for every use: checking a text,
// building a tree of it (through a `JSONVisitor`), or finding one member. It accepts exactly the
// texts of the grammar, refuses nesting deeper than 512, and says where and what went wrong.

/// Reads JSON text by the grammar, telling a visitor what it meets.
package struct JSONGrammarReader<Visitor: JSONVisitor> {
    /// The deepest nesting of objects and arrays accepted.
    package static var maximumDepth: Int { 512 }

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var position = 0
    private var depth: Int
    /// The visitor, told about each value read.
    package private(set) var visitor: Visitor
    /// The unescaped bytes of the string being read.
    private var scratch: [UInt8] = []

    private init(base: UnsafePointer<UInt8>, count: Int, depth: Int, visitor: Visitor) {
        self.base = base
        self.end = count
        self.depth = depth
        self.visitor = visitor
    }

    /// Reads `bytes` as one JSON text (one value, whitespace around it) into `visitor`; `depth`
    /// containers are taken as open around it (1 for an element of an array). After the visitor
    /// says it is finished, the rest of the text is not read.
    package static func read(
        _ bytes: UnsafeRawBufferPointer, depth: Int = 0,
        into visitor: inout Visitor
    ) throws(JSONSyntaxError) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw JSONSyntaxError(offset: 0, reason: "a value")
        }
        var reader = JSONGrammarReader(base: base, count: bytes.count, depth: depth, visitor: visitor)
        defer { visitor = reader.visitor }
        try reader.readText()
    }

    private mutating func readText() throws(JSONSyntaxError) {
        skipWhitespace()
        try readValue()
        if visitor.isFinished { return }
        skipWhitespace()
        guard position == end else { throw error("end of input") }
    }

    // MARK: Values

    private var current: UInt8? { position < end ? base[position] : nil }

    private mutating func readValue() throws(JSONSyntaxError) {
        switch current {
        case UInt8(ascii: "{"): try readContainer(isObject: true)
        case UInt8(ascii: "["): try readContainer(isObject: false)
        case UInt8(ascii: "\""):
            position += 1
            try readString(isKey: false)
        case UInt8(ascii: "t"): try readLiteral("true", value: true)
        case UInt8(ascii: "f"): try readLiteral("false", value: false)
        case UInt8(ascii: "n"): try readLiteral("null", value: nil)
        case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39): try readNumber()
        default: throw error("a value")
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("less nesting") }
        position += 1
        skipWhitespace()
    }

    /// Reads an object or an array, from its opening bracket to its closing one.
    private mutating func readContainer(isObject: Bool) throws(JSONSyntaxError) {
        try enterContainer()
        defer { depth -= 1 }
        if isObject { visitor.beginObject() } else { visitor.beginArray() }
        let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if current == close {
            position += 1
            visitor.endContainer()
            return
        }
        while true {
            if isObject { try readMemberName() }
            try readValue()
            if visitor.isFinished { return }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
            case close:
                position += 1
                visitor.endContainer()
                return
            default:
                throw error(isObject ? "',' or '}'" : "',' or ']'")
            }
        }
    }

    /// Reads a member name and the `:` after it.
    private mutating func readMemberName() throws(JSONSyntaxError) {
        guard current == UInt8(ascii: "\"") else { throw error("a member name") }
        position += 1
        try readString(isKey: true)
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw error("':'") }
        position += 1
        skipWhitespace()
    }

    private mutating func readLiteral(_ literal: StaticString, value: Bool?) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end,
            UnsafeBufferPointer(start: base + position, count: count)
                .elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: count))
        else { throw error("\(literal)") }
        position += count
        visitor.literal(value)
    }

    private mutating func readNumber() throws(JSONSyntaxError) {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if skipDigits() == 0 {
            throw error("a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw error("a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw error("an exponent digit") }
        }
        if Visitor.wantsText {
            visitor.number(
                String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self))
        }
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < end, base[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }

    /// Reads a string from just after its opening quote, telling the visitor its text (as a
    /// member name when `isKey`) if it wants text.
    private mutating func readString(isKey: Bool) throws(JSONSyntaxError) {
        if Visitor.wantsText { scratch.removeAll(keepingCapacity: true) }
        do throws(JSONStringUnescaper.Failure) {
            _ = try JSONStringUnescaper.read(
                base, at: &position, end: end, collects: Visitor.wantsText,
                into: &scratch, unpairedSurrogates: .replaced)
        } catch {
            throw Self.syntaxError(error)
        }
        guard Visitor.wantsText else { return }
        let text = String(decoding: scratch, as: UTF8.self)
        if isKey { visitor.key(text) } else { visitor.string(text) }
    }

    private mutating func skipWhitespace() {
        position = JSONByteScan.skipWhitespace(base, from: position, to: end)
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: position, reason: reason)
    }

    private static func syntaxError(_ failure: JSONStringUnescaper.Failure) -> JSONSyntaxError {
        switch failure {
        case .escape(.endAfterBackslash(let offset)): JSONSyntaxError(offset: offset, reason: "an escape")
        case .escape(.invalidEscape(let offset)): JSONSyntaxError(offset: offset, reason: "a valid escape")
        case .escape(.missingHexDigits(let offset)): JSONSyntaxError(offset: offset, reason: "four hex digits")
        case .escape(.badHexDigit(let offset)): JSONSyntaxError(offset: offset, reason: "a hex digit")
        case .controlCharacter(let offset): JSONSyntaxError(offset: offset, reason: "no control characters in a string")
        case .unterminated(let offset), .unpairedSurrogate(let offset):
            JSONSyntaxError(offset: offset, reason: "a closing '\"'")
        }
    }
}

extension JSONGrammarReader {
    /// `read` for text held in an array.
    package static func read(_ bytes: [UInt8], depth: Int = 0, into visitor: inout Visitor) throws(JSONSyntaxError) {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) in try read(raw, depth: depth, into: &visitor) }
        }.get()
    }
}

/// Checking JSON text without building anything.
package enum JSONGrammar {
    /// Checks that `bytes` is one valid JSON text; `depth` containers are taken as open around it.
    package static func validate(_ bytes: UnsafeRawBufferPointer, depth: Int = 0) throws(JSONSyntaxError) {
        var visitor = JSONCheckingVisitor()
        try JSONGrammarReader.read(bytes, depth: depth, into: &visitor)
    }

    /// `validate` for text held in an array.
    package static func validate(_ bytes: [UInt8], depth: Int = 0) throws(JSONSyntaxError) {
        var visitor = JSONCheckingVisitor()
        try JSONGrammarReader.read(bytes, depth: depth, into: &visitor)
    }
}
