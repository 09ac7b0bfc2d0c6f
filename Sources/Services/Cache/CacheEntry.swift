// One cached payload with its metadata, and whether it is still fresh for a given TTL.
import Foundation

/// A payload read from the disk cache.
public struct CacheEntry: Sendable, Hashable {
    /// The payload bytes exactly as stored (usually the server's JSON).
    public var payload: Data
    /// When the entry was written.
    public var storedAt: Date
    /// Where the payload came from, secrets redacted.
    public var sourceURL: String?
    /// The server's ETag for the payload.
    public var etag: String?

    /// Creates an entry.
    public init(payload: Data, storedAt: Date, sourceURL: String? = nil, etag: String? = nil) {
        self.payload = payload
        self.storedAt = storedAt
        self.sourceURL = sourceURL
        self.etag = etag
    }

    /// Seconds since the entry was stored (never negative).
    public func age(at now: Date = Date()) -> TimeInterval {
        max(0, now.timeIntervalSince(storedAt))
    }

    /// Whether the entry is younger than `ttl`, with its age.
    public func freshness(ttl: TimeInterval, at now: Date = Date()) -> CacheFreshness {
        let age = age(at: now)
        return age < ttl ? .fresh(age: age) : .stale(age: age)
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
