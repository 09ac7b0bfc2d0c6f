// OpenMeteoStore: the places of `weather/openmeteo.json`, each a geocoding result with its
// 7-day forecast in metric units, found by name (case and accents ignored) or by the nearest
// point to a latitude and longitude.
import Foundation
import JSONCore
import Synchronization

/// One place with its recorded forecast.
struct OpenMeteoPlace: Sendable, Equatable {
    /// The geocoding result as Open-Meteo sends it.
    var place: JSONValue
    /// `utc_offset_seconds`, `timezone`, `current`, `hourly`, `daily`... in metric units.
    var forecast: JSONValue

    /// The place's name.
    var name: String { place["name"]?.stringValue ?? "" }
    /// Latitude, 0 when missing.
    var latitude: Double { place["latitude"]?.doubleValue ?? 0 }
    /// Longitude, 0 when missing.
    var longitude: Double { place["longitude"]?.doubleValue ?? 0 }
    /// Population, for ordering matches.
    var population: Double { place["population"]?.doubleValue ?? 0 }
}

/// Lazily loaded, thread-safe list of places.
final class OpenMeteoStore: Sendable {
    private let file: String
    private let places = Mutex<[OpenMeteoPlace]?>(nil)

    /// A store over `<folder>/weather/openmeteo.json`, an array of `{"place":..., "forecast":...}`.
    init(folder: String) {
        file = PathText.joining(folder, "weather/openmeteo.json")
    }

    /// Places whose name is `name` or, for three letters or more, starts with it (case and
    /// accents ignored): exact matches first, then by population.
    func places(named name: String) -> [OpenMeteoPlace] {
        let wanted = CityName.searchKey(name)
        guard !wanted.isEmpty else { return [] }
        let matches = allPlaces().filter { place in
            let key = CityName.searchKey(place.name)
            return key == wanted || (wanted.count >= 3 && key.hasPrefix(wanted))
        }
        return matches.sorted { lhs, rhs in
            let lhsExact = CityName.searchKey(lhs.name) == wanted
            let rhsExact = CityName.searchKey(rhs.name) == wanted
            return lhsExact != rhsExact ? lhsExact : lhs.population > rhs.population
        }
    }

    /// The place nearest to a point (nil when there are none).
    func nearest(latitude: Double, longitude: Double) -> OpenMeteoPlace? {
        allPlaces().min { lhs, rhs in
            distance(lhs, latitude, longitude) < distance(rhs, latitude, longitude)
        }
    }

    private func distance(_ place: OpenMeteoPlace, _ latitude: Double, _ longitude: Double) -> Double {
        let north = place.latitude - latitude
        var east = abs(place.longitude - longitude)
        if east > 180 { east = 360 - east }
        return north * north + east * east
    }

    private func allPlaces() -> [OpenMeteoPlace] {
        places.withLock { (cached: inout [OpenMeteoPlace]?) -> [OpenMeteoPlace] in
            if let cached { return cached }
            let loaded = Self.load(file)
            cached = loaded
            return loaded
        }
    }

    private static func load(_ file: String) -> [OpenMeteoPlace] {
        guard let data = FileManager.default.contents(atPath: file),
            let entries = (try? JSONParser.parse([UInt8](data)))?.elements
        else { return [] }
        return entries.compactMap { entry in
            guard let place = entry["place"], let forecast = entry["forecast"] else { return nil }
            return OpenMeteoPlace(place: place, forecast: forecast)
        }
    }
}
