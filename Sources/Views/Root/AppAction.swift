// The app's actions by name, with their default keys: what the config's [keys] table rebinds.
import TerminalUI
import ViewModels

/// Something a key does, named as the configuration file names it (`quit`, `next-tab`, `copy`).
public struct AppAction: Hashable, Sendable {
    /// Where an action's keys are read. Two actions conflict when they share a key and their
    /// scopes overlap: a global key is read on every screen, a list key only on lists.
    public enum Scope: String, Hashable, Sendable {
        case global, lists, weather

        /// Whether a key could mean both actions somewhere.
        public func overlaps(_ other: Scope) -> Bool { self == .global || other == .global || self == other }
    }

    /// The name in the `[keys]` table.
    public let name: String
    /// The keys it has when the configuration does not rebind it.
    public let defaultKeys: [Key]
    public let scope: Scope
    /// What it does, for the help overlay and `--print-config`.
    public let summary: String
    /// Whether the keys of the configuration are used by the app today; the others are checked
    /// and kept, and their default keys stay in force.
    public let isRebindable: Bool

    private init(_ name: String, _ keys: [Key], _ scope: Scope, _ summary: String, rebindable: Bool = false) {
        self.name = name
        self.defaultKeys = keys
        self.scope = scope
        self.summary = summary
        self.isRebindable = rebindable
    }

    public static let quit = AppAction("quit", [.character("q")], .global, "Quit (Ctrl-C always quits)", rebindable: true)
    public static let help = AppAction("help", [.character("?")], .global, "Show or hide the help", rebindable: true)
    public static let back = AppAction("back", [.escape, .character("h"), .left], .global, "Back", rebindable: true)
    public static let nextTab = AppAction("next-tab", [.tab], .global, "Next tab", rebindable: true)
    public static let previousTab = AppAction("previous-tab", [.backTab], .global, "Previous tab", rebindable: true)
    public static let copy = AppAction("copy", [.character("y")], .global,
                                       "Copy the selected item's main field", rebindable: true)
    public static let copyJSON = AppAction("copy-json", [.character("Y")], .global,
                                           "Copy the selected item as JSON", rebindable: true)
    public static let palette = AppAction("palette", [.character(":"), .control("p")], .global,
                                          "Command palette: every action and screen by name", rebindable: true)

    /// The action that shows `tab` (`tab-users`, on `1`...).
    @MainActor public static func tab(_ tab: AppTab) -> AppAction {
        let index = ResourceScreens.tabs.firstIndex(of: tab) ?? ResourceScreens.tabs.count
        let keys: [Key] = index < 9 ? [.character(Character(String(index + 1)))] : []
        return AppAction("tab-" + tab.title.lowercased(), keys, .global, "Show the \(tab.title) tab", rebindable: true)
    }

    /// The actions of the root view: read on every screen, after the focused view passed the key on.
    @MainActor public static var globalActions: [AppAction] {
        [quit, help, back, nextTab, previousTab] + ResourceScreens.tabs.map(tab) + [copy, copyJSON, palette]
    }

    /// Actions whose keys the widgets and screens still read themselves.
    static let screenActions: [AppAction] = [
        AppAction("raw-json", [.character("J")], .global, "Show the item's raw JSON"),
        AppAction("down", [.character("j"), .down], .lists, "Next item"),
        AppAction("up", [.character("k"), .up], .lists, "Previous item"),
        AppAction("page-down", [.pageDown, .control("d")], .lists, "Page down"),
        AppAction("page-up", [.pageUp, .control("u")], .lists, "Page up"),
        AppAction("top", [.character("g"), .home], .lists, "First item"),
        AppAction("bottom", [.character("G"), .end], .lists, "Last item"),
        AppAction("open", [.enter], .lists, "Open the selected item"),
        AppAction("filter", [.character("/")], .lists, "Filter as you type"),
        AppAction("refresh", [.character("r")], .lists, "Refresh from the network"),
        AppAction("new", [.character("n")], .lists, "New item"),
        AppAction("edit", [.character("e")], .lists, "Edit the selected item"),
        AppAction("delete", [.character("d")], .lists, "Delete the selected item"),
        AppAction("toggle-todo", [.character(" ")], .lists, "Mark a todo done or not"),
        AppAction("sort", [.character("s")], .lists, "Sort by the next column (natural order after the last)"),
        AppAction("reverse-sort", [.character("S")], .lists, "Turn the sort order round"),
        AppAction("units", [.character("u")], .weather, "Metric / imperial"),
        AppAction("edit-city", [.character("c"), .character("/")], .weather, "Edit the city"),
    ]

    /// Every action, in the order `--print-config` lists them.
    @MainActor public static var all: [AppAction] { globalActions + screenActions }

    /// The action called `name`, or nil.
    @MainActor public static func named(_ name: String) -> AppAction? { all.first { $0.name == name } }
}
