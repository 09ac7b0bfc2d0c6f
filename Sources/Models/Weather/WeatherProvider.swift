// WeatherProvider: the weather services users-tui can ask.
import Foundation

/// A weather service; `rawValue` is how `--weather-provider` names it.
public enum WeatherProvider: String, Sendable, Hashable, CaseIterable {
    /// Open-Meteo: no key, place search with several matches, 7 days.
    case openMeteo = "open-meteo"
    /// OpenWeather 2.5: needs `OPENWEATHER_API_KEY`, cities by name, 5 days in 3-hour steps.
    case openWeather = "openweather"

    /// The provider when none is chosen: OpenWeather when a key is set, else Open-Meteo.
    public static func automatic(hasOpenWeatherKey: Bool) -> WeatherProvider {
        hasOpenWeatherKey ? .openWeather : .openMeteo
    }
}
