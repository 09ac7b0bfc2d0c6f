// WeatherFormatting: numbers of a weather reading as the screen writes them (`12.3 °C`, `81%`).
import Foundation
import Models

/// Text for temperatures, speeds, percentages and weekdays, independent of the locale.
enum WeatherFormatting {
    /// `12.3 °C` / `54.1 °F`.
    static func temperature(_ value: Double, _ units: Units) -> String {
        "\(oneDecimal(value)) \(units.temperatureSymbol)"
    }

    /// `4.1 m/s` / `9.2 mph`.
    static func speed(_ value: Double, _ units: Units) -> String {
        "\(oneDecimal(value)) \(units.windSpeedSymbol)"
    }

    /// `81%`.
    static func percent(_ value: Double) -> String {
        "\(Int(value.rounded()))%"
    }

    /// The value with one decimal and a point, never `-0.0`.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return String(format: "%.1f", tenths == 0 ? 0 : tenths / 10)
    }

    /// `Mon`...`Sun` for Unix time `seconds` at `offset` seconds from UTC.
    static func weekday(unixTime seconds: Int, offset: Int) -> String {
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let day = Int((Double(seconds + offset) / 86_400).rounded(.down))
        return names[((day + 4) % 7 + 7) % 7]  // 1970-01-01 was a Thursday
    }

    /// `text` with its first letter in upper case (`light rain` → `Light rain`).
    static func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
