// The body of `POST /posts`: a post without its id, which the server assigns.
import Foundation

/// A post that has not been created yet (no id).
public struct NewPost: Codable, Sendable, Hashable {
    /// The author's user id.
    public var userId: User.ID
    /// Title line.
    public var title: String
    /// Body text.
    public var body: String

    /// Creates a draft post.
    public init(userId: User.ID, title: String, body: String) {
        self.userId = userId
        self.title = title
        self.body = body
    }

    /// Decodes a draft, accepting `userId` as a number or a numeric string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userId = try container.decodeLenientInt(forKey: .userId)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
    }
}
