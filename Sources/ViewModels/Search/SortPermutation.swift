// SortPermutation: a list's items in sorted order, made off the main actor from folded sort keys
// (the bytes the search index already holds), with each item's place in that order so the row
// of an item is found by binary search.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The items of a list in one order: `order[p]` is the item at place `p`, `rank[i]` the place of
/// item `i`.
final class SortPermutation: Sendable {
    /// Item indices in sorted order.
    let order: [Int32]
    /// The place of each item in `order`.
    let rank: [Int32]

    private init(order: [Int32]) {
        var rank = [Int32](repeating: 0, count: order.count)
        for (place, item) in order.enumerated() { rank[Int(item)] = Int32(place) }
        self.order = order
        self.rank = rank
    }

    /// The natural order of `count` items turned round: the last first.
    static func reversed(count: Int) -> SortPermutation {
        SortPermutation(order: (0..<Int32(count)).reversed())
    }

    /// `count` items ordered by `keys`, descending when `descending`; equal keys keep the items'
    /// natural order (so the sort is stable either way round). Nil if the task was cancelled.
    static func sorted(by keys: SortKeys, descending: Bool) -> SortPermutation? {
        var order = Array(0..<Int32(keys.count))
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.starts.withUnsafeBufferPointer { starts in
                keys.prefixes.withUnsafeBufferPointer { prefixes in
                    order.sort { first, second in
                        let firstPrefix = prefixes[Int(first)]
                        let secondPrefix = prefixes[Int(second)]
                        var comparison: Int32 = firstPrefix == secondPrefix ? 0 : (firstPrefix < secondPrefix ? -1 : 1)
                        if comparison == 0 {
                            comparison = tailComparison(Int(first), Int(second), bytes: bytes, starts: starts)
                        }
                        if comparison == 0 { return first < second }
                        return descending ? comparison > 0 : comparison < 0
                    }
                }
            }
        }
        return Task.isCancelled ? nil : SortPermutation(order: order)
    }

    /// Compares two keys whose first eight bytes are equal: the rest of the bytes, then the lengths.
    private static func tailComparison(
        _ first: Int, _ second: Int, bytes: UnsafeBufferPointer<UInt8>,
        starts: UnsafeBufferPointer<Int32>
    ) -> Int32 {
        let firstStart = Int(starts[first])
        let firstLength = Int(starts[first + 1]) - firstStart
        let secondStart = Int(starts[second])
        let secondLength = Int(starts[second + 1]) - secondStart
        let shared = min(firstLength, secondLength)
        if shared > SortKeys.prefixLength, let base = bytes.baseAddress {
            let skip = SortKeys.prefixLength
            let result = memcmp(base + firstStart + skip, base + secondStart + skip, shared - skip)
            if result != 0 { return result < 0 ? -1 : 1 }
        }
        return firstLength == secondLength ? 0 : (firstLength < secondLength ? -1 : 1)
    }
}

/// The folded sort key of every item of a list, end to end, with each key's first eight bytes
/// packed into an integer: most comparisons are one integer comparison.
///
/// Keys are folded by `SearchFolding` (case and accents ignored, so `Zoë` sorts with `zoe`) and
/// compared byte by byte: Latin text sorts alphabetically, other scripts by code point.
struct SortKeys: Sendable {
    /// How many bytes of a key `prefixes` holds.
    static let prefixLength = 8

    private(set) var bytes: [UInt8] = []
    /// Key `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private(set) var starts: [Int32] = [0]
    private(set) var prefixes: [UInt64] = []

    /// The number of keys.
    var count: Int { prefixes.count }

    /// The keys of field `field` of every item `index` holds.
    init(field: Int, of index: SearchIndex) {
        bytes.reserveCapacity(index.count * 16)
        starts.reserveCapacity(index.count + 1)
        prefixes.reserveCapacity(index.count)
        index.forEachField(field) { append($0) }
    }

    /// The keys `key` makes of `items`, folded.
    init<Item>(_ items: [Item], key: (Item) -> String) {
        starts.reserveCapacity(items.count + 1)
        prefixes.reserveCapacity(items.count)
        var folded: [UInt8] = []
        for item in items {
            folded.removeAll(keepingCapacity: true)
            SearchFolding.append(key(item), to: &folded)
            folded.withUnsafeBufferPointer { append($0) }
        }
    }

    /// Adds one key (folded bytes, which never contain 0: a shorter key pads with zeros and so
    /// sorts before any longer key it begins).
    private mutating func append(_ key: UnsafeBufferPointer<UInt8>) {
        var prefix: UInt64 = 0
        for position in 0..<Self.prefixLength {
            prefix = prefix << 8 | UInt64(position < key.count ? key[position] : 0)
        }
        prefixes.append(prefix)
        bytes.append(contentsOf: key)
        starts.append(Int32(bytes.count))
    }
}
