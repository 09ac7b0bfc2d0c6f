// SearchIndex: the folded search text of every item of a list in one contiguous byte buffer,
// built once when the items arrive, and the substring search the filter runs over it.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Folded search keys of a list's items, searchable off the main actor.
///
/// Item `i`'s key is `bytes[starts[i]..<starts[i + 1]]`: its fields folded by `SearchFolding`,
/// each followed by the separator byte 0 (which a folded needle never contains), so a match
/// never spans two fields or two items.
final class SearchIndex: Sendable {
    private let bytes: [UInt8]
    private let starts: [Int]
    /// How often each byte value occurs in `bytes`, to scan for the needle's rarest byte.
    private let byteCounts: [Int]

    /// The number of items indexed.
    var count: Int { starts.count - 1 }

    /// Indexes `items`, taking each one's searchable fields from `fields`.
    init<Item>(_ items: [Item], fields: (Item) -> [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 64)
        var starts: [Int] = []
        starts.reserveCapacity(items.count + 1)
        for item in items {
            starts.append(bytes.count)
            for field in fields(item) {
                SearchFolding.append(field, to: &bytes)
                bytes.append(0)
            }
        }
        starts.append(bytes.count)
        var byteCounts = [Int](repeating: 0, count: 256)
        for byte in bytes { byteCounts[Int(byte)] += 1 }
        self.bytes = bytes
        self.starts = starts
        self.byteCounts = byteCounts
    }

    /// The ascending indices of the items whose key contains the folded `needle`; nil if the
    /// task was cancelled first.
    ///
    /// `memchr` finds the needle's rarest byte, `memcmp` checks the rest; after a match the
    /// scan skips to the next item, so each item costs at most one match.
    func search(_ needle: [UInt8]) -> [Int]? {
        guard !needle.isEmpty else { return Array(0..<count) }
        let pivot = needle.indices.min { byteCounts[Int(needle[$0])] < byteCounts[Int(needle[$1])] } ?? 0
        guard byteCounts[Int(needle[pivot])] > 0 else { return [] }
        var matches: [Int] = []
        let finished = bytes.withUnsafeBytes { haystack -> Bool in
            needle.withUnsafeBytes { pattern -> Bool in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else {
                    return true
                }
                let length = haystack.count
                let pivotByte = Int32(needle[pivot])
                var regionStart = 0
                var cursor = pivot
                var item = 0
                var probes = 0
                while cursor < length, let found = memchr(base + cursor, pivotByte, length - cursor) {
                    let hit = base.distance(to: UnsafeRawPointer(found))
                    let start = hit - pivot
                    if start >= regionStart, start + needle.count <= length,
                       memcmp(base + start, patternBase, needle.count) == 0 {
                        while starts[item + 1] <= start { item += 1 }
                        matches.append(item)
                        regionStart = starts[item + 1]
                        cursor = regionStart + pivot
                    } else {
                        cursor = hit + 1
                    }
                    probes += 1
                    if probes & 0xFFF == 0, Task.isCancelled { return false }
                }
                return true
            }
        }
        return finished && !Task.isCancelled ? matches : nil
    }
}
