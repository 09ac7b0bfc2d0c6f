// JSONArrayScanner: a byte-level JSON validator fed in chunks, which records where each element of
// a top-level array begins and ends, so a slice of a big array can be served without parsing it.
// It accepts exactly the texts JSONParser accepts. Most bytes of a typical file are inside strings;
// those are skipped eight at a time, looking only for a quote, a backslash or a control character,
// and the punctuation that usually follows a string is taken without a new dispatch on the mode.

/// Validates JSON text fed in successive chunks and collects the byte ranges of the top-level
/// array's elements (each from its first byte to just after its last).
struct JSONArrayScanner {
    /// What the next byte may be.
    private enum Mode {
        /// A value (after `:`, after `,` in an array, or at the start).
        case beforeValue
        /// A value or `]` (just after `[`).
        case beforeValueOrClose
        /// A member name (after `,` in an object).
        case beforeKey
        /// A member name or `}` (just after `{`).
        case beforeKeyOrClose
        /// The `:` after a member name.
        case beforeColon
        /// `,` or the closing bracket of the container; at the top level, only the end of the text.
        case afterValue
        /// Inside a string.
        case inString
        /// Just after a backslash in a string.
        case inEscape
        /// Among the four hex digits of a `\u` escape.
        case inUnicodeEscape
        /// Inside a number.
        case inNumber
        /// Inside `true`, `false` or `null`.
        case inLiteral
    }

    /// Where in the number grammar the last byte left off.
    private enum NumberPhase {
        case afterMinus, zero, integer, afterPoint, fraction, afterExponentMark, afterExponentSign, exponent

        /// Whether the number may end here.
        var isComplete: Bool { self == .zero || self == .integer || self == .fraction || self == .exponent }

        /// What a number that stops here lacks.
        var missing: String {
            switch self {
            case .afterPoint: "a digit after '.'"
            case .afterExponentMark, .afterExponentSign: "an exponent digit"
            default: "a digit"
            }
        }
    }

    private static let maximumDepth = 512
    private static let literals: [[UInt8]] = [Array("true".utf8), Array("false".utf8), Array("null".utf8)]

    /// Offsets of the first byte of each top-level element, in order.
    private(set) var starts: [Int] = []
    /// Offsets just past the last byte of each top-level element, in order.
    private(set) var ends: [Int] = []
    /// Whether the text's value is an array (known once its first byte was seen).
    private(set) var topLevelIsArray = false

    /// What the next byte may be.
    private var mode = Mode.beforeValue
    /// The opening bracket of the innermost open container; 0 at the top level.
    private var innermost: UInt8 = 0
    /// The opening brackets of the containers around the innermost one, outermost first.
    private var enclosing: [UInt8] = []
    /// How many containers are open.
    private var depth = 0
    /// Whether the open string is a member name.
    private var stringIsKey = false
    /// The hex digits still to come in a `\u` escape.
    private var hexDigitsLeft = 0
    /// Where the open number is in its grammar.
    private var numberPhase = NumberPhase.integer
    /// Which of `literals` is open, and how many of its bytes were seen.
    private var literal = 0
    private var literalPosition = 0
    /// The bytes of the chunks scanned before (the offset of the current chunk's first byte).
    private var consumed = 0

    /// An empty scanner, expecting the first chunk.
    init() {}

