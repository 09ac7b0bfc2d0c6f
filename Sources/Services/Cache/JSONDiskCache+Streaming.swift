// Reading a cache entry without holding it whole: its payload in chunks through one reused
// buffer (a 42 MB list costs about one chunk of memory), or just its metadata and first bytes.
import Foundation

extension JSONDiskCache {
    /// Reads the entry under `key` as a stream: `metadata` first, then `payload` with consecutive
    /// pieces of at most `chunkSize` bytes, each valid only during its call. Returns the metadata,
    /// or nil on a miss. A throw from either closure stops the read and is rethrown; a
    /// `DecodingError` also quarantines the file, as an undecodable entry.
    @discardableResult
    public func streamEntry(
        forKey key: String, chunkSize: Int = 64 * 1024,
        metadata: (CacheEntryMetadata) throws -> Void = { _ in },
        payload: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> CacheEntryMetadata? {
        guard let (file, found, payloadOffset) = try openEntry(forKey: key) else { return nil }
        do {
            try metadata(found)
            try file.forEachChunk(of: chunkSize, count: found.payloadLength, from: payloadOffset, payload)
        } catch let error as DecodingError {
            try quarantine(path: file.path, ifStillHolding: file.identity)
            throw error
        }
        return found
    }

    /// The metadata of the entry under `key` with the first `count` bytes of its payload (all of
    /// it when shorter), or nil on a miss.
    public func entryPrefix(forKey key: String, payloadBytes count: Int) throws -> CacheEntryPrefix? {
        guard let (file, metadata, payloadOffset) = try openEntry(forKey: key) else { return nil }
        return CacheEntryPrefix(
            metadata: metadata,
            payloadPrefix: try file.read(count: min(max(0, count), metadata.payloadLength), at: payloadOffset))
    }
}
