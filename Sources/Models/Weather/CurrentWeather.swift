// OpenWeather Current Weather 2.5 (`GET /data/2.5/weather`), including legacy 2013-2015 variants
// that lack feels_like, visibility and timezone.
import Foundation

/// The current weather in one city.
public struct CurrentWeather: Codable, Sendable, Identifiable, Hashable {
    /// Where the reading was taken.
    public var coord: Coordinates
    /// Conditions, most significant first.
    public var weather: [WeatherCondition]
    /// Internal data source parameter, e.g. "stations".
    public var base: String?
    /// Temperature, pressure and humidity.
    public var main: MainReadings
    /// Visibility in metres.
    public var visibility: Double?
    /// Wind reading.
    public var wind: Wind
    /// Cloudiness.
    public var clouds: Clouds?
    /// Rain volume; absent or `null` when it is dry.
    public var rain: Precipitation?
    /// Snow volume; absent or `null` when there is none.
    public var snow: Precipitation?
    /// Time of the reading, Unix seconds UTC.
    public var dt: Int
    /// Country, sunrise and sunset.
    public var sys: System
    /// Offset from UTC in seconds.
    public var timezone: Int?
    /// City id (0 when looked up by zip code).
    public var id: Int
    /// City name as the server spells it (possibly localized).
    public var name: String
    /// HTTP-like status code of the body (200).
    public var cod: Int

    /// Country and daylight information of a current-weather reading.
    public struct System: Codable, Sendable, Hashable {
        /// Internal parameter.
        public var type: Int?
        /// Internal parameter.
        public var id: Int?
        /// ISO 3166 country code.
        public var country: String?
        /// Sunrise, Unix seconds UTC.
        public var sunrise: Int?
        /// Sunset, Unix seconds UTC.
        public var sunset: Int?
        /// Internal parameter (legacy payloads).
        public var message: Double?

        /// Creates system information.
        public init(
            type: Int? = nil, id: Int? = nil, country: String? = nil,
            sunrise: Int? = nil, sunset: Int? = nil, message: Double? = nil
        ) {
            self.type = type
            self.id = id
            self.country = country
            self.sunrise = sunrise
            self.sunset = sunset
            self.message = message
        }
    }

    /// Creates a current-weather value.
    public init(
        coord: Coordinates, weather: [WeatherCondition], base: String? = nil, main: MainReadings,
        visibility: Double? = nil, wind: Wind, clouds: Clouds? = nil, rain: Precipitation? = nil,
        snow: Precipitation? = nil, dt: Int, sys: System, timezone: Int? = nil, id: Int,
        name: String, cod: Int = 200
    ) {
        self.coord = coord
        self.weather = weather
        self.base = base
        self.main = main
        self.visibility = visibility
        self.wind = wind
        self.clouds = clouds
        self.rain = rain
        self.snow = snow
        self.dt = dt
        self.sys = sys
        self.timezone = timezone
        self.id = id
        self.name = name
        self.cod = cod
    }

    private enum CodingKeys: String, CodingKey {
        case coord, weather, base, main, visibility, wind, clouds, rain, snow, dt, sys, timezone, id, name, cod
    }

    /// Decodes a body, accepting `cod` as a number or a numeric string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        coord = try container.decode(Coordinates.self, forKey: .coord)
        weather = try container.decode([WeatherCondition].self, forKey: .weather)
        base = try container.decodeIfPresent(String.self, forKey: .base)
        main = try container.decode(MainReadings.self, forKey: .main)
        visibility = try container.decodeIfPresent(Double.self, forKey: .visibility)
        wind = try container.decode(Wind.self, forKey: .wind)
        clouds = try container.decodeIfPresent(Clouds.self, forKey: .clouds)
        rain = try container.decodeIfPresent(Precipitation.self, forKey: .rain)
        snow = try container.decodeIfPresent(Precipitation.self, forKey: .snow)
        dt = try container.decode(Int.self, forKey: .dt)
        sys = try container.decode(System.self, forKey: .sys)
        timezone = try container.decodeIfPresent(Int.self, forKey: .timezone)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        cod = try container.decodeLenientInt(forKey: .cod)
    }
}
