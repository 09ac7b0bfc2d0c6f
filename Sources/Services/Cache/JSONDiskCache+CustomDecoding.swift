// Reading a cache entry through a caller's decoder (e.g. a fast list decoder from Models, which
// Services cannot import), with the same quarantine of payloads that do not decode.
import Foundation

extension JSONDiskCache {
    /// The entry under `key` turned into a value by `decode`; a payload `decode` throws on is
    /// quarantined and reported as a miss.
    public func value<T>(forKey key: String, decodedBy decode: (Data) throws -> T) throws -> (
        value: T, entry: CacheEntry
    )? {
        try decodedEntry(forKey: key, decodedBy: { try decode($0.payload) })
    }

    /// The entry under `key` turned into a value by `decode`, which also sees the entry's
    /// metadata (its age, for instance); quarantined and missed as above when `decode` throws.
    public func decodedEntry<T>(forKey key: String, decodedBy decode: (CacheEntry) throws -> T) throws -> (
        value: T, entry: CacheEntry
    )? {
        let path = entryPath(forKey: key)
        guard let (identity, entry) = try read(path: path) else { return nil }
        do {
            return (try decode(entry), entry)
        } catch {
            try quarantine(path: path, ifStillHolding: identity)
            return nil
        }
    }
}
