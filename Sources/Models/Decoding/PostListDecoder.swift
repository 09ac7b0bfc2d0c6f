// PostListDecoder: `[Post]` from JSON bytes without JSONDecoder's per-field overhead, falling
// back to JSONDecoder for anything the fast reader cannot vouch for (including a `userId` sent
// as a string, which `Post`'s lenient decoding handles).
import Foundation

/// Decodes posts (`GET /posts` and `/users/{id}/posts` bodies and cached copies of them).
public enum PostListDecoder {
    /// The posts in `data`, a JSON array; the same values and errors as
    /// `JSONDecoder().decode([Post].self, from: data)`.
    public static func decode(_ data: Data) throws -> [Post] {
        if let posts = try? FastJSONReader.array(data, expectedElementSize: 200, element: Post.init(reading:)) {
            return posts
        }
        return try JSONDecoder().decode([Post].self, from: data)
    }

    /// The posts in `data`, a JSON array, each one that decodes (as JSONDecoder decodes it); those
    /// that do not are left out and counted, so one bad record does not hide the list.
    public static func decodeLeniently(_ data: Data) throws -> DecodedList<Post> {
        if let posts = try? FastJSONReader.array(data, expectedElementSize: 200, element: Post.init(reading:)) {
            return DecodedList(elements: posts)
        }
        return try LenientListDecoding.decode(data) { try JSONDecoder().decode(Post.self, from: $0) }
    }
}

extension Post {
    /// Reads a post object whose ids are plain integers.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var userId: Int?
        var id: Int?
        var title: String?
        var body: String?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "userId") {
                try reader.setOnce(&userId, reader.readInt())
            } else if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "title") {
                try reader.setOnce(&title, reader.readString())
            } else if reader.key(key, is: "body") {
                try reader.setOnce(&body, reader.readString())
            } else {
                try reader.skipValue()
            }
        }
        guard let userId, let id, let title, let body else { throw FastPathUnavailable() }
        self.init(userId: userId, id: id, title: title, body: body)
    }
}
