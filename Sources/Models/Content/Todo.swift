// A JSONPlaceholder todo (`GET /todos`, `/users/{id}/todos`). `completed` must be a boolean:
// anything else fails decoding with its path (`[3].completed`), never silently false.
import Foundation

/// A user's task, done or not.
public struct Todo: Codable, Sendable, Identifiable, Hashable {
    /// The owner's user id.
    public var userId: User.ID
    /// The server-assigned identifier.
    public var id: Int
    /// What is to be done.
    public var title: String
    /// Whether it is done.
    public var completed: Bool

    /// Creates a todo from all of its fields.
    public init(userId: User.ID, id: Int, title: String, completed: Bool) {
        self.userId = userId
        self.id = id
        self.title = title
        self.completed = completed
    }

    /// Decodes a todo, accepting `userId` as a number or a numeric string (POST echoes strings).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        userId = try container.decodeLenientInt(forKey: .userId)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        completed = try container.decode(Bool.self, forKey: .completed)
    }
}

extension Todo: RemoteResource {
    /// `/todos`.
    public static let collection = "todos"
    /// Listed under a user: `/users/{id}/todos`.
    public static let parentCollection: String? = "users"
    /// The owner.
    public var parentID: Int? { userId }
    /// The title.
    public var displayName: String { title }
}
