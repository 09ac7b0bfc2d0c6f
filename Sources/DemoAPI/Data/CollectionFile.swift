// CollectionFile: a collection's JSON file served without parsing it: the whole file as a body, and
// slices of its top-level array, read through an element index built once, on first need.
import Synchronization

/// One opened collection file and its lazily built element index.
final class CollectionFile: Sendable {
    private let file: OpenFile
    /// The index, or why it could not be built; nil until first needed.
    private let index = Mutex<Result<ArrayElementIndex, FixtureStore.LoadError>?>(nil)

    /// Opens the file at `path`, named `name` in messages.
    init(path: String, name: String) throws(FixtureStore.LoadError) {
        do {
            file = try OpenFile(path: path, name: name)
        } catch {
            throw FixtureStore.LoadError(error)
        }
    }

    /// The file's name, e.g. `users.json`.
    var name: String { file.name }

    /// The identity of the opened file.
    var identity: FileIdentity { file.identity }

    /// The whole file as a response body.
    var wholeBody: HTTPBody { .file(file.wholeRegion) }

    /// The number of elements of the file's array (builds the index on first use).
    func elementCount() throws(FixtureStore.LoadError) -> Int {
        try elementIndex().count
    }

    /// A JSON array holding `elements` of the file's array, read from just their bytes.
    func arrayText(of elements: Range<Int>) throws(FixtureStore.LoadError) -> [UInt8] {
        guard let range = try elementIndex().byteRange(of: elements) else { return Array("[]".utf8) }
        do {
            return try file.bytes(at: range.lowerBound, length: range.count, prefix: [UInt8(ascii: "[")], suffix: [UInt8(ascii: "]")])
        } catch {
            throw FixtureStore.LoadError(error)
        }
    }

    /// Every byte of the file.
    func allBytes() throws(FixtureStore.LoadError) -> [UInt8] {
        do {
            return try file.bytes(at: 0, length: file.identity.size)
        } catch {
            throw FixtureStore.LoadError(error)
        }
    }

    /// The element index, built by the first caller while the others wait; a failure is kept too.
    private func elementIndex() throws(FixtureStore.LoadError) -> ArrayElementIndex {
        try index.withLock { cached -> Result<ArrayElementIndex, FixtureStore.LoadError> in
            if let cached { return cached }
            let built = Result { () throws(FixtureStore.LoadError) in try ArrayElementIndex(scanning: file) }
            cached = built
            return built
        }.get()
    }
}
