// WeatherOutlook: the weather at one place as the screen needs it, whichever service answered:
// current conditions, the next hours and the next days. Every number in it is already checked
// (`WeatherBounds`); a reading the service did not send, or sent out of range, is nil.
import Foundation

/// Current conditions, hourly and daily forecast for one place, in one system of units.
public struct WeatherOutlook: Sendable, Hashable {
    /// Where: the label to show is `place.label`.
    public var place: WeatherPlace
    /// The units every value is in.
    public var units: Units
    /// The wind speed unit, e.g. `km/h`, `m/s` or `mph`.
    public var windSpeedUnit: String
    /// The precipitation unit, `mm` or `in`.
    public var precipitationUnit: String
    /// The conditions now.
    public var current: CurrentConditions
    /// The coming hours, earliest first (Open-Meteo: hourly; OpenWeather: 3-hour steps).
    public var hourly: [HourlyReading]
    /// The coming days, today first.
    public var daily: [DailyForecast]

    /// An outlook.
    public init(
        place: WeatherPlace, units: Units, windSpeedUnit: String, precipitationUnit: String,
        current: CurrentConditions, hourly: [HourlyReading], daily: [DailyForecast]
    ) {
        self.place = place
        self.units = units
        self.windSpeedUnit = windSpeedUnit
        self.precipitationUnit = precipitationUnit
        self.current = current
        self.hourly = hourly
        self.daily = daily
    }
}

/// The conditions at one moment.
public struct CurrentConditions: Sendable, Hashable {
    /// Local time of the reading.
    public var time: LocalTime?
    /// `Partly cloudy`.
    public var description: String?
    /// Air temperature.
    public var temperature: Double?
    /// Perceived temperature.
    public var feelsLike: Double?
    /// Relative humidity in percent.
    public var humidity: Double?
    /// Wind speed.
    public var windSpeed: Double?
    /// Where the wind comes from, in degrees.
    public var windDirection: Double?
    /// Precipitation over the last hour (or the step).
    public var precipitation: Double?

    /// Conditions; every reading is checked against `WeatherBounds` and dropped when out of range.
    public init(
        time: LocalTime? = nil, description: String? = nil, temperature: Double? = nil,
        feelsLike: Double? = nil, humidity: Double? = nil, windSpeed: Double? = nil,
        windDirection: Double? = nil, precipitation: Double? = nil
    ) {
        self.time = time
        self.description = description
        self.temperature = WeatherBounds.checked(temperature, in: WeatherBounds.temperature)
        self.feelsLike = WeatherBounds.checked(feelsLike, in: WeatherBounds.temperature)
        self.humidity = WeatherBounds.checked(humidity, in: WeatherBounds.percent)
        self.windSpeed = WeatherBounds.checked(windSpeed, in: WeatherBounds.windSpeed)
        self.windDirection = WeatherBounds.checked(windDirection, in: WeatherBounds.direction)
        self.precipitation = WeatherBounds.checked(precipitation, in: WeatherBounds.precipitation)
    }
}

/// One hour (or step) of the forecast.
public struct HourlyReading: Sendable, Hashable {
    /// Local time of the hour.
    public var time: LocalTime
    /// Air temperature; nil for a gap.
    public var temperature: Double?
    /// Chance of precipitation in percent.
    public var precipitationChance: Double?

    /// A reading; out-of-range values become nil.
    public init(time: LocalTime, temperature: Double?, precipitationChance: Double? = nil) {
        self.time = time
        self.temperature = WeatherBounds.checked(temperature, in: WeatherBounds.temperature)
        self.precipitationChance = WeatherBounds.checked(precipitationChance, in: WeatherBounds.percent)
    }
}

/// One day of the forecast.
public struct DailyForecast: Sendable, Hashable {
    /// The local day (its midnight).
    public var day: LocalTime
    /// A short description, e.g. `Rain`.
    public var description: String?
    /// Lowest temperature.
    public var low: Double?
    /// Highest temperature.
    public var high: Double?
    /// Highest chance of precipitation in percent.
    public var precipitationChance: Double?
    /// Strongest wind speed.
    public var windSpeed: Double?
    /// Dominant wind direction in degrees.
    public var windDirection: Double?
    /// Sunrise, local time.
    public var sunrise: LocalTime?
    /// Sunset, local time.
    public var sunset: LocalTime?

    /// A day; out-of-range values become nil.
    public init(
        day: LocalTime, description: String? = nil, low: Double? = nil, high: Double? = nil,
        precipitationChance: Double? = nil, windSpeed: Double? = nil, windDirection: Double? = nil,
        sunrise: LocalTime? = nil, sunset: LocalTime? = nil
    ) {
        self.day = day
        self.description = description
        self.low = WeatherBounds.checked(low, in: WeatherBounds.temperature)
        self.high = WeatherBounds.checked(high, in: WeatherBounds.temperature)
        self.precipitationChance = WeatherBounds.checked(precipitationChance, in: WeatherBounds.percent)
        self.windSpeed = WeatherBounds.checked(windSpeed, in: WeatherBounds.windSpeed)
        self.windDirection = WeatherBounds.checked(windDirection, in: WeatherBounds.direction)
        self.sunrise = sunrise
        self.sunset = sunset
    }
}
