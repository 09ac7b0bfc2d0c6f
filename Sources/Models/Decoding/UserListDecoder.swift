// UserListDecoder: `[User]` from JSON bytes about nine times faster than JSONDecoder, by copying
// each user's fields straight from the bytes into its `UserText`; anything the fast reader cannot
// vouch for is decoded by JSONDecoder instead, so values and error messages are always exactly
// JSONDecoder's.
import Foundation

/// Decodes users (`GET /users` bodies and cached copies of them).
public enum UserListDecoder {
    /// The collector each thread decoding elements reuses.
    private static let collectors = ThreadLocal { UserTextCollector() }

    /// The users in `data`, a JSON array; the same values and errors as
    /// `JSONDecoder().decode([User].self, from: data)`.
    public static func decode(_ data: Data) throws -> [User] {
        var collector = UserTextCollector()
        if let users = try? FastJSONReader.array(
            data, expectedElementSize: 300,
            element: {
                try User(reading: &$0, collectingInto: &collector)
            })
        {
            return users
        }
        return try JSONDecoder().decode([User].self, from: data)
    }

    /// The user in `data`, one JSON object (e.g. an element cut out by `JSONArrayStreamSplitter`);
    /// the same value and errors as `JSONDecoder().decode(User.self, from: data)`.
    public static func decodeElement(_ data: Data) throws -> User {
        try data.withUnsafeBytes { try decodeElement($0) }
    }

    /// `decodeElement` of the bytes of one JSON object, read in place (copied only for
    /// JSONDecoder, when the fast reader cannot vouch for them). Each thread reuses one collector
    /// from element to element, as `decode` does within an array.
    public static func decodeElement(_ bytes: UnsafeRawBufferPointer) throws -> User {
        let user = collectors.withValue { collector in
            try? FastJSONReader.single(bytes) { try User(reading: &$0, collectingInto: &collector) }
        }
        if let user {
            return user
        }
        return try JSONDecoder().decode(User.self, from: Data(bytes))
    }
}

extension User {
    /// Reads a user object; unknown keys are skipped, as JSONDecoder does.
    init(reading reader: inout FastJSONReader) throws {
        var collector = UserTextCollector()
        try self.init(reading: &reader, collectingInto: &collector)
    }

    /// Reads a user object, gathering its text in `collector` (reused from user to user, so the
    /// text is copied once, into the user's `UserText`, and no `String` is made).
    init(reading reader: inout FastJSONReader, collectingInto collector: inout UserTextCollector) throws {
        collector.removeAll()
        try reader.beginObject()
        var id: Int?
        var sawAddress = false
        var sawCompany = false
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "name") {
                try collector.read(.name, from: &reader)
            } else if reader.key(key, is: "username") {
                try collector.read(.username, from: &reader)
            } else if reader.key(key, is: "email") {
                try collector.read(.email, from: &reader)
            } else if reader.key(key, is: "address") {
                try reader.markOnce(&sawAddress)
                try Self.readAddress(from: &reader, into: &collector)
            } else if reader.key(key, is: "phone") {
                try collector.read(.phone, from: &reader)
            } else if reader.key(key, is: "website") {
                try collector.read(.website, from: &reader)
            } else if reader.key(key, is: "company") {
                try reader.markOnce(&sawCompany)
                try Self.readCompany(from: &reader, into: &collector)
            } else {
                try reader.skipValue()
            }
        }
        guard let id, let text = collector.makeText() else { throw FastPathUnavailable() }
        self.init(id: id, text: text)
    }

    /// Reads an address object's fields.
    private static func readAddress(from reader: inout FastJSONReader, into collector: inout UserTextCollector) throws {
        try reader.beginObject()
        var sawGeo = false
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "street") {
                try collector.read(.street, from: &reader)
            } else if reader.key(key, is: "suite") {
                try collector.read(.suite, from: &reader)
            } else if reader.key(key, is: "city") {
                try collector.read(.city, from: &reader)
            } else if reader.key(key, is: "zipcode") {
                try collector.read(.zipcode, from: &reader)
            } else if reader.key(key, is: "geo") {
                try reader.markOnce(&sawGeo)
                try readGeo(from: &reader, into: &collector)
            } else {
                try reader.skipValue()
            }
        }
    }

    /// Reads a coordinates object's fields.
    private static func readGeo(from reader: inout FastJSONReader, into collector: inout UserTextCollector) throws {
        try reader.beginObject()
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "lat") {
                try collector.read(.latitude, from: &reader)
            } else if reader.key(key, is: "lng") {
                try collector.read(.longitude, from: &reader)
            } else {
                try reader.skipValue()
            }
        }
    }

    /// Reads a company object's fields.
    private static func readCompany(from reader: inout FastJSONReader, into collector: inout UserTextCollector) throws {
        try reader.beginObject()
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "name") {
                try collector.read(.companyName, from: &reader)
            } else if reader.key(key, is: "catchPhrase") {
                try collector.read(.catchPhrase, from: &reader)
            } else if reader.key(key, is: "bs") {
                try collector.read(.bs, from: &reader)
            } else {
                try reader.skipValue()
            }
        }
    }
}
