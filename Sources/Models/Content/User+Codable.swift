// User's JSON form: the users API's object (`id`, `name`, `username`, `email`, `address`,
// `phone`, `website`, `company`), coded in that order, key by key, so values, output and
// JSONDecoder's errors and key paths are those of a plain struct with synthesized `Codable`.
import Foundation

extension User: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, name, username, email, address, phone, website, company
    }

    /// Decodes a user from its JSON object.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Arguments are evaluated left to right: the keys are decoded (and fail) in field order.
        try self.init(
            id: container.decode(Int.self, forKey: .id),
            name: container.decode(String.self, forKey: .name),
            username: container.decode(String.self, forKey: .username),
            email: container.decode(String.self, forKey: .email),
            address: container.decode(Address.self, forKey: .address),
            phone: container.decode(String.self, forKey: .phone),
            website: container.decode(String.self, forKey: .website),
            company: container.decode(Company.self, forKey: .company))
    }

    /// Encodes the user as its JSON object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(username, forKey: .username)
        try container.encode(email, forKey: .email)
        try container.encode(address, forKey: .address)
        try container.encode(phone, forKey: .phone)
        try container.encode(website, forKey: .website)
        try container.encode(company, forKey: .company)
    }
}
