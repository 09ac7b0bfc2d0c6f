// ArrayElementScan: a collection file's array scanned (and validated) from its start only as far
// as someone needs, in chunks that grow from a few KB: a page near the start is answered after
// reading just its bytes, the element count once the whole file has been read.
import JSONCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scan of a file's top-level JSON array, so far.
///
/// The elements found are valid JSON; a fault (invalid JSON, not an array, a failed read) is
/// kept when the scan reaches it, and the elements found before it stay readable.
struct ArrayElementScan {
    /// The first chunk read; each next one is twice as big, up to `largestChunk`.
    static let firstChunk = 16 << 10
    /// The most bytes read at once.
    static let largestChunk = 1 << 20

    private let file: OpenFile
    private var scanner = JSONDocumentScanner()
    /// How many bytes of the file were scanned.
    private var scannedBytes = 0
    private var chunkSize = firstChunk
    /// Why the scan stopped short of the end of the file, once it did: the file is not a JSON
    /// array, or could not be read.
    private(set) var fault: FixtureStore.LoadError?
    /// All the elements, once the whole file was scanned.
    private(set) var complete: ArrayElementIndex?

    /// A scan of `file`, nothing read yet.
    init(file: OpenFile) {
        self.file = file
    }

    /// The number of elements found so far.
    var foundCount: Int { complete?.count ?? scanner.starts.count }

    /// The first `count` elements found (fewer when fewer were found); all of them, marked
    /// complete, when the whole file was scanned.
    func index(ofFirst count: Int) -> ArrayElementIndex {
        if let complete { return complete }
        let count = min(count, scanner.starts.count)
        return ArrayElementIndex(
            starts: scanner.starts[..<count], ends: scanner.ends[..<count], isComplete: false)
    }

    /// Reads and scans the next chunk of the file; a fault met is kept (see `fault`), with the
    /// elements found before it.
    mutating func advance() {
        guard complete == nil, fault == nil else { return }
        do {
            try scanNextChunk()
        } catch {
            fault = error
        }
    }

    private mutating func scanNextChunk() throws(FixtureStore.LoadError) {
        if scannedBytes == 0 { _ = posix_fadvise(file.descriptor, 0, 0, POSIX_FADV_SEQUENTIAL) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        chunkSize = min(chunkSize * 2, Self.largestChunk)
        let filled: Int
        do {
            filled = try file.read(into: buffer, at: scannedBytes)
        } catch {
            throw FixtureStore.LoadError(error)
        }
        do {
            if filled > 0 {
                try scanner.scan(UnsafeRawBufferPointer(rebasing: buffer[..<filled]))
                scannedBytes += filled
                return
            }
            try scanner.finish()
        } catch {
            throw .invalidJSON(file.name, error)
        }
        guard scanner.topLevelIsArray else { throw .notAnArray(file.name) }
        complete = ArrayElementIndex(starts: scanner.starts, ends: scanner.ends, isComplete: true)
        scanner = JSONDocumentScanner()
    }
}
