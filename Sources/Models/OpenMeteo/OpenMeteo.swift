// Small models of Open-Meteo's geocoding and error bodies (a key-free weather source). Only the
// fields users-tui can show are modelled; the real server omits empty or zero fields.
import Foundation

/// Namespace for Open-Meteo response bodies.
public enum OpenMeteo {
    /// `GET /v1/search`: places matching a name. A miss has no `results` key at all.
    public struct GeocodingResponse: Codable, Sendable, Hashable {
        /// Matching places, or nil when nothing matched. A result that cannot be read is skipped.
        public var results: [Place]?
        /// Server computation time in milliseconds.
        public var generationTimeMs: Double?

        private enum CodingKeys: String, CodingKey {
            case results
            case generationTimeMs = "generationtime_ms"
        }

        /// Decodes a body, skipping results without a name or coordinates.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            results = try container.decodeIfPresent([SkippingPlace].self, forKey: .results)?.compactMap(\.place)
            generationTimeMs = container.decodeOptional(Double.self, forKey: .generationTimeMs)
        }
    }

    /// One geocoding result.
    public struct Place: Codable, Sendable, Identifiable, Hashable {
        /// GeoNames id (0 when missing or out of range).
        public var id: Int
        /// Place name (localized).
        public var name: String
        /// Latitude in decimal degrees.
        public var latitude: Double
        /// Longitude in decimal degrees.
        public var longitude: Double
        /// Elevation in metres.
        public var elevation: Double?
        /// ISO 3166 country code.
        public var countryCode: String?
        /// Country name (localized).
        public var country: String?
        /// First-level administrative area, e.g. a state.
        public var admin1: String?
        /// IANA time zone name.
        public var timezone: String?
        /// Population.
        public var population: Int?

        private enum CodingKeys: String, CodingKey {
            case id, name, latitude, longitude, elevation, country, admin1, timezone, population
            case countryCode = "country_code"
        }

        /// A place.
        public init(
            id: Int = 0, name: String, latitude: Double, longitude: Double, countryCode: String? = nil,
            country: String? = nil, admin1: String? = nil
        ) {
            self.id = id
            self.name = name
            self.latitude = latitude
            self.longitude = longitude
            self.countryCode = countryCode
            self.country = country
            self.admin1 = admin1
        }

        /// Decodes a result; name and coordinates are required, the rest is read when it can be.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = container.decodeOptional(Int.self, forKey: .id) ?? 0
            name = try container.decode(String.self, forKey: .name)
            latitude = try container.decode(Double.self, forKey: .latitude)
            longitude = try container.decode(Double.self, forKey: .longitude)
            elevation = container.decodeOptional(Double.self, forKey: .elevation)
            countryCode = container.decodeOptional(String.self, forKey: .countryCode)
            country = container.decodeOptional(String.self, forKey: .country)
            admin1 = container.decodeOptional(String.self, forKey: .admin1)
            timezone = container.decodeOptional(String.self, forKey: .timezone)
            population = container.decodeOptional(Int.self, forKey: .population)
        }
    }

    /// The body of an Open-Meteo error (HTTP 400).
    public struct ErrorBody: Codable, Sendable, Hashable {
        /// Always true.
        public var error: Bool
        /// What was wrong with the request.
        public var reason: String
    }

    /// A geocoding result, or nil when it could not be read.
    private struct SkippingPlace: Decodable {
        var place: Place?

        init(from decoder: any Decoder) throws {
            place = try? Place(from: decoder)
        }
    }
}
