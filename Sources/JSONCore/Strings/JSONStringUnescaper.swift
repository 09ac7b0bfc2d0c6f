// JSONStringUnescaper: reads the rest of a JSON string up to its closing quote, checking it
// (no control characters, valid escapes) and, when asked, appending its unescaped UTF-8 bytes.
// Runs without escapes are found eight bytes at a time and copied whole.

/// Reads the characters of JSON strings.
package enum JSONStringUnescaper {
    /// What an unpaired surrogate escape becomes.
    package enum UnpairedSurrogates {
        /// The string is refused.
        case rejected
        /// U+FFFD REPLACEMENT CHARACTER, as a lenient parser writes it.
        case replaced
    }

    /// Why a string could not be read.
    package enum Failure: Error, Equatable {
        /// A malformed escape.
        case escape(JSONEscape.Failure)
        /// A byte below 0x20, at this offset.
        case controlCharacter(at: Int)
        /// The input ends before the closing quote.
        case unterminated(at: Int)
        /// An unpaired surrogate escape, when they are rejected; the offset is after it.
        case unpairedSurrogate(at: Int)
    }

    /// Reads from `position` (inside a string) past the closing quote; when `collects`, appends
    /// the unescaped bytes to `bytes`. Returns whether the characters read were all ASCII.
    @inlinable @inline(__always)
    package static func read(
        _ base: UnsafePointer<UInt8>, at position: inout Int, end: Int,
        collects: Bool, into bytes: inout [UInt8],
        unpairedSurrogates: UnpairedSurrogates
    ) throws(Failure) -> Bool {
        var passed: UInt64 = 0
        while true {
            let runStart = position
            position = JSONByteScan.firstStringSpecial(base, from: position, to: end, controls: true, passed: &passed)
            if collects && position > runStart {
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
            }
            guard position < end else { throw .unterminated(at: end) }
            let byte = base[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return JSONByteScan.isASCII(passed)
            case UInt8(ascii: "\\"):
                let decoded: JSONEscape.Decoded
                do throws(JSONEscape.Failure) {
                    decoded = try JSONEscape.decode(base, at: &position, end: end)
                } catch {
                    throw .escape(error)
                }
                switch decoded {
                case .byte(let unescaped):
                    if collects { bytes.append(unescaped) }
                case .scalar(let scalar):
                    if scalar.value >= 0x80 { passed |= 0x80 }
                    if collects { UTF8.encode(scalar) { bytes.append($0) } }
                case .unpairedSurrogate:
                    guard unpairedSurrogates == .replaced else { throw .unpairedSurrogate(at: position) }
                    passed |= 0x80
                    if collects { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
                }
            default:
                throw .controlCharacter(at: position - 1)
            }
        }
    }
}
