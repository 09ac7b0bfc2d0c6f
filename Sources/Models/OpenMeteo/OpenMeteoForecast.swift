// Open-Meteo's forecast body (`GET /v1/forecast`): current conditions (the `current=` shape or the
// legacy `current_weather=true` one), hourly and daily series. Each variable is present only when
// it was asked for; series may hold `null` for missing hours. A field that cannot be read (wrong
// type, a number too large) is nil rather than a failure of the whole body.
import Foundation

extension OpenMeteo {
    /// `GET /v1/forecast`.
    public struct ForecastResponse: Codable, Sendable, Hashable {
        /// Latitude of the grid cell.
        public var latitude: Double?
        /// Longitude of the grid cell.
        public var longitude: Double?
        /// Elevation in metres.
        public var elevation: Double?
        /// IANA time zone name.
        public var timezone: String?
        /// Offset from UTC in seconds (unchecked: see `WeatherBounds.utcOffset`).
        public var utcOffsetSeconds: Int?
        /// Units of the `current` values, by variable name.
        public var currentUnits: [String: String]?
        /// Current conditions requested with `current=`.
        public var current: Current?
        /// Current conditions requested with the legacy `current_weather=true`.
        public var currentWeather: LegacyCurrent?
        /// Hourly series, when requested.
        public var hourly: Hourly?
        /// Daily series, when requested.
        public var daily: Daily?

        private enum CodingKeys: String, CodingKey {
            case latitude, longitude, elevation, timezone, current, hourly, daily
            case utcOffsetSeconds = "utc_offset_seconds", currentUnits = "current_units"
            case currentWeather = "current_weather"
        }

        /// A forecast body.
        public init(utcOffsetSeconds: Int? = nil, current: Current? = nil, hourly: Hourly? = nil, daily: Daily? = nil) {
            self.utcOffsetSeconds = utcOffsetSeconds
            self.current = current
            self.hourly = hourly
            self.daily = daily
        }

