// A JSONPlaceholder user (`GET /users`, `/users/{id}`), field for field as the API sends it.
// The id is stored inline and every string field, nested ones included, in one `UserText` record
// packed with other users' in a shared chunk, so a list of 100,000 users costs little more than
// its text. Reading a field makes a `String` (no allocation for 15 UTF-8 bytes or fewer); setting
// one replaces the text, never a copy's.
import Foundation

/// A person from the users API, with their address and company.
///
/// Equal when the ids are and every field reads the same (`UserText` compares and hashes by
/// field text), so `==` and `hash` are the synthesized ones.
public struct User: Sendable, Identifiable, Hashable {
    /// The server-assigned identifier.
    public var id: Int
    /// Every string field, shared by copies of this user.
    private var text: UserText

    /// Full name, e.g. "Leanne Graham".
    public var name: String {
        get { text[.name] }
        set { text = text.replacing([.name: newValue]) }
    }

    /// Login handle, e.g. "Bret".
    public var username: String {
        get { text[.username] }
        set { text = text.replacing([.username: newValue]) }
    }

    /// Email address.
    public var email: String {
        get { text[.email] }
        set { text = text.replacing([.email: newValue]) }
    }

    /// Postal address with coordinates.
    public var address: Address {
        get {
            Address(
                street: text[.street], suite: text[.suite], city: text[.city], zipcode: text[.zipcode],
                geo: Geo(lat: text[.latitude], lng: text[.longitude]))
        }
        set {
            text = text.replacing([
                .street: newValue.street, .suite: newValue.suite, .city: newValue.city,
                .zipcode: newValue.zipcode, .latitude: newValue.geo.lat, .longitude: newValue.geo.lng,
            ])
        }
    }

    /// Phone number as free text (may contain an extension).
    public var phone: String {
        get { text[.phone] }
        set { text = text.replacing([.phone: newValue]) }
    }

    /// Web site host name.
    public var website: String {
        get { text[.website] }
        set { text = text.replacing([.website: newValue]) }
    }

    /// Employer.
    public var company: Company {
        get { Company(name: text[.companyName], catchPhrase: text[.catchPhrase], bs: text[.bs]) }
        set {
            text = text.replacing([.companyName: newValue.name, .catchPhrase: newValue.catchPhrase, .bs: newValue.bs])
        }
    }

    /// Creates a user from all of its fields.
    public init(
        id: Int, name: String, username: String, email: String, address: Address,
        phone: String, website: String, company: Company
    ) {
        self.init(
            id: id,
            text: UserText.make { field in
                switch field {
                case .name: name
                case .username: username
                case .email: email
                case .street: address.street
                case .suite: address.suite
                case .city: address.city
                case .zipcode: address.zipcode
                case .latitude: address.geo.lat
                case .longitude: address.geo.lng
                case .phone: phone
                case .website: website
                case .companyName: company.name
                case .catchPhrase: company.catchPhrase
                case .bs: company.bs
                }
            })
    }

    /// Creates a user from the fields of a `NewUser` and an identifier.
    public init(id: Int, _ draft: NewUser) {
        self.init(
            id: id, name: draft.name, username: draft.username, email: draft.email,
            address: draft.address, phone: draft.phone, website: draft.website, company: draft.company)
    }

    /// The chunk of shared storage holding this user's text.
    var textChunk: ObjectIdentifier { text.chunkIdentity }

    /// The record holding this user's text, shared with its copies.
    var packedText: UserText { text }

    /// Creates a user from an identifier and the text of its other fields.
    init(id: Int, text: UserText) {
        self.id = id
        self.text = text
    }
}

extension User: CustomReflectable {
    /// The fields as a plain struct would show them, so printing a user reads as before.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "name": name, "username": username, "email": email, "address": address,
                "phone": phone, "website": website, "company": company,
            ], displayStyle: .struct)
    }
}
