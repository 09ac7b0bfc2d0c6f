// Open-Meteo (no key): place search through the geocoding API and one forecast request per
// look-up, both through the disk cache.
import Foundation
import Models
import Services

/// The `WeatherRepository` over Open-Meteo.
///
/// Forecasts are cached for 10 minutes (`cacheFirst` with a TTL, one answer per request, as for
/// OpenWeather: older entries are fetched again and are the `offline` fallback when the network
/// fails); place
/// searches change rarely and are cached for a week. Keys hold the name (case and accents
/// ignored) or the coordinates and units. Open-Meteo's refusals (HTTP 400 with a `reason`) are
/// thrown as they are, never answered from the cache.
public struct OpenMeteoWeatherRepository: WeatherRepository {
    /// How many places a search asks for.
    public static let placeLimit = 10

    private let geocoding: CachedSource
    private let forecasts: CachedSource
    private let policy: CachePolicy

    /// Creates the repository over the geocoding and forecast APIs (their base URLs).
    public init(
        geocoding: APIService, forecast: APIService, cache: JSONDiskCache?, forecastTTL: TimeInterval = 600,
        placesTTL: TimeInterval = 7 * 86_400, policy: CachePolicy = .cacheFirst,
        events: (any RepositoryEventSink)? = nil
    ) {
        self.geocoding = CachedSource(api: geocoding, cache: cache, events: events, freshFor: placesTTL)
        forecasts = CachedSource(api: forecast, cache: cache, events: events, freshFor: forecastTTL)
        self.policy = policy
    }

    /// The places called `name`, best first; empty for a miss (Open-Meteo then sends no `results`).
    /// Results with coordinates off the globe are left out.
    public func places(matching name: String) async throws -> Sourced<[WeatherPlace]> {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return Sourced(value: [], origin: .network) }
        let found = try await geocoding.load(
            OpenMeteo.GeocodingResponse.self, key: CacheKeys.places(named: trimmed),
            what: "places called \(trimmed)", policy: policy,
            endpoint: { .geocoding(name: trimmed, count: Self.placeLimit) },
            replacing: Self.refusal)
        let places = (found.value.results ?? []).compactMap(WeatherPlace.init).prefix(Self.placeLimit)
        return Sourced(value: Array(places), origin: found.origin)
    }

    /// The forecast at `place`; a place without coordinates is searched for first and the best
    /// match taken (`RepositoryError.cityNotFound` when there is none).
    public func outlook(for place: WeatherPlace, units: Units) async throws -> Sourced<WeatherOutlook> {
        var place = place
        if !place.hasCoordinates {
            guard let found = try await places(matching: place.name).value.first else {
                throw RepositoryError.cityNotFound(place.name)
            }
            place = found
        }
        guard let latitude = place.latitude, let longitude = place.longitude else {
            throw RepositoryError.cityNotFound(place.name)
        }
        let body = try await forecasts.load(
            OpenMeteo.ForecastResponse.self,
            key: CacheKeys.openMeteoForecast(latitude: latitude, longitude: longitude, units: units.rawValue),
            what: "weather for \(place.name)", policy: policy,
            endpoint: { .openMeteoForecast(latitude: latitude, longitude: longitude, imperial: units == .imperial) },
            replacing: Self.refusal)
        return Sourced(value: WeatherOutlook(openMeteo: body.value, place: place, units: units), origin: body.origin)
    }

    /// A 4xx answer (Open-Meteo says why in `reason`) is thrown as it is: the cache cannot help.
    private static func refusal(_ error: NetworkError) -> (any Error)? {
        if let status = error.status, (400..<500).contains(status), status != 429 { return error }
        return nil
    }
}
