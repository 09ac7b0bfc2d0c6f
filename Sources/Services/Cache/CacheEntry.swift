// One cached payload with its metadata, and whether it is still fresh for a given TTL.
import Foundation

/// A payload read from the disk cache.
public struct CacheEntry: Sendable, Hashable {
    /// The payload bytes exactly as stored (usually the server's JSON).
    public var payload: Data
    /// When the entry was written or last revalidated.
    public var storedAt: Date
    /// Where the payload came from, secrets redacted.
    public var sourceURL: String?
    /// The server's ETag for the payload.
    public var etag: String?
    /// The number of elements of a JSON array payload, when its writer knew it.
    public var itemCount: Int?

    /// Creates an entry.
    public init(payload: Data, storedAt: Date, sourceURL: String? = nil, etag: String? = nil, itemCount: Int? = nil) {
        self.payload = payload
        self.storedAt = storedAt
        self.sourceURL = sourceURL
        self.etag = etag
        self.itemCount = itemCount
    }

    /// Everything but the payload.
    public var metadata: CacheEntryMetadata {
        CacheEntryMetadata(
            storedAt: storedAt, sourceURL: sourceURL, etag: etag, itemCount: itemCount,
            payloadLength: payload.count)
    }

    /// Seconds since the entry was stored (never negative).
    public func age(at now: Date = Date()) -> TimeInterval {
        metadata.age(at: now)
    }

    /// Whether the entry is younger than `ttl`, with its age.
    public func freshness(ttl: TimeInterval, at now: Date = Date()) -> CacheFreshness {
        metadata.freshness(ttl: ttl, at: now)
    }
}

/// Whether a cache entry may be used without asking the network.
public enum CacheFreshness: Sendable, Hashable {
    /// Younger than the TTL.
    case fresh(age: TimeInterval)
    /// Older than the TTL: show it, but revalidate.
    case stale(age: TimeInterval)

    /// The entry's age in seconds.
    public var age: TimeInterval {
        switch self {
        case .fresh(let age), .stale(let age): age
        }
    }
}
