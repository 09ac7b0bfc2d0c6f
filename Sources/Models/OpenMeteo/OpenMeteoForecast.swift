// Open-Meteo's forecast body (`GET /v1/forecast`): current conditions (the `current=` shape or the
// legacy `current_weather=true` one), hourly and daily series. Each variable is present only when
// it was asked for; series may hold `null` for missing hours. A field that cannot be read (wrong
// type, a number too large) is nil rather than a failure of the whole body: every reading is
// `@Lenient` or `@LenientSeries`, and the compiler writes the decoding.
import Foundation

extension OpenMeteo {
    /// `GET /v1/forecast`.
    public struct ForecastResponse: Codable, Sendable, Hashable {
        /// Latitude of the grid cell.
        @Lenient public var latitude: Double? = nil
        /// Longitude of the grid cell.
        @Lenient public var longitude: Double? = nil
        /// Elevation in metres.
        @Lenient public var elevation: Double? = nil
        /// IANA time zone name.
        @Lenient public var timezone: String? = nil
        /// Offset from UTC in seconds (unchecked: see `WeatherBounds.utcOffset`).
        @Lenient public var utcOffsetSeconds: Int? = nil
        /// Units of the `current` values, by variable name.
        @Lenient public var currentUnits: [String: String]? = nil
        /// Current conditions requested with `current=`.
        @Lenient public var current: Current? = nil
        /// Current conditions requested with the legacy `current_weather=true`.
        @Lenient public var currentWeather: LegacyCurrent? = nil
        /// Hourly series, when requested.
        @Lenient public var hourly: Hourly? = nil
        /// Daily series, when requested.
        @Lenient public var daily: Daily? = nil

        private enum CodingKeys: String, CodingKey {
            case latitude, longitude, elevation, timezone, current, hourly, daily
            case utcOffsetSeconds = "utc_offset_seconds"
            case currentUnits = "current_units"
            case currentWeather = "current_weather"
        }

        /// A forecast body.
        public init(utcOffsetSeconds: Int? = nil, current: Current? = nil, hourly: Hourly? = nil, daily: Daily? = nil) {
            self.utcOffsetSeconds = utcOffsetSeconds
            self.current = current
            self.hourly = hourly
            self.daily = daily
        }
    }

    /// Current conditions; each variable is present only when requested.
    public struct Current: Codable, Sendable, Hashable {
        /// Local time, ISO 8601 without seconds.
        @Lenient public var time: String? = nil
        /// Averaging interval in seconds.
        @Lenient public var interval: Double? = nil
        /// Air temperature at 2 m.
        @Lenient public var temperature2m: Double? = nil
        /// Relative humidity at 2 m in percent.
        @Lenient public var relativeHumidity2m: Double? = nil
        /// Perceived temperature.
        @Lenient public var apparentTemperature: Double? = nil
        /// Precipitation (rain, showers, snow) over the preceding interval.
        @Lenient public var precipitation: Double? = nil
        /// WMO weather code.
        @Lenient public var weatherCode: Double? = nil
        /// Wind speed at 10 m.
        @Lenient public var windSpeed10m: Double? = nil
        /// Wind direction at 10 m in degrees.
        @Lenient public var windDirection10m: Double? = nil

        private enum CodingKeys: String, CodingKey {
            case time, interval, precipitation
            case temperature2m = "temperature_2m"
            case relativeHumidity2m = "relative_humidity_2m"
            case apparentTemperature = "apparent_temperature"
            case weatherCode = "weather_code"
            case windSpeed10m = "wind_speed_10m"
            case windDirection10m = "wind_direction_10m"
        }

        /// Current conditions.
        public init(
            time: String? = nil, temperature2m: Double? = nil, relativeHumidity2m: Double? = nil,
            apparentTemperature: Double? = nil, precipitation: Double? = nil, weatherCode: Double? = nil,
            windSpeed10m: Double? = nil, windDirection10m: Double? = nil
        ) {
            self.time = time
            self.temperature2m = temperature2m
            self.relativeHumidity2m = relativeHumidity2m
            self.apparentTemperature = apparentTemperature
            self.precipitation = precipitation
            self.weatherCode = weatherCode
            self.windSpeed10m = windSpeed10m
            self.windDirection10m = windDirection10m
        }
    }

