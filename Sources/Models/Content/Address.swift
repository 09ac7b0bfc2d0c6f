// A user's postal address as the users API sends it (`address` in a user object).
import Foundation

/// A postal address as the users API sends it.
public struct Address: Codable, Sendable, Hashable {
    /// Street name.
    public var street: String
    /// Apartment or suite.
    public var suite: String
    /// City name.
    public var city: String
    /// Postal code as text.
    public var zipcode: String
    /// Coordinates of the address.
    public var geo: Geo

    /// Creates an address from all of its fields.
    public init(street: String, suite: String, city: String, zipcode: String, geo: Geo) {
        self.street = street
        self.suite = suite
        self.city = city
        self.zipcode = zipcode
        self.geo = geo
    }
}
