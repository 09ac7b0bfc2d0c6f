// WeatherReport: everything the weather screen shows for one place, as text and a chart series,
// derived from an outlook in the units it was fetched in. A reading the outlook lacks leaves its
// line (or cell) out; nothing here trusts a number it did not check.
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

/// One row of the daily table.
public struct DayRow: Sendable, Equatable {
    /// `Mon`.
    public var day: String
    /// `Rain`, or `-`.
    public var description: String
    /// `12° / 18°`.
    public var lowHigh: String
    /// `40%`, or `-`.
    public var precipitationChance: String
    /// `14.2 km/h NW`, or `-`.
    public var wind: String
}

/// The weather at one place, ready to show.
public struct WeatherReport: Sendable, Equatable {
    /// `Paris, Île-de-France, France`.
    public var place: String
    /// `Partly cloudy`; nil when the answer had no weather code.
    public var description: String?
    /// `12.3 °C`; nil when the answer had no temperature.
    public var temperature: String?
    /// The labelled readings: Temperature, Feels like, Humidity, Wind, Precipitation, Sunrise,
    /// Sunset, each only when known.
    public var fields: [DetailField]
    /// The hourly temperatures, earliest first; nil is a gap.
    public var hourlyTemperatures: [Double?]
    /// The hourly chance of precipitation in percent, one per temperature; nil is a gap.
    public var hourlyPrecipitationChances: [Double?]
    /// A weekday label where each day starts in the hourly series (the place's local time).
    public var hourlyDayLabels: [ChartLabel]
    /// The hours the series covers, e.g. 48 (OpenWeather's steps are 3 hours apart).
    public var hoursCovered: Int
    /// The daily table.
    public var days: [DayRow]
    /// The units of every value.
    public var units: Units

    /// The report for `outlook`.
    public init(_ outlook: WeatherOutlook) {
        let units = outlook.units
        let current = outlook.current
        place = outlook.place.label
        description = current.description
        temperature = current.temperature.map { WeatherFormatting.temperature($0, units) }
        var fields: [DetailField] = []
        func add(_ label: String, _ value: String?) {
            if let value { fields.append(DetailField(label: label, value: value)) }
        }
        add("Temperature", temperature)
        add("Feels like", current.feelsLike.map { WeatherFormatting.temperature($0, units) })
        add("Humidity", current.humidity.map { WeatherFormatting.percent($0) })
        add(
            "Wind",
            current.windSpeed.map {
                WeatherFormatting.wind($0, unit: outlook.windSpeedUnit, direction: current.windDirection)
            })
        add(
            "Precipitation",
            current.precipitation.map {
                WeatherFormatting.precipitation($0, unit: outlook.precipitationUnit)
            })
        let today = outlook.daily.first { $0.sunrise != nil || $0.sunset != nil }
        add("Sunrise", today?.sunrise?.clockText)
        add("Sunset", today?.sunset?.clockText)
        self.fields = fields
        hourlyTemperatures = outlook.hourly.map(\.temperature)
        hourlyPrecipitationChances = outlook.hourly.map(\.precipitationChance)
        var labels: [ChartLabel] = []
        var lastDay: Int?
        for (index, hour) in outlook.hourly.enumerated() where hour.time.dayNumber != lastDay {
            lastDay = hour.time.dayNumber
            labels.append(ChartLabel(index: index, text: hour.time.weekday))
        }
        hourlyDayLabels = labels
        hoursCovered = Self.hoursCovered(by: outlook.hourly.map(\.time))
        days = outlook.daily.map { day in
            DayRow(
                day: day.day.weekday, description: day.description ?? WeatherFormatting.missing,
                lowHigh:
                    "\(WeatherFormatting.shortTemperature(day.low)) / \(WeatherFormatting.shortTemperature(day.high))",
                precipitationChance: WeatherFormatting.percent(day.precipitationChance),
                wind: WeatherFormatting.wind(day.windSpeed, unit: outlook.windSpeedUnit, direction: day.windDirection))
        }
        self.units = units
    }

    /// The hours from the first reading to the end of the last: 48 for 48 hourly readings, or
    /// for 16 readings 3 hours apart; the count of readings when their times make no sense.
    static func hoursCovered(by times: [LocalTime]) -> Int {
        guard let first = times.first, let last = times.last, times.count >= 2 else { return times.count }
        let (span, overflow) = last.seconds.subtractingReportingOverflow(first.seconds)
        guard !overflow, span > 0 else { return times.count }
        let step = span / (times.count - 1)
        return (span + step) / 3_600
    }

    /// Whether any hour has a chance of precipitation to draw.
    public var hasHourlyPrecipitationChances: Bool {
        hourlyPrecipitationChances.contains { $0 != nil }
    }

    /// The lowest and highest hourly temperature with the unit, for the chart's axis; nil without any.
    public var hourlyRange: (low: String, high: String)? {
        let known = hourlyTemperatures.compactMap { $0 }.filter(\.isFinite)
        guard let low = known.min(), let high = known.max() else { return nil }
        return (WeatherFormatting.temperature(low, units), WeatherFormatting.temperature(high, units))
    }
}
