// WeatherReport: everything the weather screen shows for one city, as text and a chart series,
// derived from a current reading and a forecast in the units they were fetched in.
import Models

/// A label under a chart, placed at a point of the series.
public struct ChartLabel: Sendable, Equatable {
    /// The index in the series where the label belongs.
    public var index: Int
    /// The label, e.g. `Mon`.
    public var text: String

    /// A label `text` at `index`.
    public init(index: Int, text: String) {
        self.index = index
        self.text = text
    }
}

/// The weather in one city, ready to show.
public struct WeatherReport: Sendable, Equatable {
    /// `London, GB`.
    public var place: String
    /// `12.3 °C`.
    public var temperature: String
    /// `Light rain`.
    public var description: String
    /// `10.2 °C`, nil when the reading has none.
    public var feelsLike: String?
    /// `81%`.
    public var humidity: String
    /// `4.1 m/s`.
    public var wind: String
    /// The forecast temperatures, earliest first, in the report's units.
    public var forecastTemperatures: [Double]
    /// A weekday label at the first step of each day of the forecast (city time).
    public var forecastDayLabels: [ChartLabel]
    /// `Next 5 days: 3.2 °C to 12.9 °C`, nil without forecast steps.
    public var forecastSummary: String?
    /// The units of every value.
    public var units: Units

    /// The report for `current` and `forecast`, both fetched in `units`.
    public init(current: CurrentWeather, forecast: Forecast, units: Units) {
        let country = current.sys.country ?? forecast.city.country
        place = country.isEmpty ? current.name : "\(current.name), \(country)"
        temperature = WeatherFormatting.temperature(current.main.temp, units)
        description = WeatherFormatting.sentenceCase(current.weather.first?.description ?? "")
        feelsLike = current.main.feelsLike.map { WeatherFormatting.temperature($0, units) }
        humidity = WeatherFormatting.percent(current.main.humidity)
        wind = WeatherFormatting.speed(current.wind.speed, units)
        forecastTemperatures = forecast.list.map(\.main.temp)
        let offset = forecast.city.timezone ?? current.timezone ?? 0
        var labels: [ChartLabel] = []
        for (index, entry) in forecast.list.enumerated() {
            let day = WeatherFormatting.weekday(unixTime: entry.dt, offset: offset)
            if labels.last?.text != day { labels.append(ChartLabel(index: index, text: day)) }
        }
        forecastDayLabels = labels
        if let low = forecastTemperatures.min(), let high = forecastTemperatures.max() {
            forecastSummary = "Next 5 days: \(WeatherFormatting.temperature(low, units)) to "
                + WeatherFormatting.temperature(high, units)
        } else {
            forecastSummary = nil
        }
        self.units = units
    }

    /// The labelled readings: Temperature, Feels like (when known), Humidity, Wind.
    public var fields: [DetailField] {
        [DetailField(label: "Temperature", value: temperature)]
            + (feelsLike.map { [DetailField(label: "Feels like", value: $0)] } ?? [])
            + [DetailField(label: "Humidity", value: humidity), DetailField(label: "Wind", value: wind)]
    }
}
