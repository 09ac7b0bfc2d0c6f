// FilteredList: the visible rows of a filtered, perhaps sorted, list as indices into the full
// list, without copying the items (and without allocating at all when nothing is filtered out
// or reordered).

/// The rows a list shows: row `r` shows item `self[r]` of the full list.
public struct FilteredList: RandomAccessCollection, Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case all(count: Int)
        case subset([Int])
        /// Items in sorted order; `rank[i]` is item `i`'s place in the whole sorted list, so
        /// `rows` ascend in rank.
        case ordered(rows: [Int32], rank: [Int32])
    }

    private let storage: Storage

    /// Every item of a list of `count` items.
    public static func all(count: Int) -> FilteredList {
        FilteredList(storage: .all(count: count))
    }

    /// The items at `indices`, which must be ascending.
    public static func subset(_ indices: [Int]) -> FilteredList {
        FilteredList(storage: .subset(indices))
    }

    /// The items `matches` keeps (every item when nil; ascending item indices otherwise), in the
    /// order of `permutation`. Linear in the number of items.
    static func ordered(_ matches: [Int]?, by permutation: SortPermutation) -> FilteredList {
        guard let matches else {
            return FilteredList(storage: .ordered(rows: permutation.order, rank: permutation.rank))
        }
        var kept = [Bool](repeating: false, count: permutation.order.count)
        for item in matches { kept[item] = true }
        var rows: [Int32] = []
        rows.reserveCapacity(matches.count)
        for item in permutation.order where kept[Int(item)] { rows.append(item) }
        return FilteredList(storage: .ordered(rows: rows, rank: permutation.rank))
    }

    /// The first row, 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int {
        switch storage {
        case .all(let count): count
        case .subset(let indices): indices.count
        case .ordered(let rows, _): rows.count
        }
    }

    /// The item index shown at `row`.
    public subscript(row: Int) -> Int {
        switch storage {
        case .all: row
        case .subset(let indices): indices[row]
        case .ordered(let rows, _): Int(rows[row])
        }
    }

    /// The row that shows item `itemIndex`, or nil if it is filtered out (binary search).
    public func row(ofItem itemIndex: Int) -> Int? {
        switch storage {
        case .all(let count):
            return (0..<count).contains(itemIndex) ? itemIndex : nil
        case .subset(let indices):
            let row = Self.firstRow(count: indices.count) { indices[$0] < itemIndex }
            return row < indices.count && indices[row] == itemIndex ? row : nil
        case .ordered(let rows, let rank):
            guard rank.indices.contains(itemIndex) else { return nil }
            let target = rank[itemIndex]
            let row = Self.firstRow(count: rows.count) { rank[Int(rows[$0])] < target }
            return row < rows.count && Int(rows[row]) == itemIndex ? row : nil
        }
    }

    /// The first row in `0..<count` for which `isBefore` is false (it must be true up to some row, then false).
    private static func firstRow(count: Int, isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
