// OpenWeather current weather and forecasts through a short-TTL disk cache.
import Foundation
import Models
import Services

/// The live `WeatherRepository`.
///
/// Uses `networkFirst` with a short TTL (10 minutes by default, OpenWeather's own update interval):
/// weather is only useful when current, so an entry younger than the TTL is reused, anything older
/// is fetched again, and the cache is a fallback (`offline`) when the network fails. With
/// `cacheOnly` (`--offline`) it never touches the network. Entries are keyed by city and units;
/// the API key is never part of a key, file name or message. An unknown city throws
/// `RepositoryError.cityNotFound` and never falls back to the cache.
public struct LiveWeatherRepository: WeatherRepository {
    private let source: CachedSource
    private let apiKey: String?
    private let ttl: TimeInterval
    private let policy: CachePolicy

    /// Creates the repository over `api` (the OpenWeather base URL).
    public init(api: APIService, cache: JSONDiskCache?, apiKey: String?, ttl: TimeInterval = 600,
                policy: CachePolicy = .networkFirst, events: (any RepositoryEventSink)? = nil) {
        source = CachedSource(api: api, cache: cache, events: events)
        self.apiKey = apiKey
        self.ttl = ttl
        self.policy = policy
    }

    /// The current weather in `city`.
    public func currentWeather(city: String, units: Units) async throws -> Sourced<CurrentWeather> {
        try await load(CurrentWeather.self, city: city, key: CacheKeys.currentWeather(city: city, units: units.rawValue)) {
            .currentWeather(city: city, units: units.rawValue, apiKey: $0)
        }
    }

    /// The 5-day / 3-hour forecast for `city`.
    public func forecast(city: String, units: Units) async throws -> Sourced<Forecast> {
        try await load(Forecast.self, city: city, key: CacheKeys.forecast(city: city, units: units.rawValue)) {
            .forecast(city: city, units: units.rawValue, apiKey: $0)
        }
    }

    private func load<Value: Decodable & Sendable>(_ type: Value.Type, city: String, key: String,
                                                   endpoint: (String) -> Endpoint) async throws -> Sourced<Value> {
        let what = "weather for \(city)"
        let hit = source.cached(type, key: key, what: what)
        if policy == .cacheOnly {
            guard let hit else { throw RepositoryError.notCached(what: what) }
            return Sourced(value: hit.value, origin: .cache(age: hit.age))
        }
        if let hit, hit.age < ttl { return Sourced(value: hit.value, origin: .cache(age: hit.age)) }
        guard let apiKey, !apiKey.isEmpty else { throw RepositoryError.missingAPIKey }
        do {
            return Sourced(value: try await source.fetch(type, endpoint: endpoint(apiKey), key: key, what: what).value,
                           origin: .network)
        } catch NetworkError.http(status: 404, _, _) {
            throw RepositoryError.cityNotFound(city)
        } catch {
            guard !isCancellation(error), let hit else { throw error }
            source.events?.report(.offlineFallback(what: what, age: hit.age, after: error))
            return Sourced(value: hit.value, origin: .offline(age: hit.age))
        }
    }
}
