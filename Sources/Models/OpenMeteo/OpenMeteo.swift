// Small models of Open-Meteo's geocoding and forecast bodies (a key-free weather source).
// Only the fields users-tui can show are modelled; the real server omits empty or zero fields.
import Foundation

/// Namespace for Open-Meteo response bodies.
public enum OpenMeteo {
    /// `GET /v1/search`: places matching a name. A miss has no `results` key at all.
    public struct GeocodingResponse: Codable, Sendable, Hashable {
        /// Matching places, or nil when nothing matched.
        public var results: [Place]?
        /// Server computation time in milliseconds.
        public var generationTimeMs: Double?

        private enum CodingKeys: String, CodingKey {
            case results
            case generationTimeMs = "generationtime_ms"
        }
    }

    /// One geocoding result.
    public struct Place: Codable, Sendable, Identifiable, Hashable {
        /// GeoNames id.
        public var id: Int
        /// Place name (localized).
        public var name: String
        /// Latitude in decimal degrees.
        public var latitude: Double
        /// Longitude in decimal degrees.
        public var longitude: Double
        /// Elevation in metres.
        public var elevation: Double?
        /// ISO 3166 country code.
        public var countryCode: String?
        /// Country name (localized).
        public var country: String?
        /// First-level administrative area, e.g. a state.
        public var admin1: String?
        /// IANA time zone name.
        public var timezone: String?
        /// Population.
        public var population: Int?

        private enum CodingKeys: String, CodingKey {
            case id, name, latitude, longitude, elevation, country, admin1, timezone, population
            case countryCode = "country_code"
        }
    }

    /// `GET /v1/forecast`: the current conditions (new `current=` or legacy `current_weather=true`).
    public struct ForecastResponse: Codable, Sendable, Hashable {
        /// Latitude of the grid cell.
        public var latitude: Double
        /// Longitude of the grid cell.
        public var longitude: Double
        /// Elevation in metres.
        public var elevation: Double?
        /// IANA time zone name.
        public var timezone: String?
        /// Offset from UTC in seconds.
        public var utcOffsetSeconds: Int?
        /// Units of the `current` values, by variable name.
        public var currentUnits: [String: String]?
        /// Current conditions requested with `current=`.
        public var current: Current?
        /// Current conditions requested with the legacy `current_weather=true`.
        public var currentWeather: LegacyCurrent?
        /// Hourly series, when requested.
        public var hourly: Hourly?

        private enum CodingKeys: String, CodingKey {
            case latitude, longitude, elevation, timezone, current, hourly
            case utcOffsetSeconds = "utc_offset_seconds", currentUnits = "current_units"
            case currentWeather = "current_weather"
        }
    }

    /// Current conditions; each variable is present only when requested.
    public struct Current: Codable, Sendable, Hashable {
        /// Local time, ISO 8601 without seconds.
        public var time: String
        /// Averaging interval in seconds.
        public var interval: Int?
        /// Air temperature at 2 m.
        public var temperature2m: Double?
        /// Relative humidity at 2 m in percent.
        public var relativeHumidity2m: Double?
        /// Perceived temperature.
        public var apparentTemperature: Double?
        /// WMO weather code.
        public var weatherCode: Int?
        /// Wind speed at 10 m.
        public var windSpeed10m: Double?
        /// Wind direction at 10 m in degrees.
        public var windDirection10m: Double?

        private enum CodingKeys: String, CodingKey {
            case time, interval
            case temperature2m = "temperature_2m", relativeHumidity2m = "relative_humidity_2m"
            case apparentTemperature = "apparent_temperature", weatherCode = "weather_code"
            case windSpeed10m = "wind_speed_10m", windDirection10m = "wind_direction_10m"
        }
    }

    /// Current conditions in the legacy `current_weather` shape.
    public struct LegacyCurrent: Codable, Sendable, Hashable {
        /// Local time, ISO 8601 without seconds.
        public var time: String
        /// Air temperature.
        public var temperature: Double
        /// Wind speed.
        public var windspeed: Double
        /// Wind direction in degrees.
        public var winddirection: Double
        /// WMO weather code.
        public var weathercode: Int
        /// 1 in daylight, 0 at night.
        public var isDay: Int?

        private enum CodingKeys: String, CodingKey {
            case time, temperature, windspeed, winddirection, weathercode
            case isDay = "is_day"
        }
    }

    /// Hourly series of temperatures.
    public struct Hourly: Codable, Sendable, Hashable {
        /// Local times, ISO 8601 without seconds.
        public var time: [String]
        /// Air temperature at 2 m for each time.
        public var temperature2m: [Double]?

        private enum CodingKeys: String, CodingKey {
            case time
            case temperature2m = "temperature_2m"
        }
    }

    /// The body of an Open-Meteo error (HTTP 400).
    public struct ErrorBody: Codable, Sendable, Hashable {
        /// Always true.
        public var error: Bool
        /// What was wrong with the request.
        public var reason: String
    }
}
