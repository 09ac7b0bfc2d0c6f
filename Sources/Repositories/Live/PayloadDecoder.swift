// Decodes response and cache payloads, taking the fast list decoders for posts and comments.
import Foundation
import Models

/// Picks the decoder for a payload type: the byte-level list decoders for posts and comments
/// (same values as JSONDecoder, several times faster), JSONDecoder for everything else. Users
/// are decoded element by element as they stream (`StreamedListSource`).
enum PayloadDecoder {
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        if type == [Post].self, let posts = try PostListDecoder.decode(data) as? Value { return posts }
        if type == [Comment].self, let comments = try CommentListDecoder.decode(data) as? Value { return comments }
        return try JSONDecoder().decode(type, from: data)
    }
}
