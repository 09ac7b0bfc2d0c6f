// AppViewModel: the app's frame: the selected tab, the navigation stack of each tab, the help
// overlay and an open create form. (Quitting is the framework's: the root view calls it.)
import Observation

/// The state of the whole app around its screens.
@MainActor @Observable
public final class AppViewModel {
    /// The tab shown.
    public private(set) var selectedTab: AppTab
    /// Whether the help overlay is shown.
    public private(set) var isHelpShown = false
    /// Screens pushed over each tab's list (Users: user, then post).
    public private(set) var stacks: [AppTab: [Route]] = [:]
    /// The create or edit form open over the current list, if any.
    public private(set) var openForm: CreateForm?
    /// The question on the status line waiting for `y` (e.g. before a delete), if any.
    public private(set) var confirmation: Confirmation?
    /// The raw JSON view (`J`) open over the current screen, if any.
    public private(set) var rawView: RawJSONViewModel?

    /// The tabs, in order.
    public let tabs: [AppTab]
    /// How to read the selected item of a resource's screen (`y`, `Y` and `J` act on it), with the
    /// route that screen was shown for: its view models are its own, so it says so when it appears.
    @ObservationIgnored private var screenItem: (route: Route?, read: @MainActor () -> CopiedItem?)?

    /// The app at its start: `startTab` when it is one of `tabs` (Users, Posts, Weather unless
    /// given), else the first tab; nothing pushed.
    public init(tabs: [AppTab] = [.users, .posts, .weather], startTab: AppTab? = nil) {
        self.tabs = tabs
        selectedTab = startTab.flatMap { tabs.contains($0) ? $0 : nil } ?? tabs.first ?? .users
    }

    /// The tabs' titles, in order.
    public var tabTitles: [String] { tabs.map(\.title) }
    /// The position of the tab shown.
    public var selectedIndex: Int { tabs.firstIndex(of: selectedTab) ?? 0 }

    /// The stack of the tab shown (the Weather tab has none).
    public var currentStack: [Route] { stacks[selectedTab] ?? [] }

    /// Screens pushed over the Users list.
    public var usersStack: [Route] { stacks[.users] ?? [] }
    /// Screens pushed over the Posts list.
    public var postsStack: [Route] { stacks[.posts] ?? [] }

    /// The screen on top of the current tab, nil when its root is shown.
    public var currentRoute: Route? { currentStack.last }

    /// Tells the app how to read the selected item of the screen now on top (a resource's own
    /// screen, such as an album's photos), for `y`, `Y` and `J`.
    public func setItemSourceOfCurrentScreen(_ read: @escaping @MainActor () -> CopiedItem?) {
        screenItem = (currentRoute, read)
    }

    /// The selected item of the resource screen on top, when that screen said how to read it.
    public var itemOfScreenOnTop: CopiedItem? {
        guard let screenItem, case .screen? = currentRoute, screenItem.route == currentRoute else { return nil }
        return screenItem.read()
    }

    /// Shows `tab`.
    public func selectTab(_ tab: AppTab) {
        selectedTab = tab
    }

    /// Shows the tab at `index` (ignored when there is none).
    public func selectTab(at index: Int) {
        if tabs.indices.contains(index) { selectedTab = tabs[index] }
    }

    /// Shows the next tab (after the last comes the first).
    public func nextTab() {
        selectTab(at: (selectedIndex + 1) % max(tabs.count, 1))
    }

    /// Shows the previous tab (before the first comes the last).
    public func previousTab() {
        selectTab(at: (selectedIndex + tabs.count - 1) % max(tabs.count, 1))
    }

    /// Shows or hides the help overlay.
    public func toggleHelp() {
        isHelpShown.toggle()
    }

    /// Pushes `route` on the current tab's stack (nothing on the Weather tab).
    public func push(_ route: Route) {
        guard selectedTab.hasList else { return }
        stacks[selectedTab, default: []].append(route)
    }

    /// Goes back: closes help, else the open form, else pops the current tab's stack.
    /// Returns false when there was nothing to go back from (the key may do something else).
    @discardableResult
    public func pop() -> Bool {
        if isHelpShown {
            isHelpShown = false
        } else if openForm != nil {
            openForm = nil
        } else if !currentStack.isEmpty {
            stacks[selectedTab]?.removeLast()
        } else {
            return false
        }
        return true
    }

    /// Opens the create form of the current list (`n`); only on the roots of tabs with one.
    public func openCreateForm() {
        guard currentStack.isEmpty else { return }
        switch selectedTab {
        case .users: openForm = .createUser
        case .posts: openForm = .createPost
        case .weather: break
        default: openForm = .create(selectedTab)
        }
    }

    /// Opens `form` (an edit form, `e`) over the current screen.
    public func open(_ form: CreateForm) {
        openForm = form
    }

    /// Asks `question` on the status line; `y` runs `action` (see `answer(_:)`).
    public func confirm(_ question: String, action: @escaping @MainActor () -> Void) {
        confirmation = Confirmation(question: question, action: action)
    }

    /// Answers the pending question: `yes` runs its action; either way it goes away.
    public func answer(_ yes: Bool) {
        let pending = confirmation
        confirmation = nil
        if yes { pending?.action() }
    }

    /// Opens the raw view of `item`'s JSON over the current screen (`J`).
    public func showRaw(_ item: CopiedItem) {
        rawView = RawJSONViewModel(title: "JSON", document: item.document)
    }

    /// Closes the raw view; the screen under it is as it was.
    public func closeRaw() {
        rawView = nil
    }

    /// Closes the open form (after a submit or Esc).
    public func closeForm() {
        openForm = nil
    }
}
