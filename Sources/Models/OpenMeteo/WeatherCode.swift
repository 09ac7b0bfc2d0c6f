// WeatherCode: the WMO weather interpretation codes Open-Meteo sends, in words.
import Foundation

extension OpenMeteo {
    /// Descriptions of WMO weather codes (WMO 4677, as Open-Meteo documents them).
    public enum WeatherCode {
        /// `Partly cloudy`, `Moderate rain`...; nil for a code that is not a WMO code.
        public static func description(_ code: Double?) -> String? {
            guard let code = WeatherBounds.integer(code, in: WeatherBounds.weatherCode) else { return nil }
            return descriptions[code]?.long
        }

        /// `Cloudy`, `Rain`...: a few letters for the daily table; nil for an unknown code.
        public static func shortDescription(_ code: Double?) -> String? {
            guard let code = WeatherBounds.integer(code, in: WeatherBounds.weatherCode) else { return nil }
            return descriptions[code]?.short
        }

        private static let descriptions: [Int: (long: String, short: String)] = [
            0: ("Clear sky", "Clear"), 1: ("Mainly clear", "Mostly clear"), 2: ("Partly cloudy", "Partly cloudy"),
            3: ("Overcast", "Overcast"), 45: ("Fog", "Fog"), 48: ("Depositing rime fog", "Rime fog"),
            51: ("Light drizzle", "Drizzle"), 53: ("Moderate drizzle", "Drizzle"), 55: ("Dense drizzle", "Drizzle"),
            56: ("Light freezing drizzle", "Frz. drizzle"), 57: ("Dense freezing drizzle", "Frz. drizzle"),
            61: ("Slight rain", "Light rain"), 63: ("Moderate rain", "Rain"), 65: ("Heavy rain", "Heavy rain"),
            66: ("Light freezing rain", "Frz. rain"), 67: ("Heavy freezing rain", "Frz. rain"),
            71: ("Slight snow fall", "Light snow"), 73: ("Moderate snow fall", "Snow"),
            75: ("Heavy snow fall", "Heavy snow"),
            77: ("Snow grains", "Snow grains"), 80: ("Slight rain showers", "Showers"),
            81: ("Moderate rain showers", "Showers"), 82: ("Violent rain showers", "Heavy showers"),
            85: ("Slight snow showers", "Snow showers"), 86: ("Heavy snow showers", "Snow showers"),
            95: ("Thunderstorm", "Thunder"), 96: ("Thunderstorm with slight hail", "Thunder, hail"),
            99: ("Thunderstorm with heavy hail", "Thunder, hail"),
        ]
    }
}
