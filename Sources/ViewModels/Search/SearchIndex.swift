// SearchIndex: the folded search text of every item of a list in contiguous byte chunks, built
// once when the items arrive, and the substring search the filter runs over it.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folded search keys of a list's items, searchable off the main actor.
///
/// An item's key is its fields folded by `SearchFolding`, each followed by the separator byte 0
/// (which a folded needle never contains), so a match never spans two fields or two items. Keys
/// are packed into chunks of about a megabyte that never split an item: the index grows without
/// copying what it already holds (a single growing buffer briefly needs twice its size, which
/// for 100,000 users was most of the app's peak memory above its steady state).
final class SearchIndex: Sendable {
    /// Consecutive items' keys: item `firstItem + i` is `bytes[starts[i]..<starts[i + 1]]`.
    private struct Chunk: Sendable {
        let firstItem: Int
        let bytes: [UInt8]
        let starts: [Int32]
    }

    /// The size chunks are filled to (an item larger than this gets a chunk of its own).
    static let chunkSize = 1 << 20

    private let chunks: [Chunk]
    /// How often each byte value occurs in all keys, to scan for the needle's rarest byte.
    private let byteCounts: [Int]

    /// The number of items indexed.
    let count: Int

    /// Indexes `items`, taking each one's searchable fields from `fields`, in chunks of about
    /// `chunkSize` bytes.
    init<Item>(_ items: [Item], chunkSize: Int = SearchIndex.chunkSize, fields: (Item) -> [String]) {
        var chunks: [Chunk] = []
        var byteCounts = [Int](repeating: 0, count: 256)
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        var firstItem = 0
        var key: [UInt8] = []
        func close() {
            starts.append(Int32(bytes.count))
            for byte in bytes { byteCounts[Int(byte)] += 1 }
            chunks.append(Chunk(firstItem: firstItem, bytes: bytes, starts: starts))
        }
        for (index, item) in items.enumerated() {
            key.removeAll(keepingCapacity: true)
            for field in fields(item) {
                SearchFolding.append(field, to: &key)
                key.append(0)
            }
            if !starts.isEmpty, bytes.count + key.count > chunkSize {
                close()
                bytes = []
                starts = []
                firstItem = index
            }
            if starts.isEmpty { bytes.reserveCapacity(max(chunkSize, key.count)) }
            starts.append(Int32(bytes.count))
            bytes.append(contentsOf: key)
        }
        if !starts.isEmpty { close() }
        self.chunks = chunks
        self.byteCounts = byteCounts
        self.count = items.count
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
        var probes = 0
        for chunk in chunks {
            guard Self.search(needle, pivot: pivot, in: chunk, into: &matches, probes: &probes) else { return nil }
        }
        return Task.isCancelled ? nil : matches
    }

    /// Calls `body` with the folded bytes of field `field` of every item, in item order (empty
    /// for an item with fewer fields): the sort keys of a column, without folding again.
    func forEachField(_ field: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        for chunk in chunks {
            chunk.bytes.withUnsafeBufferPointer { bytes in
                for item in 0..<(chunk.starts.count - 1) {
                    var start = Int(chunk.starts[item])
                    let end = Int(chunk.starts[item + 1])
                    var skipped = 0
                    while skipped < field, start < end {
                        if bytes[start] == 0 { skipped += 1 }
                        start += 1
                    }
                    var stop = start
                    while stop < end, bytes[stop] != 0 { stop += 1 }
                    body(UnsafeBufferPointer(rebasing: bytes[start..<stop]))
                }
            }
        }
    }

    /// Appends the matching items of `chunk` to `matches`; false if the task was cancelled.
    private static func search(
        _ needle: [UInt8], pivot: Int, in chunk: Chunk, into matches: inout [Int],
        probes: inout Int
    ) -> Bool {
        chunk.bytes.withUnsafeBytes { haystack -> Bool in
            needle.withUnsafeBytes { pattern -> Bool in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return true }
                let length = haystack.count
                let pivotByte = Int32(needle[pivot])
                var regionStart = 0
                var cursor = pivot
                var item = 0
                while cursor < length, let found = memchr(base + cursor, pivotByte, length - cursor) {
                    let hit = base.distance(to: UnsafeRawPointer(found))
                    let start = hit - pivot
                    if start >= regionStart, start + needle.count <= length,
                        memcmp(base + start, patternBase, needle.count) == 0
                    {
                        while Int(chunk.starts[item + 1]) <= start { item += 1 }
                        matches.append(chunk.firstItem + item)
                        regionStart = Int(chunk.starts[item + 1])
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
    }
}
