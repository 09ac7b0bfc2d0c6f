// ExampleScreen: the screens of the example app, in tab order, and the navigation state.
import Observation

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

/// Which screen is shown. Owned by `ExamplesView` for as long as the app runs.
@MainActor @Observable
public final class ExampleNavigation {
    /// The screen on show.
    public var screen = ExampleScreen.counter

    /// A navigation starting on the counter.
    public init() {}
}
