// JSONEscape: what one backslash escape in a JSON string stands for, and the unescaping of a whole
// string into UTF-8 bytes. A surrogate pair written as two `\u` escapes makes one scalar; what an
// unpaired surrogate becomes is the caller's choice.

/// Decodes the escapes of JSON strings.
package enum JSONEscape {
    /// What an escape stands for.
    package enum Decoded: Equatable {
        /// A byte (`\n`, `\"`, ...), always ASCII.
        case byte(UInt8)
        /// A scalar written as `\uXXXX` (or as a surrogate pair of them).
        case scalar(Unicode.Scalar)
        /// A surrogate without its other half.
        case unpairedSurrogate
    }

    /// Why an escape could not be read, with the offset it concerns.
    package enum Failure: Error, Equatable {
        /// The string ends just after a backslash.
        case endAfterBackslash(at: Int)
        /// The letter after a backslash is not one JSON knows.
        case invalidEscape(at: Int)
        /// Fewer than four bytes are left for the digits of `\u`.
        case missingHexDigits(at: Int)
        /// A byte among the four of `\u` is not a hex digit.
        case badHexDigit(at: Int)
    }

    /// Reads the escape whose backslash is just before `position`, leaving `position` after it.
    /// A high surrogate followed by `\u` takes that escape too, paired or not.
    @inlinable
    package static func decode(
        _ base: UnsafePointer<UInt8>, at position: inout Int,
        end: Int
    ) throws(Failure) -> Decoded {
        guard position < end else { throw .endAfterBackslash(at: position) }
        let letter = base[position]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            position += 1
            return .byte(letter)
        case UInt8(ascii: "b"):
            position += 1
            return .byte(0x08)
        case UInt8(ascii: "f"):
            position += 1
            return .byte(0x0C)
        case UInt8(ascii: "n"):
            position += 1
            return .byte(0x0A)
        case UInt8(ascii: "r"):
            position += 1
            return .byte(0x0D)
        case UInt8(ascii: "t"):
            position += 1
            return .byte(0x09)
        case UInt8(ascii: "u"):
            position += 1
            return try decodeUnicode(base, at: &position, end: end)
        default:
            throw .invalidEscape(at: position)
        }
    }

    /// The value of a hex digit, or nil.
    @inlinable @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The scalar of the `XXXX` at `position` (after `\u`), and of a low surrogate's `\uXXXX`
    /// after a high one.
    @inlinable
    static func decodeUnicode(
        _ base: UnsafePointer<UInt8>, at position: inout Int,
        end: Int
    ) throws(Failure) -> Decoded {
        let first = try hex4(base, at: &position, end: end)
        switch first {
        case 0xD800..<0xDC00:
            guard position + 1 < end, base[position] == UInt8(ascii: "\\"), base[position + 1] == UInt8(ascii: "u")
            else {
                return .unpairedSurrogate
            }
            position += 2
            let second = try hex4(base, at: &position, end: end)
            guard (0xDC00..<0xE000).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            else {
                return .unpairedSurrogate
            }
            return .scalar(scalar)
        default:
            guard let scalar = Unicode.Scalar(first) else { return .unpairedSurrogate }
            return .scalar(scalar)
        }
    }

    @inlinable
    static func hex4(_ base: UnsafePointer<UInt8>, at position: inout Int, end: Int) throws(Failure) -> UInt32 {
        guard position + 4 <= end else { throw .missingHexDigits(at: position) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(base[position]) else { throw .badHexDigit(at: position) }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
