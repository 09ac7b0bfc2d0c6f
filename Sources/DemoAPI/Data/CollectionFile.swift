// CollectionFile: a collection's JSON file served without parsing it: the whole file as a body.

/// One opened collection file.
final class CollectionFile: Sendable {
    private let file: OpenFile

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

    /// Every byte of the file.
    func allBytes() throws(FixtureStore.LoadError) -> [UInt8] {
        do {
            return try file.bytes(at: 0, length: file.identity.size)
        } catch {
            throw FixtureStore.LoadError(error)
        }
    }
}
