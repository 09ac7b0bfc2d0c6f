// WeatherPlace: a place the weather is looked up for, as a geocoding service found it (name,
// region, country, coordinates) or as typed (OpenWeather looks cities up by name itself).
import Foundation

/// A place to show the weather of.
public struct WeatherPlace: Codable, Sendable, Hashable {
    /// The place's name, e.g. `Paris`.
    public var name: String
    /// The first-level region, e.g. `Île-de-France` or `Texas`.
    public var region: String?
    /// The country, e.g. `France`.
    public var country: String?
    /// Latitude in degrees, when known (always within -90...90).
    public var latitude: Double?
    /// Longitude in degrees, when known (always within -180...180).
    public var longitude: Double?

    /// A place; coordinates outside the globe are dropped.
    public init(
        name: String, region: String? = nil, country: String? = nil,
        latitude: Double? = nil, longitude: Double? = nil
    ) {
        self.name = name
        self.region = region
        self.country = country
        let latitude = WeatherBounds.checked(latitude, in: WeatherBounds.latitude)
        let longitude = WeatherBounds.checked(longitude, in: WeatherBounds.longitude)
        self.latitude = latitude != nil && longitude != nil ? latitude : nil
        self.longitude = latitude != nil && longitude != nil ? longitude : nil
    }

    /// A place with only a name, as typed.
    public init(named name: String) {
        self.init(name: name)
    }

    private enum CodingKeys: String, CodingKey { case name, region, country, latitude, longitude }

    /// Decodes a stored place, checking its coordinates again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            region: try? container.decodeIfPresent(String.self, forKey: .region),
            country: try? container.decodeIfPresent(String.self, forKey: .country),
            latitude: try? container.decodeIfPresent(Double.self, forKey: .latitude),
            longitude: try? container.decodeIfPresent(Double.self, forKey: .longitude))
    }

    /// Whether the place has coordinates (a geocoded place rather than a typed name).
    public var hasCoordinates: Bool { latitude != nil && longitude != nil }

    /// `Paris, Île-de-France, France`: the non-empty parts, a region equal to the name left out.
    public var label: String {
        var parts = [name]
        if let region, !region.isEmpty, region != name { parts.append(region) }
        if let country, !country.isEmpty { parts.append(country) }
        return parts.joined(separator: ", ")
    }
}

extension WeatherPlace {
    /// The place an Open-Meteo geocoding result describes; nil when its coordinates are off the globe.
    public init?(_ result: OpenMeteo.Place) {
        guard WeatherBounds.checked(result.latitude, in: WeatherBounds.latitude) != nil,
            WeatherBounds.checked(result.longitude, in: WeatherBounds.longitude) != nil
        else { return nil }
        self.init(
            name: result.name, region: result.admin1, country: result.country ?? result.countryCode,
            latitude: result.latitude, longitude: result.longitude)
    }
}
