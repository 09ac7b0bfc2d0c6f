// OpenWeather current weather and forecasts through a short-TTL disk cache.
import Foundation
import Models
import Services

/// The `WeatherRepository` over OpenWeather 2.5 (needs an API key).
///
/// Uses `cacheFirst` with a short TTL (10 minutes by default, OpenWeather's own update interval),
/// giving one answer per request: weather is only useful when current, so an entry younger than
/// the TTL is reused, anything older is fetched again, and the cache is a fallback (`offline`)
/// when the network fails. `networkFirst` always asks; with `cacheOnly` (`--offline`) it never
/// touches the network. Entries are keyed by city and units;
/// the API key is never part of a key, file name or message. An unknown city throws
/// `RepositoryError.cityNotFound` and never falls back to the cache. OpenWeather finds cities by
/// name itself, so `places(matching:)` returns the name as typed.
public struct LiveWeatherRepository: WeatherRepository {
    private let source: CachedSource
    private let apiKey: String?
    private let policy: CachePolicy

    /// Creates the repository over `api` (the OpenWeather base URL).
    public init(
        api: APIService, cache: JSONDiskCache?, apiKey: String?, ttl: TimeInterval = 600,
        policy: CachePolicy = .cacheFirst, events: (any RepositoryEventSink)? = nil
    ) {
        source = CachedSource(api: api, cache: cache, events: events, freshFor: ttl)
        self.apiKey = apiKey
        self.policy = policy
    }

    /// The name as typed (trimmed): OpenWeather resolves it when the weather is asked for.
    public func places(matching name: String) async throws -> Sourced<[WeatherPlace]> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return Sourced(value: trimmed.isEmpty ? [] : [WeatherPlace(named: trimmed)], origin: .network)
    }

    /// The current weather and the forecast for `place` (by name), as one outlook.
    public func outlook(for place: WeatherPlace, units: Units) async throws -> Sourced<WeatherOutlook> {
        async let reading = currentWeather(city: place.name, units: units)
        async let steps = forecast(city: place.name, units: units)
        let (current, forecast) = try await (reading, steps)
        return Sourced(
            value: WeatherOutlook(current: current.value, forecast: forecast.value, units: units),
            origin: current.origin.combined(with: forecast.origin))
    }

    /// The current weather in `city`.
    public func currentWeather(city: String, units: Units) async throws -> Sourced<CurrentWeather> {
        try await load(
            CurrentWeather.self, city: city, key: CacheKeys.currentWeather(city: city, units: units.rawValue)
        ) {
            .currentWeather(city: city, units: units.rawValue, apiKey: $0)
        }
    }

    /// The 5-day / 3-hour forecast for `city`.
    public func forecast(city: String, units: Units) async throws -> Sourced<Forecast> {
        try await load(Forecast.self, city: city, key: CacheKeys.forecast(city: city, units: units.rawValue)) {
            .forecast(city: city, units: units.rawValue, apiKey: $0)
        }
    }

    private func load<Value: Decodable & Sendable>(
        _ type: Value.Type, city: String, key: String,
        endpoint: (String) -> Endpoint
    ) async throws -> Sourced<Value> {
        let apiKey = apiKey
        return try await source.load(
            type, key: key, what: "weather for \(city)", policy: policy,
            endpoint: {
                guard let apiKey, !apiKey.isEmpty else { throw RepositoryError.missingAPIKey }
                return endpoint(apiKey)
            },
            replacing: { $0.status == 404 ? RepositoryError.cityNotFound(city) : nil })
    }
}
