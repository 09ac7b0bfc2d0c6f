// Endpoints of Open-Meteo (no key needed): geocoding a place name, and one forecast request
// asking for everything the weather screen shows. Units travel to the API, which converts.
import Foundation

extension Endpoint {
    /// The current variables one forecast request asks for.
    public static let openMeteoCurrent = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature",
        "precipitation", "weather_code", "wind_speed_10m", "wind_direction_10m",
    ]
    /// The hourly variables one forecast request asks for.
    public static let openMeteoHourly = ["temperature_2m", "precipitation_probability"]
    /// The daily variables one forecast request asks for.
    public static let openMeteoDaily = [
        "weather_code", "temperature_2m_max", "temperature_2m_min",
        "precipitation_probability_max", "wind_speed_10m_max",
        "wind_direction_10m_dominant", "sunrise", "sunset",
    ]

    /// `GET /v1/search?name=&count=&language=en&format=json`: up to `count` places named `name`.
    public static func geocoding(name: String, count: Int = 10) -> Endpoint {
        Endpoint(
            path: "/v1/search",
            queryItems: [
                URLQueryItem(name: "name", value: name), URLQueryItem(name: "count", value: String(count)),
                URLQueryItem(name: "language", value: "en"), URLQueryItem(name: "format", value: "json"),
            ])
    }

    /// `GET /v1/forecast`: current conditions, 48 hours and 7 days at a point, times in the
    /// place's own time zone. `imperial` asks for °F, mph and inches; otherwise °C, km/h and mm.
    public static func openMeteoForecast(latitude: Double, longitude: Double, imperial: Bool) -> Endpoint {
        var query = [
            URLQueryItem(name: "latitude", value: coordinate(latitude)),
            URLQueryItem(name: "longitude", value: coordinate(longitude)),
            URLQueryItem(name: "current", value: openMeteoCurrent.joined(separator: ",")),
            URLQueryItem(name: "hourly", value: openMeteoHourly.joined(separator: ",")),
            URLQueryItem(name: "daily", value: openMeteoDaily.joined(separator: ",")),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "forecast_days", value: "7"),
        ]
        if imperial {
            query += [
                URLQueryItem(name: "temperature_unit", value: "fahrenheit"),
                URLQueryItem(name: "wind_speed_unit", value: "mph"),
                URLQueryItem(name: "precipitation_unit", value: "inch"),
            ]
        }
        return Endpoint(path: "/v1/forecast", queryItems: query)
    }

    /// A coordinate with four decimals (about 10 m), never in exponent notation.
    public static func coordinate(_ value: Double) -> String {
        guard value.isFinite, abs(value) <= 360 else { return "nan" }
        return String(format: "%.4f", value)
    }
}
