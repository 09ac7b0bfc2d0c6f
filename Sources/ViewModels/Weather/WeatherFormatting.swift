// WeatherFormatting: numbers of a weather reading as the screen writes them (`12.3 °C`, `81%`,
// `14.2 km/h NW`). A missing or non-finite value is `-`; nothing here can trap.
import Foundation
import Models

/// Text for temperatures, speeds, percentages and directions, independent of the locale.
enum WeatherFormatting {
    /// What a missing value shows as.
    static let missing = "-"

    /// `12.3 °C` / `54.1 °F`.
    static func temperature(_ value: Double?, _ units: Units) -> String {
        number(value, unit: units.temperatureSymbol)
    }

    /// `12°` for the daily table (no unit: the title says it).
    static func shortTemperature(_ value: Double?) -> String {
        guard let whole = WeatherBounds.rounded(value, in: -1_000_000...1_000_000) else { return missing }
        return "\(whole)°"
    }

    /// `4.1 m/s NW`, or without the direction when it is unknown.
    static func wind(_ speed: Double?, unit: String, direction: Double?) -> String {
        guard oneDecimal(speed) != nil else { return missing }
        return number(speed, unit: unit) + (compassPoint(direction).map { " \($0)" } ?? "")
    }

    /// `0.4 mm`.
    static func precipitation(_ value: Double?, unit: String) -> String {
        number(value, unit: unit)
    }

    /// `81%`.
    static func percent(_ value: Double?) -> String {
        guard let whole = WeatherBounds.rounded(value, in: -1_000_000...1_000_000) else { return missing }
        return "\(whole)%"
    }

    /// `N`, `NNE`, ... `NNW` for a direction in degrees (where the wind comes from); nil when unknown.
    static func compassPoint(_ degrees: Double?) -> String? {
        guard let degrees, degrees.isFinite else { return nil }
        let points = [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
        ]
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        let sector = Int(((turn < 0 ? turn + 360 : turn) / 22.5).rounded()) % points.count
        return points[sector]
    }

    /// `value` with one decimal and `unit` after a space, never `-0.0`; `-` when missing, not
    /// finite or too large to be a reading.
    static func number(_ value: Double?, unit: String) -> String {
        guard let text = oneDecimal(value) else { return missing }
        return unit.isEmpty ? text : "\(text) \(unit)"
    }

    /// The value with one decimal and a point, never `-0.0`; nil when missing or beyond ±1e9.
    static func oneDecimal(_ value: Double?) -> String? {
        guard let value, value.isFinite, abs(value) < 1e9 else { return nil }
        let tenths = (value * 10).rounded()
        return String(format: "%.1f", tenths == 0 ? 0 : tenths / 10)
    }
}
