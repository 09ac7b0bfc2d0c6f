// UserListDecoder: `[User]` from JSON bytes about nine times faster than JSONDecoder, by reading
// the fields straight from the bytes; anything the fast reader cannot vouch for is decoded by
// JSONDecoder instead, so values and error messages are always exactly JSONDecoder's.
import Foundation

/// Decodes users (`GET /users` bodies and cached copies of them).
public enum UserListDecoder {
    /// The users in `data`, a JSON array; the same values and errors as
    /// `JSONDecoder().decode([User].self, from: data)`.
    public static func decode(_ data: Data) throws -> [User] {
        if let users = try? FastJSONReader.array(data, expectedElementSize: 300, element: User.init(reading:)) {
            return users
        }
        return try JSONDecoder().decode([User].self, from: data)
    }

    /// The user in `data`, one JSON object (e.g. an element range found by `JSONArrayBoundaries`);
    /// the same value and errors as `JSONDecoder().decode(User.self, from: data)`.
    public static func decodeElement(_ data: Data) throws -> User {
        if let user = try? FastJSONReader.single(data, read: User.init(reading:)) {
            return user
        }
        return try JSONDecoder().decode(User.self, from: data)
    }
}

extension User {
    /// Reads a user object; unknown keys are skipped, as JSONDecoder does.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var id: Int?, name: String?, username: String?, email: String?
        var address: Address?, phone: String?, website: String?, company: Company?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "name") {
                try reader.setOnce(&name, reader.readString())
            } else if reader.key(key, is: "username") {
                try reader.setOnce(&username, reader.readString())
            } else if reader.key(key, is: "email") {
                try reader.setOnce(&email, reader.readString())
            } else if reader.key(key, is: "address") {
                try reader.setOnce(&address, Address(reading: &reader))
            } else if reader.key(key, is: "phone") {
                try reader.setOnce(&phone, reader.readString())
            } else if reader.key(key, is: "website") {
                try reader.setOnce(&website, reader.readString())
            } else if reader.key(key, is: "company") {
                try reader.setOnce(&company, Company(reading: &reader))
            } else {
                try reader.skipValue()
            }
        }
        guard let id, let name, let username, let email, let address, let phone, let website, let company else {
            throw FastPathUnavailable()
        }
        self.init(id: id, name: name, username: username, email: email, address: address,
                  phone: phone, website: website, company: company)
    }
}

extension Address {
    /// Reads an address object.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var street: String?, suite: String?, city: String?, zipcode: String?, geo: Geo?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "street") {
                try reader.setOnce(&street, reader.readString())
            } else if reader.key(key, is: "suite") {
                try reader.setOnce(&suite, reader.readString())
            } else if reader.key(key, is: "city") {
                try reader.setOnce(&city, reader.readString())
            } else if reader.key(key, is: "zipcode") {
                try reader.setOnce(&zipcode, reader.readString())
            } else if reader.key(key, is: "geo") {
                try reader.setOnce(&geo, Geo(reading: &reader))
            } else {
                try reader.skipValue()
            }
        }
        guard let street, let suite, let city, let zipcode, let geo else { throw FastPathUnavailable() }
        self.init(street: street, suite: suite, city: city, zipcode: zipcode, geo: geo)
    }
}

extension Geo {
    /// Reads a coordinates object.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var lat: String?, lng: String?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "lat") {
                try reader.setOnce(&lat, reader.readString())
            } else if reader.key(key, is: "lng") {
                try reader.setOnce(&lng, reader.readString())
            } else {
                try reader.skipValue()
            }
        }
        guard let lat, let lng else { throw FastPathUnavailable() }
        self.init(lat: lat, lng: lng)
    }
}

extension Company {
    /// Reads a company object.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var name: String?, catchPhrase: String?, bs: String?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "name") {
                try reader.setOnce(&name, reader.readString())
            } else if reader.key(key, is: "catchPhrase") {
                try reader.setOnce(&catchPhrase, reader.readString())
            } else if reader.key(key, is: "bs") {
                try reader.setOnce(&bs, reader.readString())
            } else {
                try reader.skipValue()
            }
        }
        guard let name, let catchPhrase, let bs else { throw FastPathUnavailable() }
        self.init(name: name, catchPhrase: catchPhrase, bs: bs)
    }
}
