// OpenMeteoSection: one section of an Open-Meteo forecast answer (`current`, `hourly` or
// `daily`) with only the variables asked for, converted from the recorded metric values into
// the requested units, and its `*_units` object.

/// The units a forecast request asks for (`temperature_unit`, `wind_speed_unit`, `precipitation_unit`).
struct OpenMeteoUnits: Sendable, Equatable {
    /// A unit parameter Open-Meteo does not know.
    struct Refusal: Error, Sendable {
        var reason: String
    }

    var fahrenheit = false
    /// `kmh` (the default), `ms`, `mph` or `kn`.
    var wind = "kmh"
    var inches = false

    /// The units of `request`, or why one is refused.
    static func parse(_ request: HTTPRequest) -> Result<OpenMeteoUnits, Refusal> {
        var units = OpenMeteoUnits()
        switch request.queryValue("temperature_unit") ?? "celsius" {
        case "celsius": break
        case "fahrenheit": units.fahrenheit = true
        case let other:
            return .failure(
                Refusal(
                    reason:
                        "Cannot initialize TemperatureUnit from invalid String value \(other) for key temperature_unit")
            )
        }
        let wind = request.queryValue("wind_speed_unit") ?? "kmh"
        guard ["kmh", "ms", "mph", "kn"].contains(wind) else {
            return .failure(
                Refusal(
                    reason: "Cannot initialize WindspeedUnit from invalid String value \(wind) for key wind_speed_unit")
            )
        }
        units.wind = wind
        switch request.queryValue("precipitation_unit") ?? "mm" {
        case "mm": break
        case "inch": units.inches = true
        case let other:
            return .failure(
                Refusal(
                    reason:
                        "Cannot initialize PrecipitationUnit from invalid String value \(other) for key precipitation_unit"
                ))
        }
        return .success(units)
    }

    /// The unit label of variable `name`, as in `hourly_units`.
    func label(of name: String) -> String {
        if name == "time" || name == "sunrise" || name == "sunset" { return "iso8601" }
        if name == "interval" { return "seconds" }
        if name.contains("temperature") { return fahrenheit ? "°F" : "°C" }
        if name.hasPrefix("wind_speed") || name.hasPrefix("wind_gusts") {
            return ["kmh": "km/h", "ms": "m/s", "mph": "mp/h", "kn": "kn"][wind] ?? "km/h"
        }
        if name.hasPrefix("wind_direction") { return "°" }
        if name.hasPrefix("precipitation_probability") || name.hasPrefix("relative_humidity") { return "%" }
        if name.hasPrefix("precipitation") || name == "rain" || name == "showers" { return inches ? "inch" : "mm" }
        if name == "weather_code" { return "wmo code" }
        return ""
    }

    /// A recorded metric value of variable `name` in these units. Nulls, texts and numbers too
    /// large to be readings are passed on as they are.
    func convert(_ value: JSONValue, of name: String) -> JSONValue {
        guard let number = value.doubleValue, number.isFinite, abs(number) < 1e12 else { return value }
        switch label(of: name) {
        case "°F": return .number(number * 9 / 5 + 32)
        case "m/s": return .number(number / 3.6)
        case "mp/h": return .number(number / 1.609344)
        case "kn": return .number(number / 1.852)
        case "inch": return .number(number / 25.4)
        default: return value
        }
    }
}

/// The requested variables of one recorded section.
struct OpenMeteoSection: Sendable {
    let name: String
    let data: JSONValue
    let variables: [String]
    /// For series: how many entries to keep (the forecast days asked for).
    let length: Int
    let units: OpenMeteoUnits

    /// `{"time":"iso8601", "temperature_2m":"°C", ...}`.
    var unitsObject: JSONValue {
        let keys = (name == "current" ? ["time", "interval"] : ["time"]) + variables
        return .object(keys.map { JSONMember(key: $0, value: .string(units.label(of: $0))) })
    }

    /// The values: single readings for `current`, series cut to `length` otherwise.
    var valuesObject: JSONValue {
        let keys = (name == "current" ? ["time", "interval"] : ["time"]) + variables
        return .object(
            keys.compactMap { key in
                guard let value = data[key] else { return nil }
                if let series = value.elements {
                    return JSONMember(key: key, value: .array(series.prefix(length).map { units.convert($0, of: key) }))
                }
                return JSONMember(key: key, value: units.convert(value, of: key))
            })
    }

    /// The legacy `current_weather` object made from the recorded current readings.
    static func legacyCurrent(_ current: JSONValue, units: OpenMeteoUnits) -> JSONValue {
        let fields: [(String, String)] = [
            ("time", "time"), ("interval", "interval"), ("temperature", "temperature_2m"),
            ("windspeed", "wind_speed_10m"), ("winddirection", "wind_direction_10m"),
            ("weathercode", "weather_code"),
        ]
        return .object(
            fields.compactMap { legacy, modern in
                current[modern].map { JSONMember(key: legacy, value: units.convert($0, of: modern)) }
            })
    }
}
