// FastJSONReader: a strict, allocation-light reader over JSON bytes, used by the list decoders'
// fast paths. It accepts only input it is sure `JSONDecoder` decodes to the same values; on
// anything else (a fraction where an Int goes, a duplicate key, an escaped key, an unpaired
// surrogate, invalid UTF-8, ...) it throws `FastPathUnavailable` and the caller falls back to
// `JSONDecoder`, whose errors name the key path.
import Foundation

/// The fast path cannot vouch for this input; decode it with `JSONDecoder` instead.
struct FastPathUnavailable: Error {}

/// A cursor over the bytes of one JSON document.
struct FastJSONReader {
    /// The raw bytes of an object key (escapes are never accepted in keys).
    struct Key {
        let start: Int
        let count: Int
    }

    /// Where the UTF-8 bytes of a string value read by `readStringBytes` are.
    enum StringBytes {
        /// In the input, which stays readable while the document is being read.
        case input(UnsafeBufferPointer<UInt8>)
        /// In the caller's buffer of unescaped text.
        case unescaped(Range<Int>)

        /// The number of bytes.
        var count: Int {
            switch self {
            case .input(let bytes): bytes.count
            case .unescaped(let range): range.count
            }
        }

        /// The bytes, given the caller's buffer of unescaped text.
        func bytes(unescaped: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
            switch self {
            case .input(let bytes): bytes
            case .unescaped(let range): UnsafeBufferPointer(rebasing: unescaped[range])
            }
        }
    }

    /// The start of a string value: its bytes up to the closing quote or the first escape.
    private struct StringRun {
        let bytes: UnsafeBufferPointer<UInt8>
        let isASCII: Bool
        /// Whether the run ends at the closing quote (no escapes follow).
        let isComplete: Bool
    }

    private let base: UnsafePointer<UInt8>
    private let end: Int
    private var position = 0

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    /// Nesting deeper than this inside a skipped value is left to JSONDecoder.
    private static let maximumSkipDepth = 64

