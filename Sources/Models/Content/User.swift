// A JSONPlaceholder user (`GET /users`, `/users/{id}`), field for field as the API sends it.
import Foundation

/// A person from the users API, with their address and company.
public struct User: Codable, Sendable, Identifiable, Hashable {
    /// The server-assigned identifier.
    public var id: Int
    /// Full name, e.g. "Leanne Graham".
    public var name: String
    /// Login handle, e.g. "Bret".
    public var username: String
    /// Email address.
    public var email: String
    /// Postal address with coordinates.
    public var address: Address
    /// Phone number as free text (may contain an extension).
    public var phone: String
    /// Web site host name.
    public var website: String
    /// Employer.
    public var company: Company

    /// Creates a user from all of its fields.
    public init(id: Int, name: String, username: String, email: String, address: Address,
                phone: String, website: String, company: Company) {
        self.id = id
        self.name = name
        self.username = username
        self.email = email
        self.address = address
        self.phone = phone
        self.website = website
        self.company = company
    }

    /// Creates a user from the fields of a `NewUser` and an identifier.
    public init(id: Int, _ draft: NewUser) {
        self.init(id: id, name: draft.name, username: draft.username, email: draft.email,
                  address: draft.address, phone: draft.phone, website: draft.website, company: draft.company)
    }
}

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

/// A user's employer.
public struct Company: Codable, Sendable, Hashable {
    /// Company name.
    public var name: String
    /// Marketing slogan.
    public var catchPhrase: String
    /// Business description.
    public var bs: String

    /// Creates a company from all of its fields.
    public init(name: String, catchPhrase: String, bs: String) {
        self.name = name
        self.catchPhrase = catchPhrase
        self.bs = bs
    }
}
