// JSONByteScan: finding the bytes that matter in JSON text. Most bytes of a typical document are
// inside strings, where only a quote, a backslash or (for a strict reader) a control character
// matters, so strings are searched eight bytes at a time; indentation is skipped the same way.
// Every reader and splitter of the package scans with these functions.
//
// Public, unlike the rest of JSONCore (which is no product, so no code outside the package sees
// it either way): the compiler inlines an `@inlinable` function into another module of the
// package only when it is public. As `package` functions, every string of a list decoded in
// Models called them (the in-memory decode of 100,000 users: 764 -> 627 ns a user when public).

/// Searches JSON text for the bytes that end a run of plain string characters or of whitespace.
public enum JSONByteScan {
    /// The high bit of each byte of `word` (read little-endian) that is a quote or a backslash,
    /// or, when `controls`, below 0x20 (the classic "has a zero byte" test, `(x - 0x01...) & ~x`).
    /// Bits above the lowest one set may be false alarms (borrows), so only the lowest is exact.
    @inlinable @inline(__always)
    public static func marks(in word: UInt64, controls: Bool) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        var found = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
        if controls { found |= (word &- ones &* 0x20) & ~word }
        return found & (ones &* 0x80)
    }

    /// The offset of the first quote or backslash (or, when `controls`, byte below 0x20) at or
    /// after `start`, or `end` when there is none. Every byte passed over is OR-ed into
    /// `passed`, so a caller can tell whether they were all ASCII (`passed & 0x80...` is zero).
    @inlinable @inline(__always)
    public static func firstStringSpecial(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int,
        controls: Bool, passed: inout UInt64
    ) -> Int {
        var position = start
        while position + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let found = marks(in: word, controls: controls)
            if found != 0 {
                let skipped = found.trailingZeroBitCount / 8
                passed |= word & ((1 &<< UInt64(skipped * 8)) &- 1)
                return position + skipped
            }
            passed |= word
            position += 8
        }
        while position < end {
            let byte = base[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (controls && byte < 0x20) { return position }
            passed |= UInt64(byte)
            position += 1
        }
        return end
    }

    /// `firstStringSpecial` for a caller that does not care which bytes it passed.
    @inlinable @inline(__always)
    public static func firstStringSpecial(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int,
        controls: Bool
    ) -> Int {
        var passed: UInt64 = 0
        return firstStringSpecial(base, from: start, to: end, controls: controls, passed: &passed)
    }

    /// Whether `passed` (as `firstStringSpecial` leaves it) saw only ASCII bytes.
    @inlinable @inline(__always)
    public static func isASCII(_ passed: UInt64) -> Bool {
        passed & 0x8080_8080_8080_8080 == 0
    }

    /// Whether `byte` is JSON whitespace (space, tab, line feed, carriage return).
    @inlinable @inline(__always)
    public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The offset of the first byte at or after `start` that is not JSON whitespace (`end` when
    /// none). Compact JSON has none, which one test settles; runs of spaces go eight at a time.
    @inlinable @inline(__always)
    public static func skipWhitespace(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, base[start] <= UInt8(ascii: " ") else { return start }
        return skipWhitespaceRun(base, from: start, to: end)
    }

    /// `skipWhitespace` past its first test.
    @usableFromInline
    static func skipWhitespaceRun(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let spaces = 0x0101_0101_0101_0101 &* UInt64(UInt8(ascii: " "))
        var position = start
        while position < end {
            if position + 8 <= end && UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self) == spaces {
                position += 8
                continue
            }
            guard isWhitespace(base[position]) else { return position }
            position += 1
        }
        return end
    }
}
