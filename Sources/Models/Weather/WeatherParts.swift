// Building blocks shared by OpenWeather's current-weather, forecast and city-list bodies.
// Numbers that are sometimes integers and sometimes fractions are decoded as Double.
import Foundation

/// A point on Earth as OpenWeather sends it.
public struct Coordinates: Codable, Sendable, Hashable {
    /// Longitude in decimal degrees.
    public var lon: Double
    /// Latitude in decimal degrees.
    public var lat: Double

    /// Creates coordinates.
    public init(lon: Double, lat: Double) {
        self.lon = lon
        self.lat = lat
    }

    private enum CodingKeys: String, CodingKey { case lon, lat }
    private enum CapitalizedKeys: String, CodingKey {
        case lon = "Lon"
        case lat = "Lat"
    }

    /// Decodes `{"lon","lat"}`, or the `{"Lon","Lat"}` spelling of the `box/city` endpoint.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.lon) || container.contains(.lat) {
            lon = try container.decode(Double.self, forKey: .lon)
            lat = try container.decode(Double.self, forKey: .lat)
        } else {
            let capitalized = try decoder.container(keyedBy: CapitalizedKeys.self)
            lon = try capitalized.decode(Double.self, forKey: .lon)
            lat = try capitalized.decode(Double.self, forKey: .lat)
        }
    }
}

/// One weather condition (OpenWeather's `weather[]` element).
public struct WeatherCondition: Codable, Sendable, Hashable, Identifiable {
    /// Condition code, e.g. 501 for moderate rain.
    public var id: Int
    /// Group name, e.g. "Rain".
    public var main: String
    /// Localized description, e.g. "moderate rain".
    public var description: String
    /// Icon code, e.g. "10d".
    public var icon: String

    /// Creates a condition.
    public init(id: Int, main: String, description: String, icon: String) {
        self.id = id
        self.main = main
        self.description = description
        self.icon = icon
    }
}

/// Temperature, pressure and humidity readings (OpenWeather's `main` object).
public struct MainReadings: Codable, Sendable, Hashable {
    /// Temperature in the requested units.
    public var temp: Double
    /// Perceived temperature; absent from legacy payloads.
    public var feelsLike: Double?
    /// Minimum temperature currently observed.
    public var tempMin: Double
    /// Maximum temperature currently observed.
    public var tempMax: Double
    /// Atmospheric pressure in hPa.
    public var pressure: Double
    /// Relative humidity in percent.
    public var humidity: Double
    /// Pressure at sea level in hPa.
    public var seaLevel: Double?
    /// Pressure at ground level in hPa.
    public var groundLevel: Double?
    /// Forecast-only internal correction parameter.
    public var tempKf: Double?

    /// Creates readings.
    public init(
        temp: Double, feelsLike: Double? = nil, tempMin: Double, tempMax: Double, pressure: Double,
        humidity: Double, seaLevel: Double? = nil, groundLevel: Double? = nil, tempKf: Double? = nil
    ) {
        self.temp = temp
        self.feelsLike = feelsLike
        self.tempMin = tempMin
        self.tempMax = tempMax
        self.pressure = pressure
        self.humidity = humidity
        self.seaLevel = seaLevel
        self.groundLevel = groundLevel
        self.tempKf = tempKf
    }

    private enum CodingKeys: String, CodingKey {
        case temp, pressure, humidity
        case feelsLike = "feels_like"
        case tempMin = "temp_min"
        case tempMax = "temp_max"
        case seaLevel = "sea_level"
        case groundLevel = "grnd_level"
        case tempKf = "temp_kf"
    }
}

/// Wind speed and direction.
public struct Wind: Codable, Sendable, Hashable {
    /// Speed in the requested units (m/s or mph).
    public var speed: Double
    /// Direction in degrees; some stations omit it.
    public var deg: Double?
    /// Gust speed.
    public var gust: Double?

    /// Creates a wind reading.
    public init(speed: Double, deg: Double? = nil, gust: Double? = nil) {
        self.speed = speed
        self.deg = deg
        self.gust = gust
    }
}

/// Cloudiness in percent.
public struct Clouds: Codable, Sendable, Hashable {
    /// Cloud cover in percent.
    public var all: Double

    /// Creates a cloudiness reading.
    public init(all: Double) {
        self.all = all
    }

    private enum CodingKeys: String, CodingKey { case all, today }

    /// Decodes `{"all": n}`, or the `{"today": n}` spelling of the `box/city` endpoint.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        all =
            try container.decodeIfPresent(Double.self, forKey: .all)
            ?? container.decode(Double.self, forKey: .today)
    }

    /// Encodes as `{"all": n}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(all, forKey: .all)
    }
}

/// Rain or snow volume in millimetres over the last hour and/or three hours.
public struct Precipitation: Codable, Sendable, Hashable {
    /// Volume over the last hour.
    public var lastHour: Double?
    /// Volume over the last three hours.
    public var lastThreeHours: Double?

    /// Creates a precipitation reading.
    public init(lastHour: Double? = nil, lastThreeHours: Double? = nil) {
        self.lastHour = lastHour
        self.lastThreeHours = lastThreeHours
    }

    private enum CodingKeys: String, CodingKey {
        case lastHour = "1h"
        case lastThreeHours = "3h"
    }
}
