// A JSONPlaceholder post (`GET /posts`, `/posts/{id}`, `/users/{id}/posts`).
// `POST /users/{id}/posts` echoes `userId` as a string ("1"), so it is decoded leniently.
import Foundation

/// A post written by a user.
public struct Post: Codable, Sendable, Identifiable, Hashable {
    /// The author's user id.
    public var userId: User.ID
    /// The server-assigned identifier.
    public var id: Int
    /// Title line.
    public var title: String
    /// Body text (may contain newlines).
    public var body: String

    /// Creates a post from all of its fields.
    public init(userId: User.ID, id: Int, title: String, body: String) {
        self.userId = userId
        self.id = id
        self.title = title
        self.body = body
    }

    /// Creates a post from the fields of a `NewPost` and an identifier.
    public init(id: Int, _ draft: NewPost) {
        self.init(userId: draft.userId, id: id, title: draft.title, body: draft.body)
    }

    /// Decodes a post, accepting `userId` as a number or a numeric string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userId = try container.decodeLenientInt(forKey: .userId)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
    }
}

extension Post: RemoteResource {
    /// `/posts`, listed under a user: `/users/{id}/posts`.
    public static let collection = "posts"
    public static let parentCollection: String? = "users"
    public var parentID: Int? { userId }
    public var displayName: String { title }
}
