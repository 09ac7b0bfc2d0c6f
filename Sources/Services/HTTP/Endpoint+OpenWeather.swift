// Endpoints of OpenWeather 2.5: current weather and the 5-day forecast by city name.
// The API key travels as the `appid` query item, which every description redacts.
import Foundation

extension Endpoint {
    /// `GET /data/2.5/weather?q=&units=&appid=`: the current weather in `city`.
    /// `units` is OpenWeather's `units` value ("metric" or "imperial").
    public static func currentWeather(city: String, units: String, apiKey: String) -> Endpoint {
        Endpoint(path: "/data/2.5/weather", queryItems: weatherQuery(city: city, units: units, apiKey: apiKey))
    }

    /// `GET /data/2.5/forecast?q=&units=&appid=`: the 5-day / 3-hour forecast for `city`.
    public static func forecast(city: String, units: String, apiKey: String) -> Endpoint {
        Endpoint(path: "/data/2.5/forecast", queryItems: weatherQuery(city: city, units: units, apiKey: apiKey))
    }

    private static func weatherQuery(city: String, units: String, apiKey: String) -> [URLQueryItem] {
        [
            URLQueryItem(name: "q", value: city), URLQueryItem(name: "units", value: units),
            URLQueryItem(name: "appid", value: apiKey),
        ]
    }
}
