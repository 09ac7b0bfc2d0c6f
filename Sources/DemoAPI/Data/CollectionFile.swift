// CollectionFile: a collection's JSON file served without parsing it: the whole file as a body, and
// runs of its top-level array's elements, found through an element index scanned from the start of
// the file only as far as a request needs (ArrayElementScan); its elements read one batch at a
// time, and its records found by id (RecordIndex).
import JSONCore
import Synchronization

/// One opened collection file and its lazily scanned element index.
final class CollectionFile: Sendable {
    private let file: OpenFile
    /// The elements found so far, or why the scan stopped.
    private let scan: Mutex<ArrayElementScan>
    /// The record index, or why it could not be built; nil until first needed.
    private let records = Mutex<Result<RecordIndex, FixtureStore.LoadError>?>(nil)
    /// Field indexes by path.
    private let fields = Mutex<[String: FieldIndex]>([:])
    /// How many field indexes are kept.
    static let keptFieldIndexes = 8
    /// The most bytes read at once when going through the elements.
    static let batchBytes = 1 << 20

    /// Opens the file at `path`, named `name` in messages.
    init(path: String, name: String) throws(FixtureStore.LoadError) {
        do {
            file = try OpenFile(path: path, name: name)
        } catch {
            throw FixtureStore.LoadError(error)
        }
        scan = Mutex(ArrayElementScan(file: file))
    }

    /// The file's name, e.g. `users.json`.
    var name: String { file.name }

    /// The identity of the opened file.
    var identity: FileIdentity { file.identity }

    /// The largest file that is cheap to scan whole, in bytes (a few ms).
    static let smallFileBytes = 256 << 10

    /// Whether the file is at most `smallFileBytes` long, so scanning all of it costs little more
    /// than scanning its start.
    var isSmall: Bool { file.identity.size <= Self.smallFileBytes }

    /// The whole file as a response body.
    var wholeBody: HTTPBody { .file(file.wholeRegion) }

    /// The number of elements of the file's array (scans the whole file on first use).
    func elementCount() throws(FixtureStore.LoadError) -> Int {
        try elementIndex(coveringFirst: .max).count
    }

    /// The file's bytes from the first to the last of `elements` (the file's separators included);
    /// nil for none.
    func region(of elements: Range<Int>) throws(FixtureStore.LoadError) -> FileRegion? {
        guard !elements.isEmpty,
            let range = try elementIndex(coveringFirst: elements.upperBound).byteRange(of: elements)
        else { return nil }
        return FileRegion(file: file, offset: range.lowerBound, length: range.count)
    }

    /// The element at `position`, parsed.
    func element(at position: Int) throws(FixtureStore.LoadError) -> JSONValue {
        let range = try elementIndex(coveringFirst: position + 1).byteRange(ofElement: position)
        return try Self.parse(read(range), name: name)
    }

    /// Calls `body` with each element of `elements` (all when nil), parsed, and its position, in
    /// order, until `body` returns false; false then.
    @discardableResult
    func forEachElement(in elements: Range<Int>? = nil, _ body: (Int, JSONValue) -> Bool) throws(FixtureStore.LoadError)
        -> Bool
    {
        var failure: FixtureStore.LoadError?
        let finished = try forEachElementText(in: elements) { position, text in
            do throws(FixtureStore.LoadError) {
                return body(position, try Self.parse(text, name: name))
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return finished
    }

    /// Calls `body` with the text of each element of `elements` (all when nil) and its position,
    /// reading about `batchBytes` of the file at a time, until `body` returns false; false then.
    @discardableResult
    func forEachElementText(in elements: Range<Int>? = nil, _ body: (Int, [UInt8]) -> Bool) throws(FixtureStore
        .LoadError) -> Bool
    {
        let index = try elementIndex(coveringFirst: elements?.upperBound ?? .max)
        let all = elements ?? 0..<index.count
        var next = all.lowerBound
        while next < all.upperBound {
            let first = index.byteRange(ofElement: next)
            var end = next + 1
            while end < all.upperBound, index.byteRange(ofElement: end).upperBound - first.lowerBound <= Self.batchBytes
            { end += 1 }
            let batch = try read(first.lowerBound..<index.byteRange(ofElement: end - 1).upperBound)
            for position in next..<end {
                let range = index.byteRange(ofElement: position)
                let bytes = Array(batch[(range.lowerBound - first.lowerBound)..<(range.upperBound - first.lowerBound)])
                guard body(position, bytes) else { return false }
            }
            next = end
        }
        return true
    }

    /// Where the elements are by the text of the field at `path` (reads every element on first use
    /// of a path; the indexes of the last few paths used are kept).
    func fieldIndex(_ path: String) throws(FixtureStore.LoadError) -> FieldIndex {
        if let built = fields.withLock({ $0[path] }) { return built }
        let built = try FieldIndex(file: self, path: path)
        fields.withLock { fields in
            if fields.count >= Self.keptFieldIndexes { fields.removeAll() }
            fields[path] = built
        }
        return built
    }

    /// Where each id lies, and the largest id (reads every element on first use).
    func recordIndex() throws(FixtureStore.LoadError) -> RecordIndex {
        if let built = records.withLock({ $0 }) { return try built.get() }
        let built = Result { () throws(FixtureStore.LoadError) in try RecordIndex(file: self) }
        records.withLock { $0 = $0 ?? built }
        return try built.get()
    }

    private func read(_ range: Range<Int>) throws(FixtureStore.LoadError) -> [UInt8] {
        do {
            return try file.bytes(at: range.lowerBound, length: range.count)
        } catch {
            throw FixtureStore.LoadError(error)
        }
    }

    private static func parse(_ bytes: [UInt8], name: String) throws(FixtureStore.LoadError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(name, error)
        }
    }

    /// The index of the first `count` elements, or of all of them (marked complete) when the file
    /// holds no more or was scanned whole before. The file is scanned only as far as needed, one
    /// chunk per turn of the lock, so a request near the start is not held up by a whole scan.
    /// Throws the fault the scan met before reaching the `count`th element.
    func elementIndex(coveringFirst count: Int) throws(FixtureStore.LoadError) -> ArrayElementIndex {
        while true {
            let found = try scan.withLock { scan throws(FixtureStore.LoadError) -> ArrayElementIndex? in
                if scan.foundCount >= count || scan.complete != nil { return scan.index(ofFirst: count) }
                if let fault = scan.fault { throw fault }
                scan.advance()
                return nil
            }
            if let found { return found }
        }
    }
}
