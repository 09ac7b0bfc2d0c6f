// The start of a cache entry: its metadata and the first bytes of its payload, enough to show a
// first screenful before the rest is read.
import Foundation

/// The metadata of an entry with the beginning of its payload.
public struct CacheEntryPrefix: Sendable, Hashable {
    /// The entry's metadata (`payloadLength` is the whole payload's).
    public var metadata: CacheEntryMetadata
    /// The first bytes of the payload.
    public var payloadPrefix: Data

    /// Creates a prefix.
    public init(metadata: CacheEntryMetadata, payloadPrefix: Data) {
        self.metadata = metadata
        self.payloadPrefix = payloadPrefix
    }
}
