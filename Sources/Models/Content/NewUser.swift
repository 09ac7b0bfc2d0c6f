// The body of `POST /users`: every field of a user except the id, which the server assigns.
import Foundation

/// A user that has not been created yet (no id).
public struct NewUser: Codable, Sendable, Hashable {
    /// Full name.
    public var name: String
    /// Login handle.
    public var username: String
    /// Email address.
    public var email: String
    /// Postal address.
    public var address: Address
    /// Phone number.
    public var phone: String
    /// Web site host name.
    public var website: String
    /// Employer.
    public var company: Company

    /// Creates a draft user; address, phone, website and company default to empty values.
    public init(
        name: String, username: String, email: String,
        address: Address = Address(street: "", suite: "", city: "", zipcode: "", geo: Geo(lat: "0", lng: "0")),
        phone: String = "", website: String = "",
        company: Company = Company(name: "", catchPhrase: "", bs: "")
    ) {
        self.name = name
        self.username = username
        self.email = email
        self.address = address
        self.phone = phone
        self.website = website
        self.company = company
    }
}