    private init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.end = count
    }

    /// Decodes `data` as a JSON array whose elements `element` reads; `expectedElementSize` (bytes
    /// per element, roughly) sizes the result up front.
    static func array<Element>(_ data: Data, expectedElementSize: Int,
                               element: (inout FastJSONReader) throws -> Element) throws -> [Element] {
        try data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw FastPathUnavailable() }
            var reader = FastJSONReader(base: base, count: raw.count)
            var elements: [Element] = []
            elements.reserveCapacity(raw.count / max(1, expectedElementSize))
            try reader.consume(UInt8(ascii: "["))
            var first = true
            while try reader.nextElement(isFirst: &first) {
                elements.append(try element(&reader))
            }
            try reader.finish()
            return elements
        }
    }

    /// Decodes `data` as one JSON value that `read` reads, with nothing after it.
    static func single<Value>(_ data: Data, read: (inout FastJSONReader) throws -> Value) throws -> Value {
        try data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw FastPathUnavailable() }
            var reader = FastJSONReader(base: base, count: raw.count)
            let value = try read(&reader)
            try reader.finish()
            return value
        }
    }

    // MARK: Structure

    /// Consumes `{`.
    mutating func beginObject() throws {
        try consume(UInt8(ascii: "{"))
    }

    /// The next key of the object being read (its colon consumed), or nil after its closing brace.
    mutating func nextKey(isFirst: inout Bool) throws -> Key? {
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        if base[position] == UInt8(ascii: "}") {
            position += 1
            return nil
        }
        if !isFirst {
            guard base[position] == UInt8(ascii: ",") else { throw FastPathUnavailable() }
            position += 1
            skipWhitespace()
        }
        isFirst = false
        let key = try readKey()
        try consume(UInt8(ascii: ":"))
        return key
    }

    /// Whether another element follows in the array being read (its comma consumed); false
    /// after the closing bracket.
    mutating func nextElement(isFirst: inout Bool) throws -> Bool {
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        if base[position] == UInt8(ascii: "]") {
            position += 1
            return false
        }
        if !isFirst {
            guard base[position] == UInt8(ascii: ",") else { throw FastPathUnavailable() }
            position += 1
        }
        isFirst = false
        return true
    }

    /// Whether `key` is exactly `name`.
    func key(_ key: Key, is name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount && memcmp(base + key.start, name.utf8Start, key.count) == 0
    }

    /// Stores `value` in `slot`, which must still be empty (a duplicate key is left to JSONDecoder).
    func setOnce<Value>(_ slot: inout Value?, _ value: Value) throws {
        guard slot == nil else { throw FastPathUnavailable() }
        slot = value
    }

    /// Notes that a key was met, which must be the first time (a duplicate key is left to JSONDecoder).
    func markOnce(_ seen: inout Bool) throws {
        guard !seen else { throw FastPathUnavailable() }
        seen = true
    }

    /// Checks nothing but whitespace is left.
    private mutating func finish() throws {
        skipWhitespace()
        guard position == end else { throw FastPathUnavailable() }
    }

    // MARK: Values

    /// Reads a string value.
    mutating func readString() throws -> String {
        let run = try readStringRun()
        if run.isComplete { return try Self.string(run.bytes, isASCII: run.isASCII) }
        var bytes = Array(run.bytes)
        let restIsASCII = try readEscapedRest(appendingTo: &bytes)
        return try bytes.withUnsafeBufferPointer { try Self.string($0, isASCII: run.isASCII && restIsASCII) }
    }

    /// Reads a string value without making a `String`: its bytes are found in the input when it
    /// has no escapes, else unescaped onto the end of `unescaped`.
    mutating func readStringBytes(unescapingInto unescaped: inout [UInt8]) throws -> StringBytes {
        let run = try readStringRun()
        if run.isComplete {
            guard run.isASCII || run.bytes.isValidUTF8 else { throw FastPathUnavailable() }
            return .input(run.bytes)
        }
        let start = unescaped.count
        unescaped.append(contentsOf: run.bytes)
        let restIsASCII = try readEscapedRest(appendingTo: &unescaped)
        let range = start..<unescaped.count
        guard run.isASCII && restIsASCII
            || unescaped.withUnsafeBufferPointer({ UnsafeBufferPointer(rebasing: $0[range]).isValidUTF8 }) else {
            throw FastPathUnavailable()
        }
        return .unescaped(range)
    }

    /// Reads an integer written without fraction or exponent that fits an `Int`.
    mutating func readInt() throws -> Int {
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        let negative = base[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var magnitude = 0
        while position < end, case let digit = base[position] &- UInt8(ascii: "0"), digit < 10 {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
            guard !overflow1, !overflow2 else { throw FastPathUnavailable() }
            magnitude = sum
            position += 1
        }
        let digitCount = position - digitsStart
        guard digitCount > 0, digitCount == 1 || base[digitsStart] != UInt8(ascii: "0") else { throw FastPathUnavailable() }
        if position < end {
            switch base[position] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw FastPathUnavailable()
            default: break
            }
        }
        return negative ? -magnitude : magnitude
    }

    /// Skips one value of any type, checking it is well-formed JSON.
    mutating func skipValue() throws {
        try skipValue(depth: 0)
    }

    // MARK: Internals

    private mutating func skipWhitespace() {
        while position < end {
            switch base[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func consume(_ byte: UInt8) throws {
        skipWhitespace()
        guard position < end, base[position] == byte else { throw FastPathUnavailable() }
        position += 1
    }

    /// Reads a key's raw bytes: plain characters only, so comparing bytes compares keys.
    private mutating func readKey() throws -> Key {
        guard position < end, base[position] == Self.quote else { throw FastPathUnavailable() }
        position += 1
        let start = position
        while position < end {
            let byte = base[position]
            if byte == Self.quote {
                position += 1
                return Key(start: start, count: position - 1 - start)
            }
            guard byte >= 0x20, byte < 0x80, byte != Self.backslash else { throw FastPathUnavailable() }
            position += 1
        }
        throw FastPathUnavailable()
    }

    /// The bytes of a string value up to its closing quote (consumed) or its first backslash (not
    /// consumed), read eight bytes at a time.
    private mutating func readStringRun() throws -> StringRun {
        skipWhitespace()
        guard position < end, base[position] == Self.quote else { throw FastPathUnavailable() }
        position += 1
        let start = position
        var highBits: UInt8 = 0
        var wideHighBits: UInt64 = 0
        while position + 8 <= end {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            guard !Self.holdsQuoteBackslashOrControl(word) else { break }
            wideHighBits |= word
            position += 8
        }
        if wideHighBits & 0x8080_8080_8080_8080 != 0 { highBits = 0x80 }
        while position < end {
            let byte = base[position]
            if byte == Self.quote || byte == Self.backslash {
                let run = StringRun(bytes: UnsafeBufferPointer(start: base + start, count: position - start),
                                    isASCII: highBits < 0x80, isComplete: byte == Self.quote)
                if run.isComplete { position += 1 }
                return run
            }
            guard byte >= 0x20 else { throw FastPathUnavailable() }
            highBits |= byte
            position += 1
        }
        throw FastPathUnavailable()
    }

    /// Reads the rest of a string from the backslash where `readStringRun` stopped, appending the
    /// unescaped bytes to `bytes`; returns whether they were all ASCII.
    private mutating func readEscapedRest(appendingTo bytes: inout [UInt8]) throws -> Bool {
        var isASCII = true
        while position < end {
            let byte = base[position]
            position += 1
            switch byte {
            case Self.quote:
                return isASCII
            case Self.backslash:
                guard position < end else { throw FastPathUnavailable() }
                let escape = base[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escape)
                case UInt8(ascii: "b"): bytes.append(0x08)
                case UInt8(ascii: "f"): bytes.append(0x0C)
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "r"): bytes.append(0x0D)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "u"):
                    let scalar = try readUnicodeEscape()
                    if scalar.value >= 0x80 { isASCII = false }
                    UTF8.encode(scalar) { bytes.append($0) }
                default: throw FastPathUnavailable()
                }
            default:
                guard byte >= 0x20 else { throw FastPathUnavailable() }
                if byte >= 0x80 { isASCII = false }
                bytes.append(byte)
            }
        }
        throw FastPathUnavailable()
    }

    /// The scalar of `XXXX` after `\u` (and of a following `\uXXXX` low surrogate); an unpaired
    /// surrogate is left to JSONDecoder.
    private mutating func readUnicodeEscape() throws -> Unicode.Scalar {
        let first = try readHex4()
        switch first {
        case 0xD800...0xDBFF:
            guard position + 1 < end, base[position] == Self.backslash, base[position + 1] == UInt8(ascii: "u") else {
                throw FastPathUnavailable()
            }
            position += 2
            let second = try readHex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw FastPathUnavailable() }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw FastPathUnavailable() }
            return scalar
        case 0xDC00...0xDFFF:
            throw FastPathUnavailable()
        default:
            guard let scalar = Unicode.Scalar(first) else { throw FastPathUnavailable() }
            return scalar
        }
    }

    private mutating func readHex4() throws -> UInt32 {
        guard position + 4 <= end else { throw FastPathUnavailable() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = base[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw FastPathUnavailable()
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Whether any of the eight bytes of `word` is `"`, `\\` or below 0x20 (the classic
    /// "has a zero byte" test, `(x - 0x01...) & ~x & 0x80...`, applied three times).
    private static func holdsQuoteBackslashOrControl(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(quote)), backslashes = word ^ (ones &* UInt64(backslash))
        let found = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            | ((word &- ones &* 0x20) & ~word)
        return found & highs != 0
    }

    /// A string from UTF-8 bytes; invalid UTF-8 is left to JSONDecoder.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) throws -> String {
        if isASCII { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FastPathUnavailable() }
        return text
    }

    private mutating func skipValue(depth: Int) throws {
        guard depth < Self.maximumSkipDepth else { throw FastPathUnavailable() }
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        switch base[position] {
        case Self.quote:
            _ = try readString()
        case UInt8(ascii: "{"):
            position += 1
            var first = true
            while true {
                skipWhitespace()
                guard position < end else { throw FastPathUnavailable() }
                if base[position] == UInt8(ascii: "}") { position += 1; return }
                if !first { try consume(UInt8(ascii: ",")) }
                first = false
                _ = try readString()
                try consume(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            position += 1
            var first = true
            while try nextElement(isFirst: &first) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        default:
            try skipNumber()
        }
    }

    private mutating func skipLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end, memcmp(base + position, literal.utf8Start, count) == 0 else {
            throw FastPathUnavailable()
        }
        position += count
    }

    /// Skips a number matching the JSON grammar, short enough that any decoder reads it.
    private mutating func skipNumber() throws {
        let start = position
        if position < end, base[position] == UInt8(ascii: "-") { position += 1 }
        let integerDigits = skipDigits()
        guard integerDigits > 0, integerDigits == 1 || base[position - integerDigits] != UInt8(ascii: "0") else {
            throw FastPathUnavailable()
        }
        if position < end, base[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw FastPathUnavailable() }
        }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw FastPathUnavailable() }
        }
        guard position - start <= 20 else { throw FastPathUnavailable() }
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < end, base[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }
}
