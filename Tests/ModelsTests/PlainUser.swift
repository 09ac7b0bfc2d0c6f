// PlainUser: a user as a plain struct of Strings with synthesized Codable, Equatable and Hashable
// (how `User` was laid out before its text was packed), the reference the tests hold `User` to.
import Foundation

@testable import Models

/// The fields of a `User`, stored one by one.
struct PlainUser: Codable, Hashable {
    var id: Int
    var name: String
    var username: String
    var email: String
    var address: Address
    var phone: String
    var website: String
    var company: Company
}

extension PlainUser {
    /// The fields of `user`.
    init(_ user: User) {
        self.init(
            id: user.id, name: user.name, username: user.username, email: user.email, address: user.address,
            phone: user.phone, website: user.website, company: user.company)
    }
}

extension User {
    /// A user with the fields of `plain`.
    init(_ plain: PlainUser) {
        self.init(
            id: plain.id, name: plain.name, username: plain.username, email: plain.email, address: plain.address,
            phone: plain.phone, website: plain.website, company: plain.company)
    }
}

extension PlainUser {
    /// Every string field by its key path in the JSON, for tests that go through all of them.
    static var stringFields:
        [(path: String, plain: WritableKeyPath<PlainUser, String>, user: WritableKeyPath<User, String>)]
    {
        [
            ("name", \.name, \.name), ("username", \.username, \.username), ("email", \.email, \.email),
            ("address.street", \.address.street, \.address.street), ("address.suite", \.address.suite, \.address.suite),
            ("address.city", \.address.city, \.address.city), ("address.zipcode", \.address.zipcode, \.address.zipcode),
            ("address.geo.lat", \.address.geo.lat, \.address.geo.lat),
            ("address.geo.lng", \.address.geo.lng, \.address.geo.lng),
            ("phone", \.phone, \.phone), ("website", \.website, \.website),
            ("company.name", \.company.name, \.company.name),
            ("company.catchPhrase", \.company.catchPhrase, \.company.catchPhrase),
            ("company.bs", \.company.bs, \.company.bs),
        ]
    }

    /// A user whose every string field is different, so a field read from the wrong place shows.
    static let sample = PlainUser(
        id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
        address: Address(
            street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874",
            geo: Geo(lat: "-37.3159", lng: "81.1496")),
        phone: "1-770-736-8031 x56442", website: "hildegard.org",
        company: Company(
            name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
            bs: "harness real-time e-markets"))
}
