// The app's actions by name, with their default keys, help line and status-line hint: what the
// config's [keys] table rebinds. Adding an action is one line in its scope's list below (and
// a `static let` when code refers to it).
import TerminalUI
import ViewModels

/// An action on the status line, with the word it is shown with there when not its own
/// (`Enter photos`).
typealias ActionHint = (action: AppAction, word: String?)

/// Something a key does, named as the configuration file names it (`quit`, `open`, `copy`).
public struct AppAction: Hashable, Sendable {
    /// Where an action's keys are read: a set of places. Two actions conflict when they share a
    /// key and are read in a same place.
    public struct Scope: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The lists of the tabs and the lists pushed from them (a user's todos, an album's photos).
        public static let lists = Scope(rawValue: 1 << 0)
        /// A user's detail: their fields and posts.
        public static let userDetail = Scope(rawValue: 1 << 1)
        /// A post with its comments.
        public static let reading = Scope(rawValue: 1 << 2)
        /// The weather screen.
        public static let weather = Scope(rawValue: 1 << 3)
        /// The raw JSON view.
        public static let raw = Scope(rawValue: 1 << 4)
        /// Every screen (the root view's keys).
        public static let global: Scope = [lists, userDetail, reading, weather, raw]
        /// Wherever something scrolls or has a selection.
        public static let moves: Scope = global

