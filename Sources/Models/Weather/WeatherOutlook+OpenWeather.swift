// The outlook OpenWeather's current reading and 5-day / 3-hour forecast describe: the first 48
// hours of steps for the chart, and the steps grouped into local days (at most 5) for the table.
import Foundation

extension WeatherOutlook {
    /// How many days of OpenWeather's forecast an outlook keeps.
    public static let openWeatherDays = 5

    /// The outlook in `current` and `forecast`, both fetched in `units` (wind in m/s or mph).
    /// An offset from UTC out of range counts as 0, and sunrise and sunset are then left out.
    public init(current: CurrentWeather, forecast: Forecast, units: Units) {
        let knownOffset = WeatherBounds.checked(forecast.city.timezone ?? current.timezone, in: WeatherBounds.utcOffset)
        let offset = knownOffset ?? 0
        let country = current.sys.country ?? forecast.city.country
        let place = WeatherPlace(
            name: current.name, country: country.isEmpty ? nil : country,
            latitude: current.coord.lat, longitude: current.coord.lon)
        let conditions = CurrentConditions(
            time: LocalTime(unixTime: current.dt, offset: offset),
            description: current.weather.first.map { Self.sentenceCase($0.description) },
            temperature: current.main.temp, feelsLike: current.main.feelsLike, humidity: current.main.humidity,
            windSpeed: current.wind.speed, windDirection: current.wind.deg,
            precipitation: Self.volume(current.rain) + Self.volume(current.snow))
        let steps = forecast.list.compactMap { entry in
            LocalTime(unixTime: entry.dt, offset: offset).map { (time: $0, entry: entry) }
        }.sorted { $0.time < $1.time }
        let hourly = steps.prefix(Self.forecastHours / 3).map { step in
            HourlyReading(
                time: step.time, temperature: step.entry.main.temp,
                precipitationChance: Self.percent(step.entry.pop))
        }
        let sunrise = knownOffset.flatMap {
            LocalTime(unixTime: forecast.city.sunrise ?? current.sys.sunrise, offset: $0)
        }
        let sunset = knownOffset.flatMap { LocalTime(unixTime: forecast.city.sunset ?? current.sys.sunset, offset: $0) }
        var days: [DailyForecast] = []
        var index = steps.startIndex
        while index < steps.endIndex, days.count < Self.openWeatherDays {
            let day = steps[index].time.startOfDay
            let group = steps[index...].prefix { $0.time.startOfDay == day }.map(\.entry)
            index += group.count
            days.append(Self.day(day, of: group, sunrise: sunrise, sunset: sunset))
        }
        self.init(
            place: place, units: units, windSpeedUnit: units.windSpeedSymbol,
            precipitationUnit: units == .metric ? "mm" : "in", current: conditions,
            hourly: Array(hourly), daily: days)
    }

    /// One local day from its steps: lowest low, highest high, the most frequent condition,
    /// the highest chance of rain, the strongest wind; sunrise and sunset when they fall on it.
    private static func day(
        _ day: LocalTime, of entries: [Forecast.Entry], sunrise: LocalTime?,
        sunset: LocalTime?
    ) -> DailyForecast {
        func finite(_ values: [Double?]) -> [Double] { values.compactMap { $0 }.filter(\.isFinite) }
        let lows = finite(entries.map { WeatherBounds.checked($0.main.tempMin, in: WeatherBounds.temperature) })
        let highs = finite(entries.map { WeatherBounds.checked($0.main.tempMax, in: WeatherBounds.temperature) })
        let chances = finite(entries.map { percent($0.pop) })
        let windiest = entries.filter { WeatherBounds.checked($0.wind.speed, in: WeatherBounds.windSpeed) != nil }
            .max { $0.wind.speed < $1.wind.speed }
        var counts: [String: Int] = [:]
        var order: [String] = []
        for name in entries.compactMap({ $0.weather.first?.main }) {
            if counts[name] == nil { order.append(name) }
            counts[name, default: 0] += 1
        }
        let description = order.max { counts[$0, default: 0] < counts[$1, default: 0] }
        return DailyForecast(
            day: day, description: description, low: lows.min(), high: highs.max(),
            precipitationChance: chances.max(), windSpeed: windiest?.wind.speed,
            windDirection: windiest?.wind.deg,
            sunrise: sunrise.flatMap { $0.startOfDay == day ? $0 : nil },
            sunset: sunset.flatMap { $0.startOfDay == day ? $0 : nil })
    }

    /// OpenWeather's probability 0...1 in percent; nil when out of range.
    private static func percent(_ probability: Double?) -> Double? {
        WeatherBounds.checked(probability, in: 0...1).map { $0 * 100 }
    }

    /// The rain or snow volume of a reading (last hour, else last three hours); 0 when dry.
    private static func volume(_ precipitation: Precipitation?) -> Double {
        precipitation?.lastHour ?? precipitation?.lastThreeHours ?? 0
    }

    /// `light rain` → `Light rain`.
    private static func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
