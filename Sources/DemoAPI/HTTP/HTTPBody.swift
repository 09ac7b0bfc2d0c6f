// HTTPBody: what follows a response head: bytes in memory, a region of an open file that is
// sent with sendfile(2) and never read into the process, or a body produced while it is sent.
import Glibc
import JSONCore

/// A response body.
enum HTTPBody: Sendable, Equatable {
    /// Bytes held in memory.
    case bytes([UInt8])
    /// A region of a file, sent straight from the file.
    case file(FileRegion)
    /// Pieces produced as they are sent.
    case stream(any StreamedBody)

    /// Bytes and file regions compare by content and identity; streams by length and tag.
    static func == (lhs: HTTPBody, rhs: HTTPBody) -> Bool {
        switch (lhs, rhs) {
        case (.bytes(let left), .bytes(let right)): left == right
        case (.file(let left), .file(let right)): left == right
        case (.stream(let left), .stream(let right)): left.count == right.count && left.entityTag == right.entityTag
        default: false
        }
    }

    /// The number of bytes (the `Content-Length`).
    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .file(let region): region.length
        case .stream(let stream): stream.count
        }
    }

    /// The first `length` bytes (all of them when there are fewer).
    func prefix(_ length: Int) -> HTTPBody {
        switch self {
        case .bytes(let bytes): .bytes(Array(bytes.prefix(length)))
        case .file(let region):
            .file(FileRegion(file: region.file, offset: region.offset, length: min(length, region.length)))
        case .stream(let stream): .stream(PrefixedBody(base: stream, count: min(length, stream.count)))
        }
    }

    /// The bytes in memory; a file region is read.
    func loadBytes() throws(FileReadError) -> [UInt8] {
        switch self {
        case .bytes(let bytes): bytes
        case .file(let region): try region.file.bytes(at: region.offset, length: region.length)
        case .stream(let stream):
            try Self.collect(stream)
        }
    }

    private static func collect(_ stream: any StreamedBody) throws(FileReadError) -> [UInt8] {
        var sink = CollectingSink()
        guard stream.write(to: &sink) else { throw FileReadError(fileName: "a list", code: EIO) }
        return sink.bytes
    }

    /// The tag naming this body: strong from the file's identity for a file region (nothing is read),
    /// weak from a hash of the bytes otherwise.
    var entityTag: EntityTag {
        switch self {
        case .bytes(let bytes):
            var hash = FNV1aHash()
            hash.combine(bytes)
            return EntityTag(opaque: hash.hexDigits, isWeak: true)
        case .file(let region):
            let identity = region.file.identity
            var hash = FNV1aHash()
            for value in [
                identity.device, identity.inode, UInt64(identity.size), UInt64(bitPattern: identity.modificationTime),
                UInt64(region.offset), UInt64(region.length),
            ] {
                hash.combine(value)
            }
            return EntityTag(opaque: hash.hexDigits, isWeak: false)
        case .stream(let stream):
            return stream.entityTag
        }
    }
}

/// A byte range of an open file.
struct FileRegion: Sendable, Equatable {
    /// The file, kept open while the region exists.
    let file: OpenFile
    /// The first byte's offset.
    let offset: Int
    /// The number of bytes.
    let length: Int

    /// Whether both are the same bytes of the same open file.
    static func == (lhs: FileRegion, rhs: FileRegion) -> Bool {
        lhs.file === rhs.file && lhs.offset == rhs.offset && lhs.length == rhs.length
    }
}
