// A set of key bindings, one per action: what handles keys, what help lists, and what a
// configuration remaps, all the same data.

/// The bindings in force for a widget or screen, one per action, in help order.
///
///     var keys = ListKeyBindings.keyMap()
///     keys.remap("list.next", to: [.character("n")])  // from a configuration file
///     if let action = keys.action(for: key) { ... }
///     HelpOverlay(bindings: keys.help)
///     Text(keys.helpLine(["list.next", "list.open"]))
public struct KeyMap: Hashable, Sendable {
    /// The bindings, in help order.
    public private(set) var bindings: [KeyBinding]

    /// A map of `bindings` (a later binding for the same action replaces an earlier one).
    public init(_ bindings: [KeyBinding]) {
        self.bindings = []
        for binding in bindings { add(binding) }
    }

    /// Adds `binding`, replacing the one for the same action.
    public mutating func add(_ binding: KeyBinding) {
        if let index = bindings.firstIndex(where: { $0.action == binding.action }) {
            bindings[index] = binding
        } else {
            bindings.append(binding)
        }
    }

    /// The binding for `action`, or nil.
    public subscript(action: String) -> KeyBinding? { bindings.first { $0.action == action } }

    /// The first enabled binding `key` triggers, or nil.
    public func binding(for key: Key) -> KeyBinding? { bindings.first { $0.matches(key) } }

    /// The action `key` triggers, or nil.
    public func action(for key: Key) -> String? { binding(for: key)?.action }

    /// Gives `action` the keys `keys` (what a remap in a configuration file does). Returns
    /// false when there is no such action.
    @discardableResult
    public mutating func remap(_ action: String, to keys: [Key]) -> Bool {
        guard let index = bindings.firstIndex(where: { $0.action == action }) else { return false }
        bindings[index].keys = keys
        return true
    }

    /// Enables or disables `action`.
    public mutating func setEnabled(_ action: String, _ isEnabled: Bool) {
        guard let index = bindings.firstIndex(where: { $0.action == action }) else { return }
        bindings[index].isEnabled = isEnabled
    }

    /// The enabled bindings, for the help panel.
    public var help: [KeyBinding] { bindings.filter(\.isEnabled) }

    /// A one-line summary of `actions` (those enabled, in the order given): each action's first
    /// key and its hint, e.g. `? help  / filter  q quit`.
    public func helpLine(_ actions: [String]) -> String {
        actions.compactMap { action -> String? in
            guard let binding = self[action], binding.isEnabled, let key = binding.shownKeys.first else { return nil }
            return "\(key) \(binding.hint)"
        }.joined(separator: "  ")
    }

    /// The map with `other`'s bindings added (replacing those of the same actions).
    public func merging(_ other: KeyMap) -> KeyMap {
        var merged = self
        for binding in other.bindings { merged.add(binding) }
        return merged
    }
}
