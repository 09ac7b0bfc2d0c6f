// ArrayElementIndex: where each element of a file's top-level JSON array lies (two offsets per
// element, four bytes each in files under 4 GB), or of its first elements while the file is still
// being scanned (ArrayElementScan), so a slice is served by reading just its bytes.

/// The byte ranges of the elements, or of the first elements, of the JSON array stored in a file.
struct ArrayElementIndex: Sendable {
    /// The first byte of each element.
    private let starts: CompactOffsets
    /// One past the last byte of each element.
    private let ends: CompactOffsets
    /// Whether these are all the array's elements (the whole file was scanned), not only its first.
    let isComplete: Bool

    /// The index of the elements starting at `starts` and ending before `ends`; `isComplete` when
    /// they are all the array's.
    init(starts: some Collection<Int>, ends: some Collection<Int>, isComplete: Bool) {
        precondition(starts.count == ends.count, "one end for each start")
        self.starts = CompactOffsets(starts)
        self.ends = CompactOffsets(ends)
        self.isComplete = isComplete
    }

    /// The number of elements indexed.
    var count: Int { starts.count }

    /// The bytes from the first to the last of `elements` (with the separators between them, which
    /// are commas and whitespace); nil for an empty range.
    func byteRange(of elements: Range<Int>) -> Range<Int>? {
        guard let last = elements.last else { return nil }
        return starts[elements.lowerBound]..<ends[last]
    }

    /// The bytes of the element at `position`.
    func byteRange(ofElement position: Int) -> Range<Int> {
        starts[position]..<ends[position]
    }
}
