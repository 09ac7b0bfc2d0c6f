// WeatherRoutes: OpenWeather 2.5 compatible `/data/2.5/weather` and `/data/2.5/forecast` by city
// name (`q`), with the real error bodies and units converted from the metric fixtures; and,
// beside them, Open-Meteo's `/v1/search` and `/v1/forecast` (`OpenMeteoRoutes`).
import Foundation

/// Answers the weather routes: OpenWeather's from a `WeatherStore`, Open-Meteo's from the
/// `weather/openmeteo.json` beside it.
struct WeatherRoutes: Sendable {
    /// The real 401 body (spacing as OpenWeather sends it; `cod` is a number).
    static let invalidKeyBody =
        #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
    /// The real 400 body for an empty `q` (`cod` is a string).
    static let nothingToGeocodeBody = #"{"cod":"400","message":"Nothing to geocode"}"#
    /// The real 404 body for an unknown city.
    static let cityNotFoundBody = #"{"cod":"404","message":"city not found"}"#

    let store: WeatherStore
    let openMeteo: OpenMeteoRoutes

    /// Routes over `store` and the Open-Meteo places in the same folder.
    init(store: WeatherStore) {
        self.store = store
        openMeteo = OpenMeteoRoutes(store: OpenMeteoStore(folder: store.folder))
    }

    /// The response, or nil when `request` is not a weather route.
    func respond(to request: HTTPRequest) -> HTTPResponse? {
        if let response = openMeteo.respond(to: request) { return response }
        let isCurrent = request.path == "/data/2.5/weather"
        guard isCurrent || request.path == "/data/2.5/forecast" else { return nil }
        guard request.method == "GET" else {
            return .rawJSON(#"{"cod":405,"message":"Method not allowed"}"#, status: 405)
        }
        guard let key = request.queryValue("appid"), !key.isEmpty else {
            return .rawJSON(Self.invalidKeyBody, status: 401)
        }
        guard let query = request.queryValue("q"), !CityName.searchKey(query).isEmpty else {
            return .rawJSON(Self.nothingToGeocodeBody, status: 400)
        }
        guard let city = store.city(matching: query) else { return .rawJSON(Self.cityNotFoundBody, status: 404) }
        let units = WeatherUnits(parameter: request.queryValue("units"))
        if isCurrent {
            return .json(units.convert(current: city.current), style: .compact)
        }
        var forecast = units.convert(forecast: city.forecast)
        if let count = request.queryValue("cnt").flatMap(Int.init), count > 0, var entries = forecast["list"]?.elements,
            count < entries.count
        {
            entries.removeLast(entries.count - count)
            forecast = forecast.setting("cnt", to: .number(count)).setting("list", to: .array(entries))
        }
        return .json(forecast, style: .compact)
    }
}

/// OpenWeather's `units` parameter and the conversion from the metric fixtures.
enum WeatherUnits: Sendable, Equatable {
    /// Celsius and metres per second (the fixtures' own units).
    case metric
    /// Fahrenheit and miles per hour.
    case imperial
    /// Kelvin and metres per second (OpenWeather's default, also for unknown values).
    case standard

    /// The units for a `units=` value; anything but `metric`/`imperial` is `standard`, as on OpenWeather.
    init(parameter: String?) {
        switch parameter?.lowercased() {
        case "metric": self = .metric
        case "imperial": self = .imperial
        default: self = .standard
        }
    }

    /// A Celsius temperature in these units.
    func temperature(fromCelsius celsius: Double) -> Double {
        switch self {
        case .metric: celsius
        case .imperial: celsius * 9 / 5 + 32
        case .standard: celsius + 273.15
        }
    }

    /// A speed in metres per second in these units.
    func speed(fromMetresPerSecond speed: Double) -> Double {
        self == .imperial ? speed * 2.236936 : speed
    }

    /// A `/weather` payload converted from metric.
    func convert(current: JSONValue) -> JSONValue {
        convertReading(current)
    }

    /// A `/forecast` payload converted from metric (every entry of `list`).
    func convert(forecast: JSONValue) -> JSONValue {
        guard self != .metric, let entries = forecast["list"]?.elements else { return forecast }
        return forecast.setting("list", to: .array(entries.map(convertReading)))
    }

    /// Whether a fixture number is a reading that can be converted and printed again; others
    /// (a fixture folder given with `--demo-data` may hold anything) are passed on as written.
    private static func isConvertible(_ value: Double) -> Bool {
        value.isFinite && abs(value) < 1e12
    }

    private func convertReading(_ reading: JSONValue) -> JSONValue {
        guard self != .metric else { return reading }
        var result = reading
        if var main = reading["main"] {
            for key in ["temp", "feels_like", "temp_min", "temp_max"] {
                if let value = main[key]?.doubleValue, Self.isConvertible(value) {
                    main = main.setting(key, to: .number(temperature(fromCelsius: value)))
                }
            }
            result = result.setting("main", to: main)
        }
        if var wind = reading["wind"] {
            for key in ["speed", "gust"] {
                if let value = wind[key]?.doubleValue, Self.isConvertible(value) {
                    wind = wind.setting(key, to: .number(speed(fromMetresPerSecond: value)))
                }
            }
            result = result.setting("wind", to: wind)
        }
        return result
    }
}
