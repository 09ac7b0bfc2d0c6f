// Reading one element of a resource list: JSONDecoder by default, and for the models of the
// largest lists (todos, albums, photos, posts, users) a fast reader for their common form, which
// leaves anything it cannot vouch for (a numeric string, a null, an escaped key) to JSONDecoder,
// so the value or the error is always JSONDecoder's.
import Foundation

extension RemoteResource {
    /// The item in `element`, one element of a list, as `JSONDecoder` decodes it.
    public static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> Self {
        try JSONDecoder().decode(Self.self, from: Data(element))
    }

    /// `decodeListElement` of an element held in `Data`.
    public static func decodeListElement(_ element: Data) throws -> Self {
        try element.withUnsafeBytes { try decodeListElement($0) }
    }

    /// The item `read` reads from `element` when it can vouch for all of it, else JSONDecoder's
    /// (from a copy of the bytes, made only then).
    static func decodeListElement(
        _ element: UnsafeRawBufferPointer, readingFast read: (inout FastJSONReader) throws -> Self
    ) throws -> Self {
        if let item = try? FastJSONReader.single(element, read: read) { return item }
        return try JSONDecoder().decode(Self.self, from: Data(element))
    }
}

extension Todo {
    /// The todo in `element`, as JSONDecoder reads it.
    public static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> Todo {
        try decodeListElement(element, readingFast: Todo.init(reading:))
    }

    /// Reads a todo object whose ids are plain integers.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var userId: Int?
        var id: Int?
        var title: String?
        var completed: Bool?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "userId") {
                try reader.setOnce(&userId, reader.readInt())
            } else if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "title") {
                try reader.setOnce(&title, reader.readString())
            } else if reader.key(key, is: "completed") {
                try reader.setOnce(&completed, reader.readBool())
            } else {
                try reader.skipValue()
            }
        }
        guard let userId, let id, let title, let completed else { throw FastPathUnavailable() }
        self.init(userId: userId, id: id, title: title, completed: completed)
    }
}

extension Album {
    /// The album in `element`, as JSONDecoder reads it.
    public static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> Album {
        try decodeListElement(element, readingFast: Album.init(reading:))
    }

    /// Reads an album object whose ids are plain integers.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var userId: Int?
        var id: Int?
        var title: String?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "userId") {
                try reader.setOnce(&userId, reader.readInt())
            } else if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "title") {
                try reader.setOnce(&title, reader.readString())
            } else {
                try reader.skipValue()
            }
        }
        guard let userId, let id, let title else { throw FastPathUnavailable() }
        self.init(userId: userId, id: id, title: title)
    }
}

extension Photo {
    /// The photo in `element`, as JSONDecoder reads it.
    public static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> Photo {
        try decodeListElement(element, readingFast: Photo.init(reading:))
    }

    /// Reads a photo object whose ids are plain integers and whose addresses are strings (a
    /// missing address is nil, as JSONDecoder makes it; a null one is left to JSONDecoder).
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var albumId: Int?
        var id: Int?
        var title: String?
        var url: String?
        var thumbnailUrl: String?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "albumId") {
                try reader.setOnce(&albumId, reader.readInt())
            } else if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "title") {
                try reader.setOnce(&title, reader.readString())
            } else if reader.key(key, is: "url") {
                try reader.setOnce(&url, reader.readString())
            } else if reader.key(key, is: "thumbnailUrl") {
                try reader.setOnce(&thumbnailUrl, reader.readString())
            } else {
                try reader.skipValue()
            }
        }
        guard let albumId, let id, let title else { throw FastPathUnavailable() }
        self.init(albumId: albumId, id: id, title: title, url: url, thumbnailUrl: thumbnailUrl)
    }
}

extension Post {
    /// The post in `element`, as JSONDecoder reads it.
    public static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> Post {
        try decodeListElement(element, readingFast: Post.init(reading:))
    }
}

extension User {
    /// The user in `element`, as JSONDecoder reads it (see `UserListDecoder`).
    public static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> User {
        try UserListDecoder.decodeElement(element)
    }
}
