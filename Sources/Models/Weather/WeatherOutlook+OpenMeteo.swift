// The outlook an Open-Meteo forecast body describes. Times are the place's local ISO times, so
// no offset arithmetic is needed; a series shorter than `time` leaves the missing hours nil.
import Foundation

extension WeatherOutlook {
    /// How many hours of the hourly forecast an outlook keeps.
    public static let forecastHours = 48
    /// How many days of Open-Meteo's daily forecast an outlook keeps.
    public static let openMeteoDays = 7

    /// The outlook in an Open-Meteo `body` asked for in `units` (wind in km/h or mph,
    /// precipitation in mm or inches), for `place`.
    public init(openMeteo body: OpenMeteo.ForecastResponse, place: WeatherPlace, units: Units) {
        let current: CurrentConditions
        if let now = body.current {
            current = CurrentConditions(
                time: now.time.flatMap(LocalTime.init(iso:)),
                description: OpenMeteo.WeatherCode.description(now.weatherCode),
                temperature: now.temperature2m, feelsLike: now.apparentTemperature, humidity: now.relativeHumidity2m,
                windSpeed: now.windSpeed10m, windDirection: now.windDirection10m, precipitation: now.precipitation)
        } else if let legacy = body.currentWeather {
            current = CurrentConditions(
                time: legacy.time.flatMap(LocalTime.init(iso:)),
                description: OpenMeteo.WeatherCode.description(legacy.weathercode),
                temperature: legacy.temperature, windSpeed: legacy.windspeed, windDirection: legacy.winddirection)
        } else {
            current = CurrentConditions()
        }
        self.init(
            place: place, units: units, windSpeedUnit: units == .metric ? "km/h" : "mph",
            precipitationUnit: units == .metric ? "mm" : "in", current: current,
            hourly: Self.hours(body.hourly, from: current.time),
            daily: Self.days(body.daily))
    }

    /// The hours from the one holding `now` (or the first) on, at most `forecastHours`.
    private static func hours(_ hourly: OpenMeteo.Hourly?, from now: LocalTime?) -> [HourlyReading] {
        guard let hourly else { return [] }
        var readings: [HourlyReading] = []
        let startOfHour = now.map { LocalTime(seconds: $0.seconds - $0.secondOfDay % 3_600) }
        for (index, text) in hourly.time.enumerated() {
            guard let text, let time = LocalTime(iso: text) else { continue }
            if let startOfHour, time < startOfHour { continue }
            readings.append(
                HourlyReading(
                    time: time, temperature: element(hourly.temperature2m, index),
                    precipitationChance: element(hourly.precipitationProbability, index)))
            if readings.count == forecastHours { break }
        }
        return readings
    }

    /// The days of the daily series, at most `openMeteoDays`.
    private static func days(_ daily: OpenMeteo.Daily?) -> [DailyForecast] {
        guard let daily else { return [] }
        var days: [DailyForecast] = []
        for (index, text) in daily.time.enumerated() {
            guard let text, let day = LocalTime(iso: text) else { continue }
            days.append(
                DailyForecast(
                    day: day,
                    description: OpenMeteo.WeatherCode.shortDescription(element(daily.weatherCode, index)),
                    low: element(daily.temperature2mMin, index), high: element(daily.temperature2mMax, index),
                    precipitationChance: element(daily.precipitationProbabilityMax, index),
                    windSpeed: element(daily.windSpeed10mMax, index),
                    windDirection: element(daily.windDirection10mDominant, index),
                    sunrise: element(daily.sunrise, index).flatMap(LocalTime.init(iso:)),
                    sunset: element(daily.sunset, index).flatMap(LocalTime.init(iso:))))
            if days.count == openMeteoDays { break }
        }
        return days
    }

    /// Element `index` of `series`, nil when the series is missing or shorter.
    private static func element<Value>(_ series: [Value?]?, _ index: Int) -> Value? {
        guard let series, series.indices.contains(index) else { return nil }
        return series[index]
    }
}
