// OpenWeather 5 day / 3 hour forecast (`GET /data/2.5/forecast`).
import Foundation

/// A five-day forecast in three-hour steps for one city.
public struct Forecast: Codable, Sendable, Identifiable, Hashable {
    /// Status code of the body, a string such as "200".
    public var cod: String
    /// Internal parameter (a number, usually 0).
    public var message: Double?
    /// Number of entries in `list`.
    public var cnt: Int
    /// The forecast steps, earliest first.
    public var list: [Entry]
    /// The city the forecast is for.
    public var city: City

    /// The city's id, which identifies the forecast.
    public var id: Int { city.id }

    /// One three-hour forecast step.
    public struct Entry: Codable, Sendable, Identifiable, Hashable {
        /// Forecast time, Unix seconds UTC.
        public var dt: Int
        /// Temperature, pressure and humidity.
        public var main: MainReadings
        /// Conditions, most significant first.
        public var weather: [WeatherCondition]
        /// Cloudiness.
        public var clouds: Clouds
        /// Wind reading.
        public var wind: Wind
        /// Visibility in metres.
        public var visibility: Double?
        /// Probability of precipitation, 0...1.
        public var pop: Double?
        /// Rain volume over the three hours.
        public var rain: Precipitation?
        /// Snow volume over the three hours.
        public var snow: Precipitation?
        /// Part of day: "d" or "n".
        public var sys: PartOfDay?
        /// Forecast time as text, "yyyy-MM-dd HH:mm:ss" UTC.
        public var dtText: String

        /// The forecast time identifies the step.
        public var id: Int { dt }

        /// Creates a forecast step.
        public init(
            dt: Int, main: MainReadings, weather: [WeatherCondition], clouds: Clouds, wind: Wind,
            visibility: Double? = nil, pop: Double? = nil, rain: Precipitation? = nil,
            snow: Precipitation? = nil, sys: PartOfDay? = nil, dtText: String
        ) {
            self.dt = dt
            self.main = main
            self.weather = weather
            self.clouds = clouds
            self.wind = wind
            self.visibility = visibility
            self.pop = pop
            self.rain = rain
            self.snow = snow
            self.sys = sys
            self.dtText = dtText
        }

        private enum CodingKeys: String, CodingKey {
            case dt, main, weather, clouds, wind, visibility, pop, rain, snow, sys
            case dtText = "dt_txt"
        }
    }

    /// Whether a forecast step falls in the day or the night.
    public struct PartOfDay: Codable, Sendable, Hashable {
        /// "d" for day, "n" for night.
        public var pod: String

        /// Creates a part-of-day marker.
        public init(pod: String) {
            self.pod = pod
        }
    }

    /// The city of a forecast.
    public struct City: Codable, Sendable, Identifiable, Hashable {
        /// City id (0 for an arbitrary point).
        public var id: Int
        /// City name (empty for an arbitrary point).
        public var name: String
        /// Location of the city.
        public var coord: Coordinates?
        /// ISO 3166 country code (empty for an arbitrary point).
        public var country: String
        /// Population.
        public var population: Int?
        /// Offset from UTC in seconds.
        public var timezone: Int?
        /// Sunrise, Unix seconds UTC.
        public var sunrise: Int?
        /// Sunset, Unix seconds UTC.
        public var sunset: Int?

        /// Creates a forecast city.
        public init(
            id: Int, name: String, coord: Coordinates? = nil, country: String, population: Int? = nil,
            timezone: Int? = nil, sunrise: Int? = nil, sunset: Int? = nil
        ) {
            self.id = id
            self.name = name
            self.coord = coord
            self.country = country
            self.population = population
            self.timezone = timezone
            self.sunrise = sunrise
            self.sunset = sunset
        }
    }

    /// Creates a forecast.
    public init(cod: String = "200", message: Double? = 0, cnt: Int, list: [Entry], city: City) {
        self.cod = cod
        self.message = message
        self.cnt = cnt
        self.list = list
        self.city = city
    }

    private enum CodingKeys: String, CodingKey { case cod, message, cnt, list, city }

    /// Decodes a body, accepting `cod` as a string or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try container.decodeLenientString(forKey: .cod)
        message = try container.decodeIfPresent(Double.self, forKey: .message)
        cnt = try container.decode(Int.self, forKey: .cnt)
        list = try container.decode([Entry].self, forKey: .list)
        city = try container.decode(City.self, forKey: .city)
    }
}
