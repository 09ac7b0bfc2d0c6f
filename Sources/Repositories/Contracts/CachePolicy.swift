// How a repository combines the disk cache and the network, and where a value came from.
import Foundation

/// Where a repository looks for data.
public enum CachePolicy: Sendable {
    /// Yield the cached value at once (if any), then the network's (stale-while-revalidate).
    case cacheFirst
    /// Ask the network; on failure fall back to the cache and say `offline`.
    case networkFirst
    /// Never touch the network (`--offline`).
    case cacheOnly
}

/// Where a value came from.
public enum DataOrigin: Sendable, Equatable {
    /// Fresh from the server.
    case network
    /// From the disk cache, stored `age` seconds ago.
    case cache(age: TimeInterval)
    /// From the disk cache because the network failed; stored `age` seconds ago.
    case offline(age: TimeInterval)
}

/// A value with its origin.
public struct Sourced<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where it came from.
    public var origin: DataOrigin
    /// For the first screenful of a large list, delivered while the rest is still arriving or
    /// being decoded: how many items the whole list has. Nil when `value` is complete, or when
    /// the server did not say (see `isPartial`).
    public var totalCount: Int?
    /// For a first part: how much of the whole list has arrived so far (0...1), when known.
    public var loadedFraction: Double?
    /// The value is all that is cached of a list whose download was interrupted: `totalCount`
    /// says how long the whole list is. It stays so until the whole list is fetched.
    public var isIncomplete: Bool
    /// A sentence about records left out of the list because they could not be read
    /// (`2 users could not be read: id 7, id 9`), if any.
    public var warning: String?

    /// Whether this is only the first part of the list (more follows in the same stream).
    public var isPartial: Bool

    /// Creates a sourced value; `totalCount` marks it as the first part of a longer list, and so
    /// does `isFirstPart` when the whole list's length is not known.
    public init(
        value: Value, origin: DataOrigin, totalCount: Int? = nil, isFirstPart: Bool = false,
        loadedFraction: Double? = nil, isIncomplete: Bool = false, warning: String? = nil
    ) {
        self.value = value
        self.origin = origin
        self.totalCount = totalCount
        self.loadedFraction = loadedFraction
        self.isIncomplete = isIncomplete
        self.warning = warning
        isPartial = (totalCount != nil || isFirstPart) && !isIncomplete
    }
}

extension Sourced: Equatable where Value: Equatable {}
