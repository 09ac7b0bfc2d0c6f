// Decodes response and cache payloads, taking the fast list decoders for posts and comments.
import Foundation
import Models

/// Picks the decoder for a payload type: the byte-level list decoders for posts and comments
/// (same values as JSONDecoder, several times faster, and a record that does not decode is left
/// out and counted rather than failing the list), JSONDecoder for everything else. Users are
/// decoded element by element as they stream (`StreamedListSource`).
enum PayloadDecoder {
    /// The value in `data` with the records left out of it.
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> (
        value: Value, skipped: SkippedRecords
    ) {
        if type == [Post].self, case let list = try PostListDecoder.decodeLeniently(data),
            let posts = list.elements as? Value
        {
            return (posts, list.skipped)
        }
        if type == [Comment].self, case let list = try CommentListDecoder.decodeLeniently(data),
            let comments = list.elements as? Value
        {
            return (comments, list.skipped)
        }
        return (try JSONDecoder().decode(type, from: data), SkippedRecords())
    }
}