    /// Current conditions in the legacy `current_weather` shape.
    public struct LegacyCurrent: Codable, Sendable, Hashable {
        /// Local time, ISO 8601 without seconds.
        @Lenient public var time: String? = nil
        /// Air temperature.
        @Lenient public var temperature: Double? = nil
        /// Wind speed.
        @Lenient public var windspeed: Double? = nil
        /// Wind direction in degrees.
        @Lenient public var winddirection: Double? = nil
        /// WMO weather code.
        @Lenient public var weathercode: Double? = nil
        /// 1 in daylight, 0 at night.
        @Lenient public var isDay: Double? = nil

        private enum CodingKeys: String, CodingKey {
            case time, temperature, windspeed, winddirection, weathercode
            case isDay = "is_day"
        }
    }

    /// Hourly series; `time` holds local ISO times, each series one value (or null) per time.
    public struct Hourly: Codable, Sendable, Hashable {
        /// Local times, ISO 8601 without seconds.
        public var time: [String?] {
            get { times ?? [] }
            set { times = newValue }
        }
        @LenientSeries private var times: [String?]? = nil
        /// Air temperature at 2 m.
        @LenientSeries public var temperature2m: [Double?]? = nil
        /// Chance of precipitation in percent.
        @LenientSeries public var precipitationProbability: [Double?]? = nil

        private enum CodingKeys: String, CodingKey {
            case times = "time"
            case temperature2m = "temperature_2m"
            case precipitationProbability = "precipitation_probability"
        }

        /// Hourly series.
        public init(time: [String?], temperature2m: [Double?]? = nil, precipitationProbability: [Double?]? = nil) {
            times = time
            self.temperature2m = temperature2m
            self.precipitationProbability = precipitationProbability
        }
    }

    /// Daily series; `time` holds local dates, each series one value (or null) per date.
    public struct Daily: Codable, Sendable, Hashable {
        /// Local dates, `yyyy-MM-dd`.
        public var time: [String?] {
            get { times ?? [] }
            set { times = newValue }
        }
        @LenientSeries private var times: [String?]? = nil
        /// WMO weather code of the day.
        @LenientSeries public var weatherCode: [Double?]? = nil
        /// Highest temperature.
        @LenientSeries public var temperature2mMax: [Double?]? = nil
        /// Lowest temperature.
        @LenientSeries public var temperature2mMin: [Double?]? = nil
        /// Highest chance of precipitation in percent.
        @LenientSeries public var precipitationProbabilityMax: [Double?]? = nil
        /// Strongest wind speed.
        @LenientSeries public var windSpeed10mMax: [Double?]? = nil
        /// Dominant wind direction in degrees.
        @LenientSeries public var windDirection10mDominant: [Double?]? = nil
        /// Sunrise, local ISO time.
        @LenientSeries public var sunrise: [String?]? = nil
        /// Sunset, local ISO time.
        @LenientSeries public var sunset: [String?]? = nil

        private enum CodingKeys: String, CodingKey {
            case times = "time"
            case sunrise, sunset
            case weatherCode = "weather_code"
            case temperature2mMax = "temperature_2m_max"
            case temperature2mMin = "temperature_2m_min"
            case precipitationProbabilityMax = "precipitation_probability_max"
            case windSpeed10mMax = "wind_speed_10m_max"
            case windDirection10mDominant = "wind_direction_10m_dominant"
        }

        /// Daily series.
        public init(
            time: [String?], weatherCode: [Double?]? = nil, temperature2mMax: [Double?]? = nil,
            temperature2mMin: [Double?]? = nil, precipitationProbabilityMax: [Double?]? = nil,
            windSpeed10mMax: [Double?]? = nil, windDirection10mDominant: [Double?]? = nil,
            sunrise: [String?]? = nil, sunset: [String?]? = nil
        ) {
            times = time
            self.weatherCode = weatherCode
            self.temperature2mMax = temperature2mMax
            self.temperature2mMin = temperature2mMin
            self.precipitationProbabilityMax = precipitationProbabilityMax
            self.windSpeed10mMax = windSpeed10mMax
            self.windDirection10mDominant = windDirection10mDominant
            self.sunrise = sunrise
            self.sunset = sunset
        }
    }
}
