// A key binding: the keys that trigger an action and the help that describes it, in one value,
// so what a key does and what help says about it cannot drift apart (like Bubbles'
// `key.Binding`).

/// An action with the keys that trigger it and its help: `matches(_:)` decides whether a key
/// press is for it, and the help panel and help line are made from the same value.
///
///     let next = KeyBinding("list.next", keys: [.character("j"), .down], description: "Next item",
///                           section: "Lists", hint: "next")
///     if next.matches(key) { state.moveSelection(by: 1) }
///
/// The keys are data: remapping an action replaces its key list (see `KeyMap.remap`).
public struct KeyBinding: Hashable, Sendable {
    /// The action's name, e.g. `list.next`: what a remap refers to.
    public var action: String
    /// The keys that trigger the action.
    public var keys: [Key] {
        didSet { helpKeys = nil }
    }
    /// The keys as help shows them, when they are not just the keys' names (mouse gestures,
    /// key ranges); nil shows `keys`.
    public var helpKeys: [String]?
    /// What the action does, in a few words (the help panel's line).
    public var description: String
    /// The heading the binding is listed under in the help panel.
    public var section: String
    /// The word or two the help line shows (defaults to `description`).
    public var hint: String
    /// Whether the action is available now: a disabled binding matches no key and is left out
    /// of help.
    public var isEnabled: Bool

    /// The binding `action` of `keys`, described by `description` under `section`.
    public init(
        _ action: String, keys: [Key], helpKeys: [String]? = nil, description: String, section: String,
        hint: String? = nil, isEnabled: Bool = true
    ) {
        self.action = action
        self.keys = keys
        self.helpKeys = helpKeys
        self.description = description
        self.section = section
        self.hint = hint ?? description
        self.isEnabled = isEnabled
    }

    /// A binding written with key names (`["j", "Down"]`, see `Key(name:)`), named after its
    /// section and description. Names that are no key (`Click`, `Wheel`) are shown in help and
    /// match nothing.
    public init(keys names: [String], description: String, section: String) {
        let keys = names.compactMap(Key.init(name:))
        self.init(
            "\(section).\(description)", keys: keys,
            helpKeys: keys.count == names.count ? nil : names, description: description, section: section)
    }

    /// Whether `key` triggers this binding (never when it is disabled).
    public func matches(_ key: Key) -> Bool { isEnabled && keys.contains(key) }

    /// The keys as help shows them, each on its own: `["c", "/"]`.
    public var shownKeys: [String] { helpKeys ?? keys.map(\.description) }

    /// The keys for the help panel, separated by spaces so that a key such as `/` reads as
    /// one key: `c /`, `PageDown Ctrl-D`.
    public var helpKeyText: String { shownKeys.joined(separator: " ") }

    /// The binding with its keys replaced (a remap), help following the new keys.
    public func withKeys(_ keys: [Key]) -> KeyBinding {
        var copy = self
        copy.keys = keys
        return copy
    }

    /// The binding enabled or disabled.
    public func enabled(_ isEnabled: Bool) -> KeyBinding {
        var copy = self
        copy.isEnabled = isEnabled
        return copy
    }
}
