// Which keys do which action: the defaults, with the configuration's [keys] table over them,
// as one TerminalUI `KeyMap`, so the keys a screen matches and the keys help and the status
// line show are the same bindings.
import TerminalUI
import ViewModels

/// The keys in force for every `AppAction`: one `KeyBinding` per action (named as the action),
/// read by every screen through the environment (`@Environment(\.actionKeys)`).
///
///     let map = ActionKeyMap(overrides: ["quit": [.control("q")]])
///     map.matches(.quit, .control("q"))   // true
///     map.matches(.quit, .character("q")) // false
public struct ActionKeyMap: Sendable, Equatable {
    /// Two actions that would share a key where both are read.
    public struct Conflict: Sendable, Equatable {
        public var key: Key
        public var first: AppAction
        public var second: AppAction
    }

    /// Every action's binding, in `AppAction.all` order.
    public let keyMap: KeyMap
    /// The moves and open of a list, as `ListView` reads them.
    public let listKeyMap: KeyMap
    /// The moves of scrolled text, as `ScrollableText` reads them.
    public let scrollKeyMap: KeyMap

    /// The default keys, with `overrides` (action name → keys) replacing those of the actions
    /// they name.
    @MainActor public init(overrides: [String: [Key]] = [:]) {
        let bindings = AppAction.all.map { action in
            KeyBinding(
                action.name, keys: overrides[action.name] ?? action.defaultKeys, description: action.summary,
                section: action.section, hint: action.hint)
        }
        let keyMap = KeyMap(bindings)
        self.keyMap = keyMap
        func derived(_ pairs: [(String, AppAction)], section: String) -> KeyMap {
            KeyMap(
                pairs.map { name, action in
                    KeyBinding(
                        name, keys: keyMap[action.name]?.keys ?? [], description: action.summary, section: section,
                        hint: action.hint)
                })
        }
        listKeyMap = derived(
            [
                (ListAction.next.rawValue, .down), (ListAction.previous.rawValue, .up),
                (ListAction.nextPage.rawValue, .pageDown), (ListAction.previousPage.rawValue, .pageUp),
                (ListAction.first.rawValue, .top), (ListAction.last.rawValue, .bottom),
                (ListAction.open.rawValue, .open),
            ], section: "Lists")
        var scroll = derived(
            [
                ("scroll.lineDown", .down), ("scroll.lineUp", .up), ("scroll.pageDown", .pageDown),
                ("scroll.pageUp", .pageUp), ("scroll.top", .top), ("scroll.bottom", .bottom),
            ],
            section: "Reading")
        // Space also pages down through text, as in a pager.
        scroll.remap("scroll.pageDown", to: (scroll["scroll.pageDown"]?.keys ?? []) + [.character(" ")])
        scrollKeyMap = scroll
    }

    /// The binding of `action` in force.
    public func binding(for action: AppAction) -> KeyBinding {
        keyMap[action.name]
            ?? KeyBinding(
                action.name, keys: action.defaultKeys, description: action.summary,
                section: action.section, hint: action.hint)
    }

    /// The keys `action` has in this map.
    public func keys(for action: AppAction) -> [Key] { binding(for: action).keys }

    /// Whether `key` triggers `action`.
    public func matches(_ action: AppAction, _ key: Key) -> Bool { binding(for: action).matches(key) }

    /// The first of `actions` that `key` is bound to.
    public func action(for key: Key, among actions: [AppAction]) -> AppAction? {
        actions.first { matches($0, key) }
    }

    /// The keys of `action` as the help shows them (`q`, `Ctrl-Q`).
    public func labels(for action: AppAction) -> [String] { binding(for: action).shownKeys }

    /// The status line's hint for `action`: its first key and `word` or its own word
    /// (`/ filter`); nil when it has no key.
    public func hint(_ action: AppAction, _ word: String? = nil) -> KeyHint? {
        let binding = binding(for: action)
        return binding.shownKeys.first.map { KeyHint(key: $0, action: word ?? binding.hint) }
    }

    /// Every pair of actions sharing a key where both are read, in the order of `AppAction.all`.
    @MainActor public var conflicts: [Conflict] {
        var found: [Conflict] = []
        let actions = AppAction.all
        for (index, first) in actions.enumerated() {
            for second in actions[(index + 1)...] where first.scope.overlaps(second.scope) {
                let shared = keys(for: second)
                for key in keys(for: first) where shared.contains(key) {
                    found.append(Conflict(key: key, first: first, second: second))
                }
            }
        }
        return found
    }
}

private struct ActionKeysKey: EnvironmentKey {
    static let defaultValue: ActionKeyMap? = nil
}

extension EnvironmentValues {
    /// The app's keys in force (the root view sets them from its `RootSettings`).
    public var actionKeys: ActionKeyMap {
        get { self[ActionKeysKey.self] ?? MainActor.assumeIsolated { ActionKeyMap() } }
        set { self[ActionKeysKey.self] = newValue }
    }
}

/// What the composition root tells the root view: where to start and the keys in force.
public struct RootSettings: Sendable {
    public var startTab: AppTab
    public var keyMap: ActionKeyMap

    @MainActor public init(startTab: AppTab = .users, keyMap: ActionKeyMap? = nil) {
        self.startTab = startTab
        self.keyMap = keyMap ?? ActionKeyMap()
    }
}
