// WeatherStore: the cities of `weather/cities.json` (current weather and 5-day forecast in metric
// units) and lookup by the `q` parameter, case- and accent-insensitive, with optional country code.
import Foundation
import JSONCore
import Synchronization

/// One city's recorded weather.
struct WeatherCity: Sendable, Equatable {
    /// The current-weather payload (OpenWeather 2.5 `/weather` shape, metric units).
    var current: JSONValue
    /// The forecast payload (OpenWeather 2.5 `/forecast` shape, 40 entries, metric units).
    var forecast: JSONValue

    /// The display name, e.g. `Zürich`.
    var name: String { current["name"]?.stringValue ?? "" }
    /// The ISO country code, e.g. `CH`.
    var country: String { current["sys"]?["country"]?.stringValue ?? "" }
}

/// Lazily loaded, thread-safe city list.
final class WeatherStore: Sendable {
    /// The fixture folder (holding `weather/`).
    let folder: String
    private let file: String
    private let cities = Mutex<[WeatherCity]?>(nil)

    /// A store over `<folder>/weather/cities.json`, an array of `{"current":..., "forecast":...}`.
    init(folder: String) {
        self.folder = folder
        file = PathText.joining(folder, "weather/cities.json")
    }

    /// The city `query` names: `City`, `City,CC` or `City,State,CC`; nil when unknown.
    func city(matching query: String) -> WeatherCity? {
        let parts = query.split(separator: ",").map { CityName.searchKey(String($0)) }
        guard let wanted = parts.first, !wanted.isEmpty else { return nil }
        let country = parts.count > 1 ? parts.last : nil
        return allCities().first { city in
            CityName.searchKey(city.name) == wanted && (country == nil || CityName.searchKey(city.country) == country)
        }
    }

    private func allCities() -> [WeatherCity] {
        cities.withLock { (cached: inout [WeatherCity]?) -> [WeatherCity] in
            if let cached { return cached }
            let loaded = Self.load(file)
            cached = loaded
            return loaded
        }
    }

    private static func load(_ file: String) -> [WeatherCity] {
        guard let data = FileManager.default.contents(atPath: file),
            let entries = (try? JSONParser.parse([UInt8](data)))?.elements
        else { return [] }
        return entries.compactMap { entry in
            guard let current = entry["current"], let forecast = entry["forecast"] else { return nil }
            return WeatherCity(current: current, forecast: forecast)
        }
    }
}

/// Normalises city names for matching.
enum CityName {
    /// Lower-cased, accents removed, surrounding spaces trimmed: `" Zürich "` → `"zurich"`.
    static func searchKey(_ name: String) -> String {
        let decomposed = name.decomposedStringWithCanonicalMapping
        var scalars = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars).lowercased().trimmingCharacters(in: .whitespaces)
    }
}
