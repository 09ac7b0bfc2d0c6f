// OpenWeather's multi-city bodies: `find` (cities near a point), `group` (several ids) and
// `box/city` (cities in a bounding box). Their entries are slimmer than a current-weather body.
import Foundation

/// Weather for several cities at once.
public struct CityList: Codable, Sendable, Hashable {
    /// Status code as text, when the body has one ("200").
    public var cod: String?
    /// Search accuracy note (`find` only), e.g. "accurate".
    public var message: String?
    /// Number of entries (`find` calls it `count`, the others `cnt`).
    public var count: Int
    /// Server computation time in seconds (`box/city` only).
    public var calctime: Double?
    /// The cities' weather.
    public var list: [Entry]

    /// The weather in one city of a list.
    public struct Entry: Codable, Sendable, Identifiable, Hashable {
        /// City id.
        public var id: Int
        /// City name.
        public var name: String
        /// City location.
        public var coord: Coordinates
        /// Temperature, pressure and humidity.
        public var main: MainReadings
        /// Time of the reading, Unix seconds UTC.
        public var dt: Int
        /// Wind reading.
        public var wind: Wind
        /// Cloudiness.
        public var clouds: Clouds?
        /// Conditions, most significant first.
        public var weather: [WeatherCondition]
        /// Visibility in metres.
        public var visibility: Double?
        /// Rain volume; may be `null`.
        public var rain: Precipitation?
        /// Snow volume; may be `null`.
        public var snow: Precipitation?
        /// Country, time zone and daylight, when present.
        public var sys: System?

        /// Country and daylight information of a list entry.
        public struct System: Codable, Sendable, Hashable {
            /// ISO 3166 country code.
            public var country: String?
            /// Offset from UTC in seconds.
            public var timezone: Int?
            /// Sunrise, Unix seconds UTC.
            public var sunrise: Int?
            /// Sunset, Unix seconds UTC.
            public var sunset: Int?
        }
    }

    private enum CodingKeys: String, CodingKey { case cod, message, count, cnt, calctime, list }

    /// Decodes any of the three bodies.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = container.contains(.cod) ? try container.decodeLenientString(forKey: .cod) : nil
        message = try container.decodeIfPresent(String.self, forKey: .message)
        count =
            try container.decodeIfPresent(Int.self, forKey: .count)
            ?? container.decode(Int.self, forKey: .cnt)
        calctime = try container.decodeIfPresent(Double.self, forKey: .calctime)
        list = try container.decode([Entry].self, forKey: .list)
    }

    /// Encodes with `cnt` for the count.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(cod, forKey: .cod)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encode(count, forKey: .cnt)
        try container.encodeIfPresent(calctime, forKey: .calctime)
        try container.encode(list, forKey: .list)
    }
}
