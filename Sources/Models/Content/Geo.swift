// The coordinates of a user's address (`address.geo` in a user object).
import Foundation

/// Latitude and longitude, kept as the strings the API sends (e.g. "-37.3159").
public struct Geo: Codable, Sendable, Hashable {
    /// Latitude in decimal degrees, as text.
    public var lat: String
    /// Longitude in decimal degrees, as text.
    public var lng: String

    /// Creates coordinates from their textual forms.
    public init(lat: String, lng: String) {
        self.lat = lat
        self.lng = lng
    }
}
