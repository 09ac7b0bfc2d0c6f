// Route, AppTab and CreateForm: where the app can be: its three tabs and the screens pushed inside them.
import Models

/// The app's tabs, in order.
public enum AppTab: Int, CaseIterable, Sendable, Equatable {
    /// The users list.
    case users
    /// The posts list.
    case posts
    /// The weather look-up.
    case weather

    /// The tab's title: `Users`, `Posts`, `Weather`.
    public var title: String {
        switch self {
        case .users: "Users"
        case .posts: "Posts"
        case .weather: "Weather"
        }
    }
}

/// A screen pushed over a tab's list.
public enum Route: Sendable, Equatable {
    /// One user's details and posts.
    case user(User)
    /// One post and its comments.
    case post(Post, author: User?)
}

/// A create form opened over a list.
public enum CreateForm: Sendable, Equatable {
    /// The new-user form (Users tab).
    case createUser
    /// The new-post form (Posts tab).
    case createPost
}
