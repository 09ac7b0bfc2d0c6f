// What a cache entry says about its payload without the payload itself: when it was stored,
// where it came from, its ETag, how many items it holds and how many bytes it is, and whether it
// is only the part of a list that arrived before its download was interrupted.
import Foundation

/// The metadata of a cache entry.
public struct CacheEntryMetadata: Sendable, Hashable {
    /// When the entry was written or last revalidated.
    public var storedAt: Date
    /// Where the payload came from, secrets redacted.
    public var sourceURL: String?
    /// The server's ETag for the payload.
    public var etag: String?
    /// The number of elements of a JSON array payload, when its writer knew it.
    public var itemCount: Int?
    /// The payload's size in bytes.
    public var payloadLength: Int
    /// Whether the payload is only the beginning of a list whose download was interrupted: the
    /// complete elements that had arrived, closed into an array. Such an entry has no ETag.
    public var isIncomplete: Bool
    /// For an incomplete entry, how many elements the whole list has, when the server said.
    public var expectedCount: Int?

    /// Creates metadata.
    public init(
        storedAt: Date, sourceURL: String? = nil, etag: String? = nil, itemCount: Int? = nil, payloadLength: Int,
        isIncomplete: Bool = false, expectedCount: Int? = nil
    ) {
        self.storedAt = storedAt
        self.sourceURL = sourceURL
        self.etag = etag
        self.itemCount = itemCount
        self.payloadLength = payloadLength
        self.isIncomplete = isIncomplete
        self.expectedCount = expectedCount
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
