// What `y` and `Y` copy: the selected item's main field, or the whole item as JSON.
import Models

/// The item on screen that the clipboard keys copy.
public struct CopiedItem: Sendable, Equatable {
    /// The main field's name, for the confirmation: `email`, `title`, `city`.
    public var fieldName: String
    /// The main field's text.
    public var field: String
    /// The whole item as JSON, keys in the item's own (the server's) order.
    public var document: OrderedJSON
    /// The whole item, pretty-printed JSON (two-space indent), as `J` shows it.
    public var json: String { document.prettyPrinted }

    /// The item shown on the current screen: the selected user (its email) or post (its title)
    /// in a list, the user or post a detail screen shows, the weather's city. Nil when nothing
    /// is selected.
    @MainActor
    public static func current(
        app: AppViewModel, users: UsersViewModel, posts: PostsViewModel,
        weather: WeatherViewModel, resource: AnyObject?
    ) -> CopiedItem? {
        switch app.currentRoute {
        case .user(let user)?: return CopiedItem(user: user)
        case .post(let post, _)?: return CopiedItem(post: post)
        case .screen?: return app.itemOfScreenOnTop
        case nil: break
        }
        switch app.selectedTab {
        case .users: return users.selectedUser.map(CopiedItem.init(user:))
        case .posts: return posts.selectedPost.map(CopiedItem.init(post:))
        case .weather: return weather.state.value.map(CopiedItem.init(report:))
        default: return (resource as? any CopiableSelection)?.copiedItem
        }
    }

    /// An item of any resource: `fieldName`'s text, and the item as JSON.
    public init(fieldName: String, field: String, item: some Encodable) {
        self.init(fieldName: fieldName, field: field, document: OrderedJSON(item))
    }

    /// A user: the email, and the user as JSON.
    public init(user: User) {
        self.init(fieldName: "email", field: user.email, document: OrderedJSON(user))
    }

    /// A post: the title, and the post as JSON.
    public init(post: Post) {
        self.init(fieldName: "title", field: post.title, document: OrderedJSON(post))
    }

    /// A weather report: the city, and what the screen shows of it as JSON.
    public init(report: WeatherReport) {
        let shown: [(String, String?)] =
            [
                ("place", report.place), ("temperature", report.temperature),
                ("description", report.description),
            ]
            + report.fields.map { ($0.label.lowercased(), $0.value) }
        self.init(
            fieldName: "city", field: report.place,
            document: .object(shown.compactMap { key, value in value.map { OrderedJSON.Member(key, .string($0)) } }))
    }

    /// An item whose JSON is `document`.
    public init(fieldName: String, field: String, document: OrderedJSON) {
        self.fieldName = fieldName
        self.field = field
        self.document = document
    }
}
