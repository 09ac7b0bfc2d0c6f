// A cache entry file opened for reading in pieces with pread: the descriptor stays open, so the
// bytes read are those of this version even if a writer replaces the entry or eviction removes
// it meanwhile (entries are never changed in place).
import Foundation
import JSONCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open entry file with its identity.
final class EntryFile {
    let path: String
    let descriptor: Int32
    /// The file as opened (after the LRU touch).
    let identity: FileIdentity

    /// Takes ownership of `descriptor`, open on `path`.
    init(path: String, descriptor: Int32) throws {
        guard let identity = FileIdentity(descriptor: descriptor) else {
            let code = errno
            close(descriptor)
            throw CacheError.io(operation: "stat", path: path, code: code)
        }
        self.path = path
        self.descriptor = descriptor
        self.identity = identity
    }

    deinit { close(descriptor) }

    /// The metadata in the header line and the offset where the payload starts; throws
    /// `CacheEnvelope.Failure` for a file that is not an entry.
    func readHeader() throws -> (metadata: CacheEntryMetadata, payloadOffset: Int) {
        // Most headers are a few hundred bytes: look at 4 KB first, then up to the limit.
        for limit in [4096, CacheEnvelope.maximumHeaderLength] {
            let start = try read(count: min(limit, identity.size), at: 0)
            if let newline = start.firstIndex(of: 0x0A) {
                let payloadOffset = newline + 1
                let metadata = try CacheEnvelope.metadata(
                    fromHeader: start[..<newline], payloadBytes: identity.size - payloadOffset)
                return (metadata, payloadOffset)
            }
            if start.count == identity.size { break }
        }
        throw CacheEnvelope.Failure.malformed("no header line")
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    func read(count: Int, at offset: Int) throws -> Data {
        var data = Data(count: count)
        let filled = data.withUnsafeMutableBytes { buffer in
            Result { () throws(CacheError) in try POSIXFile.readFully(descriptor, into: buffer, at: offset, path: path)
            }
        }
        data.count = try filled.get()
        return data
    }

    /// Calls `body` with consecutive pieces of the `count` bytes from `offset`, each at most
    /// `chunkSize` bytes, read into one reused buffer that is valid only during the call.
    func forEachChunk(of chunkSize: Int, count: Int, from offset: Int, _ body: (UnsafeRawBufferPointer) throws -> Void)
        throws
    {
        try POSIXFile.forEachChunk(descriptor, path: path, of: chunkSize, count: count, from: offset, body)
    }
}
