// WeatherConfiguration: what the composition root tells the weather screen about its setup.
import Models

/// Which weather service is asked, whether it can be, and in which units to start.
public struct WeatherConfiguration: Sendable, Equatable {
    /// The service the repository talks to.
    public var provider: WeatherProvider
    /// True when `OPENWEATHER_API_KEY` is set, or in demo mode (the demo server needs no key).
    public var hasAPIKey: Bool
    /// The units to start with (`--units`).
    public var units: Units

    /// A configuration; units default to metric.
    public init(provider: WeatherProvider = .openMeteo, hasAPIKey: Bool = false, units: Units = .metric) {
        self.provider = provider
        self.hasAPIKey = hasAPIKey
        self.units = units
    }

    /// Whether look-ups can be made: Open-Meteo needs no key, OpenWeather does.
    public var canLookUp: Bool { provider == .openMeteo || hasAPIKey }
}