        /// Decodes a body leniently (see the file's comment).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            latitude = container.decodeOptional(Double.self, forKey: .latitude)
            longitude = container.decodeOptional(Double.self, forKey: .longitude)
            elevation = container.decodeOptional(Double.self, forKey: .elevation)
            timezone = container.decodeOptional(String.self, forKey: .timezone)
            utcOffsetSeconds = container.decodeOptional(Int.self, forKey: .utcOffsetSeconds)
            currentUnits = container.decodeOptional([String: String].self, forKey: .currentUnits)
            current = container.decodeOptional(Current.self, forKey: .current)
            currentWeather = container.decodeOptional(LegacyCurrent.self, forKey: .currentWeather)
            hourly = container.decodeOptional(Hourly.self, forKey: .hourly)
            daily = container.decodeOptional(Daily.self, forKey: .daily)
        }
    }

    /// Current conditions; each variable is present only when requested.
    public struct Current: Codable, Sendable, Hashable {
        /// Local time, ISO 8601 without seconds.
        public var time: String?
        /// Averaging interval in seconds.
        public var interval: Double?
        /// Air temperature at 2 m.
        public var temperature2m: Double?
        /// Relative humidity at 2 m in percent.
        public var relativeHumidity2m: Double?
        /// Perceived temperature.
        public var apparentTemperature: Double?
        /// Precipitation (rain, showers, snow) over the preceding interval.
        public var precipitation: Double?
        /// WMO weather code.
        public var weatherCode: Double?
        /// Wind speed at 10 m.
        public var windSpeed10m: Double?
        /// Wind direction at 10 m in degrees.
        public var windDirection10m: Double?

        private enum CodingKeys: String, CodingKey {
            case time, interval, precipitation
            case temperature2m = "temperature_2m", relativeHumidity2m = "relative_humidity_2m"
            case apparentTemperature = "apparent_temperature", weatherCode = "weather_code"
            case windSpeed10m = "wind_speed_10m", windDirection10m = "wind_direction_10m"
        }

        /// Current conditions.
        public init(time: String? = nil, temperature2m: Double? = nil, relativeHumidity2m: Double? = nil,
                    apparentTemperature: Double? = nil, precipitation: Double? = nil, weatherCode: Double? = nil,
                    windSpeed10m: Double? = nil, windDirection10m: Double? = nil) {
            self.time = time
            self.temperature2m = temperature2m
            self.relativeHumidity2m = relativeHumidity2m
            self.apparentTemperature = apparentTemperature
            self.precipitation = precipitation
            self.weatherCode = weatherCode
            self.windSpeed10m = windSpeed10m
            self.windDirection10m = windDirection10m
        }

        /// Decodes the variables that can be read.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = container.decodeOptional(String.self, forKey: .time)
            interval = container.decodeOptional(Double.self, forKey: .interval)
            temperature2m = container.decodeOptional(Double.self, forKey: .temperature2m)
            relativeHumidity2m = container.decodeOptional(Double.self, forKey: .relativeHumidity2m)
            apparentTemperature = container.decodeOptional(Double.self, forKey: .apparentTemperature)
            precipitation = container.decodeOptional(Double.self, forKey: .precipitation)
            weatherCode = container.decodeOptional(Double.self, forKey: .weatherCode)
            windSpeed10m = container.decodeOptional(Double.self, forKey: .windSpeed10m)
            windDirection10m = container.decodeOptional(Double.self, forKey: .windDirection10m)
        }
    }

    /// Current conditions in the legacy `current_weather` shape.
    public struct LegacyCurrent: Codable, Sendable, Hashable {
        /// Local time, ISO 8601 without seconds.
        public var time: String?
        /// Air temperature.
        public var temperature: Double?
        /// Wind speed.
        public var windspeed: Double?
        /// Wind direction in degrees.
        public var winddirection: Double?
        /// WMO weather code.
        public var weathercode: Double?
        /// 1 in daylight, 0 at night.
        public var isDay: Double?

        private enum CodingKeys: String, CodingKey {
            case time, temperature, windspeed, winddirection, weathercode
            case isDay = "is_day"
        }

        /// Decodes the variables that can be read.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = container.decodeOptional(String.self, forKey: .time)
            temperature = container.decodeOptional(Double.self, forKey: .temperature)
            windspeed = container.decodeOptional(Double.self, forKey: .windspeed)
            winddirection = container.decodeOptional(Double.self, forKey: .winddirection)
            weathercode = container.decodeOptional(Double.self, forKey: .weathercode)
            isDay = container.decodeOptional(Double.self, forKey: .isDay)
        }
    }

    /// Hourly series; `time` holds local ISO times, each series one value (or null) per time.
    public struct Hourly: Codable, Sendable, Hashable {
        /// Local times, ISO 8601 without seconds.
        public var time: [String?]
        /// Air temperature at 2 m.
        public var temperature2m: [Double?]?
        /// Chance of precipitation in percent.
        public var precipitationProbability: [Double?]?

        private enum CodingKeys: String, CodingKey {
            case time
            case temperature2m = "temperature_2m", precipitationProbability = "precipitation_probability"
        }

        /// Hourly series.
        public init(time: [String?], temperature2m: [Double?]? = nil, precipitationProbability: [Double?]? = nil) {
            self.time = time
            self.temperature2m = temperature2m
            self.precipitationProbability = precipitationProbability
        }

        /// Decodes the series that can be read.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = container.decodeTextSeries(forKey: .time) ?? []
            temperature2m = container.decodeSeries(forKey: .temperature2m)
            precipitationProbability = container.decodeSeries(forKey: .precipitationProbability)
        }
    }

    /// Daily series; `time` holds local dates, each series one value (or null) per date.
    public struct Daily: Codable, Sendable, Hashable {
        /// Local dates, `yyyy-MM-dd`.
        public var time: [String?]
        /// WMO weather code of the day.
        public var weatherCode: [Double?]?
        /// Highest temperature.
        public var temperature2mMax: [Double?]?
        /// Lowest temperature.
        public var temperature2mMin: [Double?]?
        /// Highest chance of precipitation in percent.
        public var precipitationProbabilityMax: [Double?]?
        /// Strongest wind speed.
        public var windSpeed10mMax: [Double?]?
        /// Dominant wind direction in degrees.
        public var windDirection10mDominant: [Double?]?
        /// Sunrise, local ISO time.
        public var sunrise: [String?]?
        /// Sunset, local ISO time.
        public var sunset: [String?]?

        private enum CodingKeys: String, CodingKey {
            case time, sunrise, sunset
            case weatherCode = "weather_code", temperature2mMax = "temperature_2m_max"
            case temperature2mMin = "temperature_2m_min", precipitationProbabilityMax = "precipitation_probability_max"
            case windSpeed10mMax = "wind_speed_10m_max", windDirection10mDominant = "wind_direction_10m_dominant"
        }

        /// Daily series.
        public init(time: [String?], weatherCode: [Double?]? = nil, temperature2mMax: [Double?]? = nil,
                    temperature2mMin: [Double?]? = nil, precipitationProbabilityMax: [Double?]? = nil,
                    windSpeed10mMax: [Double?]? = nil, windDirection10mDominant: [Double?]? = nil,
                    sunrise: [String?]? = nil, sunset: [String?]? = nil) {
            self.time = time
            self.weatherCode = weatherCode
            self.temperature2mMax = temperature2mMax
            self.temperature2mMin = temperature2mMin
            self.precipitationProbabilityMax = precipitationProbabilityMax
            self.windSpeed10mMax = windSpeed10mMax
            self.windDirection10mDominant = windDirection10mDominant
            self.sunrise = sunrise
            self.sunset = sunset
        }

        /// Decodes the series that can be read.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = container.decodeTextSeries(forKey: .time) ?? []
            weatherCode = container.decodeSeries(forKey: .weatherCode)
            temperature2mMax = container.decodeSeries(forKey: .temperature2mMax)
            temperature2mMin = container.decodeSeries(forKey: .temperature2mMin)
            precipitationProbabilityMax = container.decodeSeries(forKey: .precipitationProbabilityMax)
            windSpeed10mMax = container.decodeSeries(forKey: .windSpeed10mMax)
            windDirection10mDominant = container.decodeSeries(forKey: .windDirection10mDominant)
            sunrise = container.decodeTextSeries(forKey: .sunrise)
            sunset = container.decodeTextSeries(forKey: .sunset)
        }
    }
}