    /// Scans the next chunk of the text.
    mutating func scan(_ chunk: UnsafeRawBufferPointer) throws(JSONParseError) {
        guard let base = chunk.baseAddress else { return }
        let count = chunk.count
        var index = 0
        while index < count {
            switch mode {
            case .inString:
                // Strings follow one another here (a name, its value, the next name...) without
                // going back to the dispatch, until something else comes or the chunk ends.
                while mode == .inString {
                    index = Self.firstStringSpecialByte(base, from: index, count: count)
                    guard index < count else { break }
                    let byte = base.load(fromByteOffset: index, as: UInt8.self)
                    index += 1
                    if byte == UInt8(ascii: "\"") {
                        index = stringIsKey
                            ? try continueAfterKey(base, at: index, count: count)
                            : continueAfterValue(base, at: index, count: count)
                    } else if byte == UInt8(ascii: "\\") {
                        mode = .inEscape
                    } else {
                        throw error("no control characters in a string", at: index - 1)
                    }
                }
            case .inEscape:
                switch base.load(fromByteOffset: index, as: UInt8.self) {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    mode = .inString
                case UInt8(ascii: "u"):
                    hexDigitsLeft = 4
                    mode = .inUnicodeEscape
                default:
                    throw error("a valid escape", at: index)
                }
                index += 1
            case .inUnicodeEscape:
                guard Self.isHexDigit(base.load(fromByteOffset: index, as: UInt8.self)) else {
                    throw error("a hex digit", at: index)
                }
                index += 1
                hexDigitsLeft -= 1
                if hexDigitsLeft == 0 { mode = .inString }
            case .inNumber:
                while index < count, try continueNumber(with: base.load(fromByteOffset: index, as: UInt8.self), at: index) {
                    index += 1
                }
                if index < count { index = continueAfterValue(base, at: index, count: count) }
            case .inLiteral:
                let expected = Self.literals[literal]
                guard base.load(fromByteOffset: index, as: UInt8.self) == expected[literalPosition] else {
                    throw error(String(decoding: expected, as: UTF8.self), at: index)
                }
                index += 1
                literalPosition += 1
                if literalPosition == expected.count { index = continueAfterValue(base, at: index, count: count) }
            case .beforeValue, .beforeValueOrClose, .beforeKey, .beforeKeyOrClose, .beforeColon, .afterValue:
                let byte = base.load(fromByteOffset: index, as: UInt8.self)
                if byte == UInt8(ascii: " ") || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                    index = Self.skipSpaces(base, from: index + 1, count: count)
                } else {
                    try structural(byte, at: index)
                    index += 1
                }
            }
        }
        consumed += count
    }

    /// Checks that the text ended after one complete value.
    mutating func finish() throws(JSONParseError) {
        if mode == .inNumber && numberPhase.isComplete { endValue(at: consumed) }
        guard mode != .afterValue || depth > 0 else { return }
        let reason = switch mode {
        case .beforeValue, .beforeValueOrClose: "a value"
        case .beforeKey, .beforeKeyOrClose: "a member name"
        case .beforeColon: "':'"
        case .afterValue: innermost == UInt8(ascii: "[") ? "',' or ']'" : "',' or '}'"
        case .inString: "a closing '\"'"
        case .inEscape: "an escape"
        case .inUnicodeEscape: "four hex digits"
        case .inNumber: numberPhase.missing
        case .inLiteral: String(decoding: Self.literals[literal], as: UTF8.self)
        }
        throw JSONParseError(offset: consumed, reason: reason)
    }

    // MARK: - Between tokens

    /// Handles a byte that is not whitespace while no token is open.
    private mutating func structural(_ byte: UInt8, at index: Int) throws(JSONParseError) {
        switch mode {
        case .beforeValueOrClose where byte == UInt8(ascii: "]"), .beforeKeyOrClose where byte == UInt8(ascii: "}"):
            closeContainer(at: index)
        case .beforeValue, .beforeValueOrClose:
            try beginValue(byte, at: index)
        case .beforeKey, .beforeKeyOrClose:
            guard byte == UInt8(ascii: "\"") else { throw error("a member name", at: index) }
            stringIsKey = true
            mode = .inString
        case .beforeColon:
            guard byte == UInt8(ascii: ":") else { throw error("':'", at: index) }
            mode = .beforeValue
        case .afterValue:
            guard depth > 0 else { throw error("end of input", at: index) }
            let inArray = innermost == UInt8(ascii: "[")
            if byte == UInt8(ascii: ",") {
                mode = inArray ? .beforeValue : .beforeKey
            } else if byte == (inArray ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
                closeContainer(at: index)
            } else {
                throw error(inArray ? "',' or ']'" : "',' or '}'", at: index)
            }
        case .inString, .inEscape, .inUnicodeEscape, .inNumber, .inLiteral:
            preconditionFailure("tokens are scanned in scan(_:)")
        }
    }

    /// Starts the value whose first byte is `byte`, noting where a top-level element begins.
    private mutating func beginValue(_ byte: UInt8, at index: Int) throws(JSONParseError) {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error("less nesting", at: index) }
        case UInt8(ascii: "\""):
            stringIsKey = false
            mode = .inString
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            literal = byte == UInt8(ascii: "t") ? 0 : byte == UInt8(ascii: "f") ? 1 : 2
            literalPosition = 1
            mode = .inLiteral
        case UInt8(ascii: "-"):
            numberPhase = .afterMinus
            mode = .inNumber
        case UInt8(ascii: "0"):
            numberPhase = .zero
            mode = .inNumber
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            numberPhase = .integer
            mode = .inNumber
        default:
            throw error("a value", at: index)
        }
        if depth == 0 {
            topLevelIsArray = byte == UInt8(ascii: "[")
        } else if depth == 1 && topLevelIsArray {
            starts.append(consumed + index)
        }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
            enclosing.append(innermost)
            innermost = byte
            depth += 1
            mode = byte == UInt8(ascii: "[") ? .beforeValueOrClose : .beforeKeyOrClose
        }
    }

    // The usual continuations after a member name or a value are taken here at once rather than
    // through `scan`'s dispatch on the mode, whose branch is the hardest to predict.

    /// After the member name that ended just before `start`: takes the `:` and the start of a string
    /// or object value that follow (whitespace allowed); returns where scanning goes on.
    @inline(__always)
    private mutating func continueAfterKey(_ base: UnsafeRawPointer, at start: Int, count: Int) throws(JSONParseError) -> Int {
        mode = .beforeColon
        guard let colon = Self.position(of: UInt8(ascii: ":"), base, from: start, count: count) else { return start }
        mode = .beforeValue
        var value = colon + 1
        guard value < count else { return value }
        var byte = base.load(fromByteOffset: value, as: UInt8.self)
        if byte <= UInt8(ascii: " ") {
            value = Self.skipSpaces(base, from: value, count: count)
            guard value < count else { return value }
            byte = base.load(fromByteOffset: value, as: UInt8.self)
        }
        switch byte {
        case UInt8(ascii: "\""):
            // A value after ':' is inside an object, so it is never a top-level element.
            stringIsKey = false
            mode = .inString
            return value + 1
        case UInt8(ascii: "{"):
            try beginValue(UInt8(ascii: "{"), at: value)
            return continueAtMemberName(base, at: value + 1, count: count)
        default:
            return value
        }
    }

    /// After the value that ended just before `start`: notes its end, then takes the closing
    /// brackets and the `,` that follow (whitespace allowed), and the next member name's quote.
    @inline(__always)
    private mutating func continueAfterValue(_ base: UnsafeRawPointer, at start: Int, count: Int) -> Int {
        endValue(at: consumed + start)
        var index = start
        while depth > 0 && index < count {
            var byte = base.load(fromByteOffset: index, as: UInt8.self)
            if byte <= UInt8(ascii: " ") {
                index = Self.skipSpaces(base, from: index, count: count)
                guard index < count else { return index }
                byte = base.load(fromByteOffset: index, as: UInt8.self)
            }
            let inObject = innermost == UInt8(ascii: "{")
            if byte == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                closeContainer(at: index)
                index += 1
                continue
            }
            guard byte == UInt8(ascii: ",") else { return index }
            guard inObject else {
                mode = .beforeValue
                return index + 1
            }
            mode = .beforeKey
            return continueAtMemberName(base, at: index + 1, count: count)
        }
        return index
    }

    /// Where a member name may start (after `{` or `,`): enters it when its quote follows.
    @inline(__always)
    private mutating func continueAtMemberName(_ base: UnsafeRawPointer, at start: Int, count: Int) -> Int {
        guard let index = Self.position(of: UInt8(ascii: "\""), base, from: start, count: count) else { return start }
        stringIsKey = true
        mode = .inString
        return index + 1
    }

    private mutating func closeContainer(at index: Int) {
        innermost = enclosing.removeLast()
        depth -= 1
        endValue(at: consumed + index + 1)
    }

    /// A value ended just before `offset`; notes where a top-level element ends.
    private mutating func endValue(at offset: Int) {
        if depth == 1 && topLevelIsArray { ends.append(offset) }
        mode = .afterValue
    }

    // MARK: - Tokens

    /// Feeds `byte` to the open number: true when it belongs to the number, false when the number
    /// ended before it.
    private mutating func continueNumber(with byte: UInt8, at index: Int) throws(JSONParseError) -> Bool {
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        let isExponentMark = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        switch numberPhase {
        case .afterMinus:
            guard isDigit else { throw error(numberPhase.missing, at: index) }
            numberPhase = byte == UInt8(ascii: "0") ? .zero : .integer
        case .zero, .integer:
            if isDigit && numberPhase == .integer { return true }
            if byte == UInt8(ascii: ".") {
                numberPhase = .afterPoint
            } else if isExponentMark {
                numberPhase = .afterExponentMark
            } else {
                return false
            }
        case .afterPoint:
            guard isDigit else { throw error(numberPhase.missing, at: index) }
            numberPhase = .fraction
        case .fraction:
            if isExponentMark {
                numberPhase = .afterExponentMark
            } else if !isDigit {
                return false
            }
        case .afterExponentMark:
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                numberPhase = .afterExponentSign
            } else {
                guard isDigit else { throw error(numberPhase.missing, at: index) }
                numberPhase = .exponent
            }
        case .afterExponentSign:
            guard isDigit else { throw error(numberPhase.missing, at: index) }
            numberPhase = .exponent
        case .exponent:
            if !isDigit { return false }
        }
        return true
    }

    private func error(_ reason: String, at index: Int) -> JSONParseError {
        JSONParseError(offset: consumed + index, reason: reason)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }

    // MARK: - Skipping

    /// The index of the first quote, backslash or control character at or after `start` (`count` when none),
    /// testing eight bytes per step.
    @inline(__always)
    private static func firstStringSpecialByte(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        var index = start
        while index + 8 <= count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let special = specialBytes(word)
            if special != 0 { return index + special.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return index }
            index += 1
        }
        return count
    }

    /// The high bit of each byte of `word` that is a quote, a backslash or below 0x20. Bits above the
    /// lowest one set may be false alarms (borrows), so only the lowest is to be trusted.
    @inline(__always)
    private static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl) & (ones &* 0x80)
    }

    /// The index of `byte` when it is the first byte at or after `start` that is not JSON whitespace.
    @inline(__always)
    private static func position(of byte: UInt8, _ base: UnsafeRawPointer, from start: Int, count: Int) -> Int? {
        guard start < count else { return nil }
        if base.load(fromByteOffset: start, as: UInt8.self) == byte { return start }
        let index = skipSpaces(base, from: start, count: count)
        return index < count && base.load(fromByteOffset: index, as: UInt8.self) == byte ? index : nil
    }

    /// The index of the first byte at or after `start` that is not JSON whitespace (`count` when none).
    @inline(__always)
    private static func skipSpaces(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        // Compact JSON has no whitespace: one test settles it.
        guard start < count, base.load(fromByteOffset: start, as: UInt8.self) <= UInt8(ascii: " ") else { return start }
        return skipWhitespaceRun(base, from: start, count: count)
    }

    /// `skipSpaces` past its first test; runs of spaces (indentation) go eight at a time.
    private static func skipWhitespaceRun(_ base: UnsafeRawPointer, from start: Int, count: Int) -> Int {
        let spaces = 0x0101_0101_0101_0101 &* UInt64(UInt8(ascii: " "))
        var index = start
        while index < count {
            if index + 8 <= count && base.loadUnaligned(fromByteOffset: index, as: UInt64.self) == spaces {
                index += 8
                continue
            }
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            guard byte == UInt8(ascii: " ") || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return index }
            index += 1
        }
        return count
    }
}
