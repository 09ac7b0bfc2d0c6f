// Which keys do which action: the defaults, with the configuration's [keys] table over them.
import TerminalUI
import ViewModels

/// The keys in force for every `AppAction` (the app-level actions the configuration rebinds;
/// the widgets' own bindings are TerminalUI `KeyMap`s).
///
///     let map = ActionKeyMap(overrides: ["quit": [.control("q")]])
///     map.action(for: .control("q"), among: AppAction.globalActions)   // .quit
///     map.action(for: .character("q"), among: AppAction.globalActions) // nil
public struct ActionKeyMap: Sendable, Equatable {
    /// Two actions that would share a key where both are read.
    public struct Conflict: Sendable, Equatable {
        public var key: Key
        public var first: AppAction
        public var second: AppAction
    }

    private var overrides: [String: [Key]]

    /// The default keys, with `overrides` (action name → keys) replacing those of the actions
    /// they name.
    public init(overrides: [String: [Key]] = [:]) {
        self.overrides = overrides
    }

    /// The keys `action` has in this map.
    public func keys(for action: AppAction) -> [Key] {
        action.isRebindable ? overrides[action.name] ?? action.defaultKeys : action.defaultKeys
    }

    /// The keys the configuration gave `action`, whether or not the app uses them yet.
    public func configuredKeys(for action: AppAction) -> [Key] {
        overrides[action.name] ?? action.defaultKeys
    }

    /// The first of `actions` that `key` is bound to.
    public func action(for key: Key, among actions: [AppAction]) -> AppAction? {
        actions.first { keys(for: $0).contains(key) }
    }

    /// The keys of `action` as the help shows them (`q`, `Ctrl-Q`).
    public func labels(for action: AppAction) -> [String] { keys(for: action).map(\.description) }

    /// Every pair of actions sharing a key where both are read, in the order of `AppAction.all`.
    @MainActor public var conflicts: [Conflict] {
        var found: [Conflict] = []
        let actions = AppAction.all
        for (index, first) in actions.enumerated() {
            for second in actions[(index + 1)...] where first.scope.overlaps(second.scope) {
                let shared = configuredKeys(for: second)
                for key in configuredKeys(for: first) where shared.contains(key) {
                    found.append(Conflict(key: key, first: first, second: second))
                }
            }
        }
        return found
    }
}

/// What the composition root tells the root view: where to start and the keys in force.
public struct RootSettings: Sendable {
    public var startTab: AppTab
    public var keyMap: ActionKeyMap

    public init(startTab: AppTab = .users, keyMap: ActionKeyMap = ActionKeyMap()) {
        self.startTab = startTab
        self.keyMap = keyMap
    }
}