        /// Whether a key could mean both actions somewhere.
        public func overlaps(_ other: Scope) -> Bool { !intersection(other).isEmpty }
    }

    /// The name in the `[keys]` table.
    public let name: String
    /// The keys it has when the configuration does not rebind it.
    public let defaultKeys: [Key]
    public let scope: Scope
    /// What it does, for the help overlay, the palette and `--print-config`.
    public let summary: String
    /// The heading help lists it under.
    public let section: String
    /// The word or two the status line shows beside its key.
    public let hint: String

    private init(
        _ name: String, _ keys: [Key], _ scope: Scope, _ section: String, _ summary: String, hint: String? = nil
    ) {
        self.name = name
        self.defaultKeys = keys
        self.scope = scope
        self.section = section
        self.summary = summary
        self.hint = hint ?? name
    }

    // App: read on every screen, after the focused view passed the key on.
    public static let quit = AppAction("quit", [.character("q")], .global, "App", "Quit (Ctrl-C always quits)")
    public static let help = AppAction("help", [.character("?")], .global, "App", "Show or hide this help")
    public static let back = AppAction("back", [.escape, .character("h"), .left], .global, "Navigation", "Back")
    public static let nextTab = AppAction("next-tab", [.tab], .global, "App", "Next tab")
    public static let previousTab = AppAction("previous-tab", [.backTab], .global, "App", "Previous tab")
    public static let copy = AppAction("copy", [.character("y")], .global, "App", "Copy the email / title / city")
    public static let copyJSON = AppAction("copy-json", [.character("Y")], .global, "App", "Copy the item as JSON")
    public static let rawJSON = AppAction(
        "raw-json", [.character("J")], .global, "App", "Show the item's raw JSON", hint: "raw")
    public static let palette = AppAction(
        "palette", [.character(":"), .control("p")], .global, "App",
        "Command palette (every action by name)")

    // Moving through lists and text.
    public static let down = AppAction(
        "down", [.character("j"), .down], .moves, "Lists", "Next item / line down", hint: "next")
    public static let up = AppAction(
        "up", [.character("k"), .up], .moves, "Lists", "Previous item / line up", hint: "previous")
    public static let pageDown = AppAction("page-down", [.pageDown, .control("d")], .moves, "Lists", "Page down")
    public static let pageUp = AppAction("page-up", [.pageUp, .control("u")], .moves, "Lists", "Page up")
    public static let top = AppAction("top", [.character("g"), .home], .moves, "Lists", "First item / top")
    public static let bottom = AppAction("bottom", [.character("G"), .end], .moves, "Lists", "Last item / bottom")

    // Lists and detail screens.
    public static let open = AppAction(
        "open", [.enter], [.lists, .userDetail, .weather], "Navigation", "Open the selected item")
    public static let filter = AppAction(
        "filter", [.character("/")], .lists, "Lists", "Filter as you type (Enter keeps, Esc clears)")
    public static let refresh = AppAction(
        "refresh", [.character("r")], [.lists, .userDetail, .reading], "Lists", "Refresh from the network")
    public static let new = AppAction("new", [.character("n")], .lists, "Lists", "New user / post / todo")
    public static let edit = AppAction("edit", [.character("e")], .lists, "Lists", "Edit the user, post or todo (PUT)")
    public static let delete = AppAction(
        "delete", [.character("d")], .lists, "Lists", "Delete the user, post or todo (asks y/n)")
    public static let toggleTodo = AppAction(
        "toggle-todo", [.character(" ")], .lists, "Todos", "Mark done / not done", hint: "toggle")
    public static let todoFilter = AppAction(
        "todo-filter", [.character("f")], .lists, "Todos", "Show all, open or done", hint: "all/open/done")
    public static let sort = AppAction("sort", [.character("s")], .lists, "Lists", "Next sort column")
    public static let reverseSort = AppAction("reverse-sort", [.character("S")], .lists, "Lists", "Reverse the sort")

    // Weather.
    public static let units = AppAction(
        "units", [.character("u")], .weather, "Weather", "Metric / imperial (asks again)")
    public static let editCity = AppAction(
        "edit-city", [.character("c"), .character("/")], .weather, "Weather", "Edit the city", hint: "city")

    // The raw JSON view (`J`); Up/Down/PageUp/PageDown/Home/End scroll, back or quit close it.
    public static let search = AppAction(
        "search", [.character("/")], .raw, "Raw JSON", "Search (ignoring case; Enter jumps)")
    public static let nextMatch = AppAction(
        "next-match", [.character("n")], .raw, "Raw JSON", "Next match", hint: "next")
    public static let previousMatch = AppAction(
        "previous-match", [.character("N")], .raw, "Raw JSON", "Previous match", hint: "previous")

    /// The action that shows `tab` (`tab-users`, on `1`...).
    @MainActor public static func tab(_ tab: AppTab) -> AppAction {
        let index = ResourceScreens.tabs.firstIndex(of: tab) ?? ResourceScreens.tabs.count
        let keys: [Key] = index < 9 ? [.character(Character(String(index + 1)))] : []
        return AppAction("tab-" + tab.title.lowercased(), keys, .global, "App", "Show the \(tab.title) tab")
    }

    /// The action that opens a user's items from their detail (`user-todos` on `t`).
    @MainActor static func userSection(_ tab: AppTab, key: Character) -> AppAction {
        AppAction(
            "user-" + tab.title.lowercased(), [.character(key)], .userDetail, tab.title,
            "A user's \(tab.title.lowercased()) (in their detail)")
    }

    /// The actions of the root view: read on every screen, after the focused view passed the key on.
    @MainActor public static var globalActions: [AppAction] {
        [quit, help, back, nextTab, previousTab] + ResourceScreens.tabs.map(tab) + [copy, copyJSON, rawJSON, palette]
    }

    /// The actions the screens read.
    @MainActor static var screenActions: [AppAction] {
        [
            open, filter, refresh, new, edit, delete, down, up, pageDown, pageUp, top, bottom,
            toggleTodo, todoFilter, sort, reverseSort,
        ]
            + ResourceScreens.all.compactMap(\.userSectionAction)
            + [
                units, editCity,
                search, nextMatch, previousMatch,
            ]
    }

    /// Every action, in the order `--print-config` lists them.
    @MainActor public static var all: [AppAction] { globalActions + screenActions }

    /// The action called `name`, or nil.
    @MainActor public static func named(_ name: String) -> AppAction? { all.first { $0.name == name } }
}
