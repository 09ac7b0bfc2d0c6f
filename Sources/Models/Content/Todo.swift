// A JSONPlaceholder todo (`GET /todos`, `/users/{id}/todos`). `completed` must be a boolean:
// anything else fails decoding with its path (`[3].completed`), never silently false.
import Foundation

/// A user's task, done or not. Its title is kept in a text record (`TextRecord`) in the shared
/// arena, not as a heap string of its own: a long list's todos cost about their text.
public struct Todo: Codable, Sendable, Identifiable, Hashable {
    /// The owner's user id.
    public var userId: User.ID
    /// The server-assigned identifier.
    public var id: Int
    /// The title's text.
    private var text: TextRecord<TodoField>
    /// Whether it is done (after the text, to fit in the record's padding).
    public var completed: Bool

    /// What is to be done.
    public var title: String {
        get { text[.title] }
        set { text = text.replacing([.title: newValue]) }
    }

    /// Creates a todo from all of its fields.
    public init(userId: User.ID, id: Int, title: String, completed: Bool) {
        self.userId = userId
        self.id = id
        self.completed = completed
        text = .make { _ in title }
    }

    private enum CodingKeys: String, CodingKey {
        case userId, id, title, completed
    }

    /// Decodes a todo, accepting `userId` as a number or a numeric string (POST echoes strings).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            userId: try container.decodeLenientInt(forKey: .userId),
            id: try container.decode(Int.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            completed: try container.decode(Bool.self, forKey: .completed))
    }

    /// Writes the todo as JSONPlaceholder sends it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(userId, forKey: .userId)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(completed, forKey: .completed)
    }
}

/// The one string field of a todo, as its `TextRecord` stores it.
enum TodoField: Int, TextRecordField {
    case title

    static let fieldCount = allCases.count
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
