// After a 304 Not Modified: the cached entry becomes fresh again. Its stored-at time is set
// with a new file renamed over the old one, like every write, while the payload is copied from
// file to file in the kernel and never passes through this process's memory.
import Foundation

extension JSONDiskCache {
    /// Records that the server confirmed the entry under `key` is current (an HTTP 304): its
    /// `storedAt` becomes `date`; payload, ETag, source and item count stay byte for byte. Returns
    /// false when there is no entry, or another writer replaced it meanwhile (the newer one stays).
    @discardableResult
    public func markRevalidated(forKey key: String, at date: Date = Date()) throws -> Bool {
        guard let (file, metadata, payloadOffset) = try openEntry(forKey: key) else { return false }
        let writer = try beginEntry(forKey: key, sourceURL: metadata.sourceURL, etag: metadata.etag)
        try writer.appendCopy(of: metadata.payloadLength, from: file.descriptor, at: payloadOffset)
        return try writer.commit(itemCount: metadata.itemCount, storedAt: date, replacing: file.identity)
    }
}
