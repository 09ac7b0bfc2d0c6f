// FastJSONReader: a strict, allocation-light reader over JSON bytes, used by the list decoders'
// fast paths. It accepts only input it is sure `JSONDecoder` decodes to the same values; on
// anything else (a fraction where an Int goes, a duplicate key, an escaped key, an unpaired
// surrogate, invalid UTF-8, ...) it throws `FastPathUnavailable` and the caller falls back to
// `JSONDecoder`, whose errors name the key path.
import Foundation
import JSONCore

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
    struct StringRun {
        let bytes: UnsafeBufferPointer<UInt8>
        let isASCII: Bool
        /// Whether the run ends at the closing quote (no escapes follow).
        let isComplete: Bool
    }

    /// The document's bytes (the reader's extensions read them too).
    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0

    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")

    private init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.end = count
    }

    /// Decodes `data` as a JSON array whose elements `element` reads; `expectedElementSize` (bytes
    /// per element, roughly) sizes the result up front.
    static func array<Element>(
        _ data: Data, expectedElementSize: Int,
        element: (inout FastJSONReader) throws -> Element
    ) throws -> [Element] {
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
        try data.withUnsafeBytes { try single($0, read: read) }
    }

    /// Decodes `bytes` as one JSON value that `read` reads, with nothing after it.
    static func single<Value>(_ bytes: UnsafeRawBufferPointer, read: (inout FastJSONReader) throws -> Value) throws
        -> Value
    {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { throw FastPathUnavailable() }
        var reader = FastJSONReader(base: base, count: bytes.count)
        let value = try read(&reader)
        try reader.finish()
        return value
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
    mutating func finish() throws {
        skipWhitespace()
        guard position == end else { throw FastPathUnavailable() }
    }

    // MARK: Bytes

    mutating func skipWhitespace() {
        position = JSONByteScan.skipWhitespace(base, from: position, to: end)
    }

    mutating func consume(_ byte: UInt8) throws {
        skipWhitespace()
        guard position < end, base[position] == byte else { throw FastPathUnavailable() }
        position += 1
    }

    /// Reads a key's raw bytes: plain ASCII characters only, so comparing bytes compares keys.
    private mutating func readKey() throws -> Key {
        guard position < end, base[position] == Self.quote else { throw FastPathUnavailable() }
        let start = position + 1
        var passed: UInt64 = 0
        position = JSONByteScan.firstStringSpecial(base, from: start, to: end, controls: true, passed: &passed)
        guard position < end, base[position] == Self.quote, JSONByteScan.isASCII(passed) else {
            throw FastPathUnavailable()
        }
        position += 1
        return Key(start: start, count: position - 1 - start)
    }
}
