// AppViewModel: the app's frame: the selected tab, the navigation stack of each tab, the help
// overlay and an open create form. (Quitting is the framework's: the root view calls it.)
import Observation

/// The state of the whole app around its screens.
@MainActor @Observable
public final class AppViewModel {
    /// The tab shown.
    public private(set) var selectedTab = AppTab.users
    /// Whether the help overlay is shown.
    public private(set) var isHelpShown = false
    /// Screens pushed over the Users list (user, then post).
    public private(set) var usersStack: [Route] = []
    /// Screens pushed over the Posts list (post).
    public private(set) var postsStack: [Route] = []
    /// The create form open over the current list, if any.
    public private(set) var openForm: CreateForm?

    /// The app at its start: `startTab` (the Users tab unless the configuration says otherwise),
    /// nothing pushed.
    public init(startTab: AppTab = .users) {
        selectedTab = startTab
    }

    /// The tabs' titles, in order.
    public var tabTitles: [String] { AppTab.allCases.map(\.title) }

    /// The stack of the tab shown (the Weather tab has none).
    public var currentStack: [Route] {
        switch selectedTab {
        case .users: usersStack
        case .posts: postsStack
        case .weather: []
        }
    }

    /// The screen on top of the current tab, nil when its root is shown.
    public var currentRoute: Route? { currentStack.last }

    /// Shows `tab`.
    public func selectTab(_ tab: AppTab) {
        selectedTab = tab
    }

    /// Shows the next tab (after Weather comes Users).
    public func nextTab() {
        selectedTab = AppTab(rawValue: (selectedTab.rawValue + 1) % AppTab.allCases.count) ?? .users
    }

    /// Shows the previous tab (before Users comes Weather).
    public func previousTab() {
        let count = AppTab.allCases.count
        selectedTab = AppTab(rawValue: (selectedTab.rawValue + count - 1) % count) ?? .users
    }

    /// Shows or hides the help overlay.
    public func toggleHelp() {
        isHelpShown.toggle()
    }

    /// Pushes `route` on the current tab's stack (nothing on the Weather tab).
    public func push(_ route: Route) {
        switch selectedTab {
        case .users: usersStack.append(route)
        case .posts: postsStack.append(route)
        case .weather: break
        }
    }

    /// Goes back: closes help, else the open form, else pops the current tab's stack.
    /// Returns false when there was nothing to go back from (the key may do something else).
    @discardableResult
    public func pop() -> Bool {
        if isHelpShown {
            isHelpShown = false
        } else if openForm != nil {
            openForm = nil
        } else {
            switch selectedTab {
            case .users where !usersStack.isEmpty: usersStack.removeLast()
            case .posts where !postsStack.isEmpty: postsStack.removeLast()
            default: return false
            }
        }
        return true
    }

    /// Opens the create form of the current list (`n`); only on the Users and Posts roots.
    public func openCreateForm() {
        guard currentStack.isEmpty else { return }
        switch selectedTab {
        case .users: openForm = .createUser
        case .posts: openForm = .createPost
        case .weather: break
        }
    }

    /// Closes the open form (after a submit or Esc).
    public func closeForm() {
        openForm = nil
    }
}
