// ExampleScreen: the screens of the example app, in tab order.

/// One screen of the example app.
public enum ExampleScreen: Int, CaseIterable, Sendable {
    case counter, users, inline

    /// The tab title.
    public var title: String {
        switch self {
        case .counter: "Counter"
        case .users: "Users"
        case .inline: "Inline"
        }
    }
}
