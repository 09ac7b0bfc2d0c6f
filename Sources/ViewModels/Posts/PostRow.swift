// PostRow: a post with its author's name, the item the posts list shows and filters.
import Models

/// A post and the name of its author, as the posts list shows it.
public struct PostRow: Identifiable, Sendable, Equatable {
    /// The post.
    public var post: Post
    /// The author's name, or `User N` while the users are unknown.
    public var authorName: String
    /// Whether the post was edited here (the row is marked).
    public var isEdited = false

    /// The post's id.
    public var id: Post.ID { post.id }

    /// A row for `post` written by `authorName`.
    public init(post: Post, authorName: String) {
        self.post = post
        self.authorName = authorName
    }

    /// The rows for `posts`, naming authors from `users`.
    static func rows(for posts: [Post], users: [User], edited: Set<Int> = []) -> [PostRow] {
        let names = Dictionary(users.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        return posts.map { post in
            var row = PostRow(post: post, authorName: names[post.userId] ?? "User \(post.userId)")
            row.isEdited = edited.contains(post.id)
            return row
        }
    }
}
