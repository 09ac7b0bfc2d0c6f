// HTTPBody: what follows a response head: bytes in memory, or a region of an open file that is
// sent with sendfile(2) and never read into the process.

/// A response body.
enum HTTPBody: Sendable, Equatable {
    /// Bytes held in memory.
    case bytes([UInt8])
    /// A region of a file, sent straight from the file.
    case file(FileRegion)

    /// The number of bytes (the `Content-Length`).
    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .file(let region): region.length
        }
    }

    /// The first `length` bytes (all of them when there are fewer).
    func prefix(_ length: Int) -> HTTPBody {
        switch self {
        case .bytes(let bytes): .bytes(Array(bytes.prefix(length)))
        case .file(let region): .file(FileRegion(file: region.file, offset: region.offset, length: min(length, region.length)))
        }
    }

    /// The bytes in memory; a file region is read.
    func loadBytes() throws(FileReadError) -> [UInt8] {
        switch self {
        case .bytes(let bytes): bytes
        case .file(let region): try region.file.bytes(at: region.offset, length: region.length)
        }
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
            for value in [identity.device, identity.inode, UInt64(identity.size), UInt64(bitPattern: identity.modifiedNanoseconds),
                          UInt64(region.offset), UInt64(region.length)] {
                hash.combine(value)
            }
            return EntityTag(opaque: hash.hexDigits, isWeak: false)
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
