// JSONArrayBoundaries: where each object of a top-level JSON array lies, found without decoding
// anything, so a list screen can show `Users (N)` and its first rows from a 40 MB payload while
// the rest is still being decoded. Strings are skipped with memchr; only brackets are counted.
import Foundation

/// The byte ranges of the objects in a JSON array of objects.
public enum JSONArrayBoundaries {
    /// The range of each element of `data`, a JSON array whose elements are all objects, in
    /// `data`'s indices (so `data[range]` is one object's JSON); nil if `data` is not shaped so.
    ///
    /// Only brackets are counted, the JSON inside each object is not checked: decoding an element
    /// (e.g. `UserListDecoder.decodeElement`) reports what is wrong with it.
    public static func objectRanges(in data: Data) -> [Range<Data.Index>]? {
        data.withUnsafeBytes { raw -> [Range<Data.Index>]? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            guard let offsets = scan(base, count: raw.count) else { return nil }
            let origin = data.startIndex
            return offsets.map { (origin + $0.lowerBound)..<(origin + $0.upperBound) }
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func scan(_ base: UnsafePointer<UInt8>, count end: Int) -> [Range<Int>]? {
        var position = 0
        func skipWhitespace() {
            while position < end, isWhitespace(base[position]) { position += 1 }
        }
        skipWhitespace()
        guard position < end, base[position] == UInt8(ascii: "[") else { return nil }
        position += 1
        var ranges: [Range<Int>] = []
        skipWhitespace()
        if position < end, base[position] == UInt8(ascii: "]") {
            position += 1
        } else {
            while true {
                skipWhitespace()
                guard position < end, base[position] == UInt8(ascii: "{") else { return nil }
                let start = position
                guard let after = endOfObject(base, from: start, count: end) else { return nil }
                ranges.append(start..<after)
                position = after
                skipWhitespace()
                guard position < end else { return nil }
                if base[position] == UInt8(ascii: "]") {
                    position += 1
                    break
                }
                guard base[position] == UInt8(ascii: ",") else { return nil }
                position += 1
            }
        }
        skipWhitespace()
        return position == end ? ranges : nil
    }

    /// The offset just past the `}` closing the object whose `{` is at `start`.
    private static func endOfObject(_ base: UnsafePointer<UInt8>, from start: Int, count end: Int) -> Int? {
        var position = start
        var depth = 0
        while position < end {
            switch base[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return base[position] == UInt8(ascii: "}") ? position + 1 : nil }
            case UInt8(ascii: "\""):
                guard let close = endOfString(base, openingQuote: position, count: end) else { return nil }
                position = close
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// The offset of the quote closing the string opened at `quote`.
    private static func endOfString(_ base: UnsafePointer<UInt8>, openingQuote quote: Int, count end: Int) -> Int? {
        var searchFrom = quote + 1
        while searchFrom < end {
            guard let found = memchr(base + searchFrom, Int32(UInt8(ascii: "\"")), end - searchFrom) else { return nil }
            let close = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while close - backslashes - 1 > quote, base[close - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return close }
            searchFrom = close + 1
        }
        return nil
    }
}
