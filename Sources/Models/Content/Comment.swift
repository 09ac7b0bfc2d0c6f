// A JSONPlaceholder comment (`GET /posts/{id}/comments`, `/comments?postId=`).
import Foundation

/// A comment on a post.
public struct Comment: Codable, Sendable, Identifiable, Hashable {
    /// The post this comment belongs to.
    public var postId: Post.ID
    /// The server-assigned identifier.
    public var id: Int
    /// Subject line.
    public var name: String
    /// The commenter's email address.
    public var email: String
    /// Body text.
    public var body: String

    /// Creates a comment from all of its fields.
    public init(postId: Post.ID, id: Int, name: String, email: String, body: String) {
        self.postId = postId
        self.id = id
        self.name = name
        self.email = email
        self.body = body
    }
}
