// Endpoints of the JSONPlaceholder-style API: users (all or a page), posts, comments, and creating them.
import Foundation

extension Endpoint {
    /// `GET /users`: every user.
    public static func users() -> Endpoint { Endpoint(path: "/users", kind: .list) }

    /// `GET /users?_start=&_limit=`: `limit` users from index `start` (json-server pagination); the
    /// answer's `X-Total-Count` header says how many users there are in all.
    public static func users(start: Int, limit: Int) -> Endpoint {
        Endpoint(
            path: "/users",
            queryItems: [
                URLQueryItem(name: "_start", value: String(start)),
                URLQueryItem(name: "_limit", value: String(limit)),
            ],
            // A page: a server that ignores the limit and sends more than 8 MB is refused
            // rather than held in memory (the whole list is streamed, never held).
            kind: .item)
    }

    /// `GET /users/{id}`: one user.
    public static func user(id: Int) -> Endpoint { Endpoint(path: "/users/\(id)") }

    /// `GET /users/{id}/posts`: the posts written by one user.
    public static func posts(byUser userID: Int) -> Endpoint { Endpoint(path: "/users/\(userID)/posts", kind: .list) }

    /// `GET /posts`: every post.
    public static func posts() -> Endpoint { Endpoint(path: "/posts", kind: .list) }

    /// `GET /posts/{id}`: one post.
    public static func post(id: Int) -> Endpoint { Endpoint(path: "/posts/\(id)") }

    /// `GET /posts/{id}/comments`: the comments on one post.
    public static func comments(onPost postID: Int) -> Endpoint {
        Endpoint(path: "/posts/\(postID)/comments", kind: .list)
    }

    /// `POST /users` with `user` as the JSON body.
    public static func createUser(_ user: some Encodable) throws -> Endpoint {
        try Endpoint(path: "/users", method: .post, jsonBody: user)
    }

    /// `POST /posts` with `post` as the JSON body.
    public static func createPost(_ post: some Encodable) throws -> Endpoint {
        try Endpoint(path: "/posts", method: .post, jsonBody: post)
    }
}
