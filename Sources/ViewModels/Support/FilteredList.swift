// FilteredList: the visible rows of a filtered list as indices into the full list, without
// copying the items (and without allocating at all when nothing is filtered out).

/// The rows a list shows: row `r` shows item `self[r]` of the full list, in ascending order.
public struct FilteredList: RandomAccessCollection, Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case all(count: Int)
        case subset([Int])
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

    /// The first row, 0.
    public var startIndex: Int { 0 }

    /// The number of rows.
    public var endIndex: Int {
        switch storage {
        case .all(let count): count
        case .subset(let indices): indices.count
        }
    }

    /// The item index shown at `row`.
    public subscript(row: Int) -> Int {
        switch storage {
        case .all: row
        case .subset(let indices): indices[row]
        }
    }

    /// The row that shows item `itemIndex`, or nil if it is filtered out (binary search).
    public func row(ofItem itemIndex: Int) -> Int? {
        switch storage {
        case .all(let count):
            return (0..<count).contains(itemIndex) ? itemIndex : nil
        case .subset(let indices):
            var low = 0
            var high = indices.count
            while low < high {
                let middle = (low + high) / 2
                if indices[middle] < itemIndex { low = middle + 1 } else { high = middle }
            }
            return low < indices.count && indices[low] == itemIndex ? low : nil
        }
    }
}
