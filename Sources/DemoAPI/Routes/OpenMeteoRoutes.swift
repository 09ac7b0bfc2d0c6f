// OpenMeteoRoutes: Open-Meteo compatible `/v1/search` (geocoding) and `/v1/forecast` from the
// recorded places, answering only the variables asked for, in the units asked for, and refusing
// bad requests as Open-Meteo does: HTTP 400 with `{"error":true,"reason":"..."}`.

/// Answers the Open-Meteo routes from an `OpenMeteoStore`.
struct OpenMeteoRoutes: Sendable {
    let store: OpenMeteoStore

    /// The response, or nil when `request` is not an Open-Meteo route.
    func respond(to request: HTTPRequest) -> HTTPResponse? {
        guard request.path == "/v1/search" || request.path == "/v1/forecast" else { return nil }
        guard request.method == "GET" else {
            return Self.refusal("Method \(request.method) is not allowed", status: 405)
        }
        return request.path == "/v1/search" ? search(request) : forecast(request)
    }

    /// `{"error":true,"reason":reason}` with `status` (400 unless said).
    static func refusal(_ reason: String, status: Int = 400) -> HTTPResponse {
        .json(
            .object([JSONMember(key: "error", value: .bool(true)), JSONMember(key: "reason", value: .string(reason))]),
            status: status, style: .compact)
    }

    private func search(_ request: HTTPRequest) -> HTTPResponse {
        let countText = request.queryValue("count") ?? "10"
        guard let count = Int(countText), (1...100).contains(count) else {
            return Self.refusal("Parameter count must be between 1 and 100.")
        }
        guard let name = request.queryValue("name") else { return Self.refusal("Parameter 'name' is required.") }
        let timing = JSONMember(key: "generationtime_ms", value: .number("0.52"))
        let found = store.places(named: name).prefix(count).map(\.place)
        // A miss has no `results` key at all, as on the real service.
        return .json(
            .object(found.isEmpty ? [timing] : [JSONMember(key: "results", value: .array(Array(found))), timing]),
            style: .compact)
    }

    private func forecast(_ request: HTTPRequest) -> HTTPResponse {
        guard let latitude = request.queryValue("latitude").flatMap(Double.init),
            let longitude = request.queryValue("longitude").flatMap(Double.init)
        else {
            return Self.refusal("Parameters 'latitude' and 'longitude' must be numbers.")
        }
        guard (-90...90).contains(latitude) else {
            return Self.refusal("Latitude must be in range of -90 to 90°. Given: \(latitude).")
        }
        guard (-180...180).contains(longitude) else {
            return Self.refusal("Longitude must be in range of -180 to 180°. Given: \(longitude).")
        }
        let daysText = request.queryValue("forecast_days") ?? "7"
        guard let days = Int(daysText), (0...16).contains(days) else {
            return Self.refusal("Forecast days is invalid. Allowed range 0 to 16.")
        }
        let units: OpenMeteoUnits
        switch OpenMeteoUnits.parse(request) {
        case .success(let parsed): units = parsed
        case .failure(let refusal): return Self.refusal(refusal.reason)
        }
        guard let place = store.nearest(latitude: latitude, longitude: longitude) else {
            return Self.refusal("No forecast is recorded for this demo server.")
        }
        let recorded = place.forecast
        var members = [
            JSONMember(key: "latitude", value: place.place["latitude"] ?? .number(latitude)),
            JSONMember(key: "longitude", value: place.place["longitude"] ?? .number(longitude)),
            JSONMember(key: "generationtime_ms", value: .number("0.31")),
        ]
        for key in ["utc_offset_seconds", "timezone", "timezone_abbreviation", "elevation"] {
            if let value = recorded[key] { members.append(JSONMember(key: key, value: value)) }
        }
        let sections: [(name: String, typeName: String, length: Int)] = [
            ("current", "WeatherVariable", 1), ("hourly", "WeatherVariable", days * 24),
            ("daily", "DailyWeatherVariable", days),
        ]
        for section in sections {
            guard let wanted = request.queryValue(section.name), let data = recorded[section.name] else { continue }
            let names = wanted.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            if let unknown = names.first(where: { data[$0] == nil || $0 == "time" }) {
                return Self.refusal(
                    "Cannot initialize \(section.typeName) from invalid String value \(unknown) for key \(section.name)"
                )
            }
            let selected = OpenMeteoSection(
                name: section.name, data: data, variables: names, length: section.length, units: units)
            members.append(JSONMember(key: "\(section.name)_units", value: selected.unitsObject))
            members.append(JSONMember(key: section.name, value: selected.valuesObject))
        }
        if request.queryValue("current_weather") == "true", let current = recorded["current"] {
            members.append(
                JSONMember(key: "current_weather", value: OpenMeteoSection.legacyCurrent(current, units: units)))
        }
        return .json(.object(members), style: .compact)
    }
}
