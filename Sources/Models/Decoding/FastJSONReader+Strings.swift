// FastJSONReader's strings: found eight bytes at a time and taken straight from the input when
// they hold no escape, else unescaped by the shared unescaper. An unpaired surrogate or invalid
// UTF-8 is left to JSONDecoder.
import JSONCore

extension FastJSONReader {
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
        guard
            run.isASCII && restIsASCII
                || unescaped.withUnsafeBufferPointer({ UnsafeBufferPointer(rebasing: $0[range]).isValidUTF8 })
        else {
            throw FastPathUnavailable()
        }
        return .unescaped(range)
    }

    /// The bytes of a string value up to its closing quote (consumed) or its first backslash (not
    /// consumed).
    private mutating func readStringRun() throws -> StringRun {
        skipWhitespace()
        guard position < end, base[position] == Self.quote else { throw FastPathUnavailable() }
        position += 1
        let start = position
        var passed: UInt64 = 0
        position = JSONByteScan.firstStringSpecial(base, from: position, to: end, controls: true, passed: &passed)
        guard position < end else { throw FastPathUnavailable() }
        let byte = base[position]
        guard byte == Self.quote || byte == Self.backslash else { throw FastPathUnavailable() }
        let run = StringRun(
            bytes: UnsafeBufferPointer(start: base + start, count: position - start),
            isASCII: JSONByteScan.isASCII(passed), isComplete: byte == Self.quote)
        if run.isComplete { position += 1 }
        return run
    }

    /// Reads the rest of a string from the backslash where `readStringRun` stopped, appending the
    /// unescaped bytes to `bytes`; returns whether they were all ASCII.
    private mutating func readEscapedRest(appendingTo bytes: inout [UInt8]) throws -> Bool {
        do {
            return try JSONStringUnescaper.read(
                base, at: &position, end: end, collects: true, into: &bytes,
                unpairedSurrogates: .rejected)
        } catch {
            throw FastPathUnavailable()
        }
    }

    /// A string from UTF-8 bytes; invalid UTF-8 is left to JSONDecoder.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) throws -> String {
        if isASCII { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FastPathUnavailable() }
        return text
    }
}
