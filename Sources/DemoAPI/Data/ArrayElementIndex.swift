import JSONCore

// ArrayElementIndex: where each element of a file's top-level JSON array lies (two offsets per
// element), built by scanning the file in chunks, so a slice is served by reading just its bytes.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The byte ranges of the elements of the JSON array stored in a file.
struct ArrayElementIndex: Sendable {
    /// The first byte of each element.
    private let starts: [Int]
    /// One past the last byte of each element.
    private let ends: [Int]

    /// The number of elements.
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

    /// Reads `file` in chunks of `chunkSize` bytes, validating it as JSON and noting its elements.
    init(scanning file: OpenFile, chunkSize: Int = 1 << 20) throws(FixtureStore.LoadError) {
        _ = posix_fadvise(file.descriptor, 0, 0, POSIX_FADV_SEQUENTIAL)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var scanner = JSONDocumentScanner()
        var offset = 0
        while true {
            let filled: Int
            do {
                filled = try file.read(into: buffer, at: offset)
            } catch {
                throw FixtureStore.LoadError(error)
            }
            do {
                guard filled > 0 else {
                    try scanner.finish()
                    break
                }
                try scanner.scan(UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
            } catch {
                throw .invalidJSON(file.name, error)
            }
            offset += filled
        }
        guard scanner.topLevelIsArray else { throw .notAnArray(file.name) }
        starts = scanner.starts
        ends = scanner.ends
    }
}
