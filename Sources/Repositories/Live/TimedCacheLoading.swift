// The cache policy of the weather repositories: a cached answer younger than its freshness is
// used as it is, an older one is fetched again, and the cache is the fallback (`offline`) when
// the network fails; `cacheOnly` (`--offline`) never touches the network.
import Foundation
import Services

extension CachedSource {
    /// `type` under `key`: from the cache when younger than `freshFor` seconds (or when `policy`
    /// is `cacheOnly`), else from `endpoint`, falling back to the cache when the network fails.
    /// `replacing` may turn a network error into another one that is thrown at once, with no
    /// fallback (an unknown city, a request the server refuses).
    func load<Value: Decodable & Sendable>(
        _ type: Value.Type, key: String, what: String, freshFor ttl: TimeInterval, policy: CachePolicy,
        endpoint: () throws -> Endpoint, replacing: (NetworkError) -> (any Error)? = { _ in nil }
    ) async throws -> Sourced<Value> {
        let hit = cached(type, key: key, what: what)
        if policy == .cacheOnly {
            guard let hit else { throw RepositoryError.notCached(what: what) }
            return Sourced(value: hit.value, origin: .cache(age: hit.age))
        }
        // A stored time in the future (a changed clock, a damaged entry) does not count as fresh.
        if let hit, hit.age >= 0, hit.age < ttl { return Sourced(value: hit.value, origin: .cache(age: hit.age)) }
        do {
            return Sourced(value: try await fetch(type, endpoint: try endpoint(), key: key, what: what).value, origin: .network)
        } catch let error as NetworkError where replacing(error) != nil {
            throw replacing(error) ?? error
        } catch {
            guard !isCancellation(error), let hit else { throw error }
            events?.report(.offlineFallback(what: what, age: hit.age, after: error))
            return Sourced(value: hit.value, origin: .offline(age: hit.age))
        }
    }
}

extension DataOrigin {
    /// The origin of a value made of two: offline if either is, else cached if either is, with
    /// the greater age; network when both are.
    func combined(with other: DataOrigin) -> DataOrigin {
        switch (self, other) {
        case (.network, .network): .network
        case (.offline(let age), _), (_, .offline(let age)):
            .offline(age: max(age, other.age ?? age, self.age ?? age))
        case (.cache(let age), _), (_, .cache(let age)):
            .cache(age: max(age, other.age ?? age, self.age ?? age))
        }
    }

    /// The age of cached data; nil for network data.
    var age: TimeInterval? {
        switch self {
        case .network: nil
        case .cache(let age), .offline(let age): age
        }
    }
}
