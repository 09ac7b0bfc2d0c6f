// WeatherConfiguration: what the composition root tells the weather screen about its setup.
import Models

/// Whether weather can be looked up, and in which units to start.
public struct WeatherConfiguration: Sendable, Equatable {
    /// True when `OPENWEATHER_API_KEY` is set, or in demo mode (the demo server needs no key).
    public var hasAPIKey: Bool
    /// The units to start with (`--units`).
    public var units: Units

    /// A configuration; units default to metric.
    public init(hasAPIKey: Bool, units: Units = .metric) {
        self.hasAPIKey = hasAPIKey
        self.units = units
    }
}
