// Measurement systems OpenWeather can answer in, with the symbols the screen shows.
import Foundation

/// The unit system for temperatures and wind speeds; `rawValue` is OpenWeather's `units` value.
public enum Units: String, Codable, Sendable, Hashable, CaseIterable {
    /// Celsius and metres per second.
    case metric
    /// Fahrenheit and miles per hour.
    case imperial

    /// The temperature symbol: `°C` or `°F`.
    public var temperatureSymbol: String {
        switch self {
        case .metric: "°C"
        case .imperial: "°F"
        }
    }

    /// The wind speed symbol: `m/s` or `mph`.
    public var windSpeedSymbol: String {
        switch self {
        case .metric: "m/s"
        case .imperial: "mph"
        }
    }
}
