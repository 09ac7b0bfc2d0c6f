// Route, AppTab and CreateForm: where the app can be: its tabs and the screens pushed inside them.
import Models

/// The app's tabs, in order.
public enum AppTab: Int, CaseIterable, Sendable, Equatable {
    /// The users list.
    case users
    /// The posts list.
    case posts
    /// The todos list.
    case todos
    /// The weather look-up.
    case weather

    /// The tab's title: `Users`, `Posts`, `Weather`.
    public var title: String {
        switch self {
        case .users: "Users"
        case .posts: "Posts"
        case .todos: "Todos"
        case .weather: "Weather"
        }
    }

    /// Whether the tab shows a list that screens are pushed over (all but Weather).
    public var hasList: Bool { self != .weather }
}

/// A screen pushed over a tab's list.
public enum Route: Sendable, Equatable {
    /// One user's details and posts.
    case user(User)
    /// One post and its comments.
    case post(Post, author: User?)
    /// One user's todos.
    case todos(of: User)
}

/// A question on the status line and what `y` does.
public struct Confirmation {
    /// `Delete "…"? y/n`.
    public let question: String
    /// Run on `y`.
    let action: @MainActor () -> Void
}

/// A create form opened over a list.
public enum CreateForm: Sendable, Equatable {
    /// The new-user form (Users tab).
    case createUser
    /// The new-post form (Posts tab).
    case createPost
    /// The new-todo form (Todos tab).
    case createTodo
    /// The edit form of a todo.
    case editTodo(Todo)
}
