// WeatherBounds: the one place where numbers from a weather server (or its cached answer) are
// checked before they become integers, dates, indices or chart coordinates. A value outside its
// plausible range is treated as missing: the screen shows `-` or leaves it out, and nothing traps.
import Foundation

/// Plausible ranges of weather readings, and conversions that never trap.
public enum WeatherBounds {
    /// Temperatures in °C or °F (the records are -89 °C and 57 °C; the margin covers both scales).
    public static let temperature: ClosedRange<Double> = -200...200
    /// Relative humidity and probabilities, in percent.
    public static let percent: ClosedRange<Double> = 0...100
    /// Wind speeds in m/s, km/h or mph.
    public static let windSpeed: ClosedRange<Double> = 0...1_000
    /// Wind directions in degrees.
    public static let direction: ClosedRange<Double> = 0...360
    /// Precipitation in millimetres or inches.
    public static let precipitation: ClosedRange<Double> = 0...10_000
    /// Offsets from UTC in seconds (real ones lie between -12 h and +14 h).
    public static let utcOffset: ClosedRange<Int> = -18 * 3_600...18 * 3_600
    /// Unix times from year 1 to year 9999.
    public static let unixTime: ClosedRange<Int> = -62_135_596_800...253_402_300_799
    /// Latitudes in degrees.
    public static let latitude: ClosedRange<Double> = -90...90
    /// Longitudes in degrees.
    public static let longitude: ClosedRange<Double> = -180...180
    /// WMO weather codes.
    public static let weatherCode: ClosedRange<Int> = 0...99

    /// `value` when it is finite and inside `range`, else nil.
    public static func checked(_ value: Double?, in range: ClosedRange<Double>) -> Double? {
        guard let value, value.isFinite, range.contains(value) else { return nil }
        return value
    }

    /// `value` when it is inside `range`, else nil.
    public static func checked(_ value: Int?, in range: ClosedRange<Int>) -> Int? {
        guard let value, range.contains(value) else { return nil }
        return value
    }

    /// `value` as an integer when it is a whole number inside `range`, else nil.
    public static func integer(_ value: Double?, in range: ClosedRange<Int>) -> Int? {
        guard let value, value.isFinite, value == value.rounded(.towardZero) else { return nil }
        return rounded(value, in: range)
    }

    /// `value` rounded to the nearest integer when the result fits `range`, else nil.
    public static func rounded(_ value: Double?, in range: ClosedRange<Int>) -> Int? {
        guard let value, value.isFinite else { return nil }
        let rounded = value.rounded()
        guard rounded >= Double(range.lowerBound), rounded <= Double(range.upperBound) else { return nil }
        return Int(rounded)
    }
}
