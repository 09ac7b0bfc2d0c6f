// CompactOffsets: non-negative integers (byte offsets, element positions) kept four bytes each
// while they all fit in 32 bits, eight bytes each from the first that does not. A collection's
// indexes hold one or two per element: 100,000 photos' element ranges are 0.8 MB instead of 1.6.

/// A growable list of non-negative integers, stored in 32 bits each while they fit.
struct CompactOffsets: Sendable, RandomAccessCollection, Equatable {
    private var narrow: [UInt32] = []
    /// All the values, once one of them did not fit in `narrow` (which is then empty).
    private var wide: [Int]?

    /// No values.
    init() {}

    /// `values`, in order.
    init(_ values: some Sequence<Int>) {
        narrow.reserveCapacity(values.underestimatedCount)
        for value in values { append(value) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { wide?.count ?? narrow.count }

    subscript(position: Int) -> Int {
        if let wide { return wide[position] }
        return Int(narrow[position])
    }

    /// Adds `value` (not negative) at the end.
    mutating func append(_ value: Int) {
        precondition(value >= 0, "offsets are not negative")
        if wide != nil {
            wide?.append(value)
        } else if let small = UInt32(exactly: value) {
            narrow.append(small)
        } else {
            wide = narrow.map(Int.init) + [value]
            narrow = []
        }
    }
}
