// CommentListDecoder: `[Comment]` from JSON bytes without JSONDecoder's per-field overhead,
// falling back to JSONDecoder for anything the fast reader cannot vouch for.
import Foundation

/// Decodes comments (`GET /comments` and `/posts/{id}/comments` bodies and cached copies of them).
public enum CommentListDecoder {
    /// The comments in `data`, a JSON array; the same values and errors as
    /// `JSONDecoder().decode([Comment].self, from: data)`.
    public static func decode(_ data: Data) throws -> [Comment] {
        if let comments = try? FastJSONReader.array(data, expectedElementSize: 250, element: Comment.init(reading:)) {
            return comments
        }
        return try JSONDecoder().decode([Comment].self, from: data)
    }

    /// The comments in `data`, a JSON array, each one that decodes (as JSONDecoder decodes it); those
    /// that do not are left out and counted, so one bad record does not hide the list.
    public static func decodeLeniently(_ data: Data) throws -> DecodedList<Comment> {
        if let comments = try? FastJSONReader.array(data, expectedElementSize: 250, element: Comment.init(reading:)) {
            return DecodedList(elements: comments)
        }
        return try LenientListDecoding.decode(data) { try JSONDecoder().decode(Comment.self, from: $0) }
    }
}

extension Comment {
    /// Reads a comment object.
    init(reading reader: inout FastJSONReader) throws {
        try reader.beginObject()
        var postId: Int?
        var id: Int?
        var name: String?
        var email: String?
        var body: String?
        var first = true
        while let key = try reader.nextKey(isFirst: &first) {
            if reader.key(key, is: "postId") {
                try reader.setOnce(&postId, reader.readInt())
            } else if reader.key(key, is: "id") {
                try reader.setOnce(&id, reader.readInt())
            } else if reader.key(key, is: "name") {
                try reader.setOnce(&name, reader.readString())
            } else if reader.key(key, is: "email") {
                try reader.setOnce(&email, reader.readString())
            } else if reader.key(key, is: "body") {
                try reader.setOnce(&body, reader.readString())
            } else {
                try reader.skipValue()
            }
        }
        guard let postId, let id, let name, let email, let body else { throw FastPathUnavailable() }
        self.init(postId: postId, id: id, name: name, email: email, body: body)
    }
}
