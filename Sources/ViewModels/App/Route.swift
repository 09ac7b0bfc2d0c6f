// Route, AppTab and CreateForm: where the app can be: its tabs and the screens pushed inside them.
import Models

/// One of the app's tabs. The app's own are Users, Posts and Weather; each resource adds its
/// own (`AppTab.todos`), and the order is the one the app is made with (`AppViewModel(tabs:)`).
public struct AppTab: Hashable, Sendable {
    /// The tab's title, also its identity: `Users`, `Posts`, `Weather`.
    public let title: String

    /// A tab titled `title`.
    public init(title: String) {
        self.title = title
    }

    /// The users list.
    public static let users = AppTab(title: "Users")
    /// The posts list.
    public static let posts = AppTab(title: "Posts")
    /// The weather look-up.
    public static let weather = AppTab(title: "Weather")

    /// Whether the tab shows a list that screens are pushed over (all but Weather).
    public var hasList: Bool { self != .weather }
}

/// A screen pushed over a tab's list.
public enum Route: Sendable, Equatable {
    /// One user's details and posts.
    case user(User)
    /// One post and its comments.
    case post(Post, author: User?)
    /// A screen of a resource's own (an album's photos): its views know what the value holds.
    case screen(ScreenRoute)
}

/// Where a resource's screen is, as a value of the resource's own type (e.g. `AlbumPhotos`).
public struct ScreenRoute: Sendable, Equatable {
    /// The value naming the screen.
    public let value: any Hashable & Sendable

    /// A route to the screen `value` names.
    public init(_ value: some Hashable & Sendable) {
        self.value = value
    }

    public static func == (lhs: ScreenRoute, rhs: ScreenRoute) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }
}

/// A question on the status line and what `y` does.
public struct Confirmation {
    /// `Delete "…"? y/n`.
    public let question: String
    /// Run on `y`.
    let action: @MainActor () -> Void
}

/// A create or edit form opened over a list.
public enum CreateForm: Sendable, Equatable {
    /// The new-user form (Users tab).
    case createUser
    /// The new-post form (Posts tab).
    case createPost
    /// The new-item form of a resource tab.
    case create(AppTab)
    /// The edit form of item `itemID` of a resource tab.
    case edit(AppTab, itemID: Int)
}
