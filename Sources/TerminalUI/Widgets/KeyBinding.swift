// A documented key binding: what a widget or screen does with a key, for the help overlay.

/// One line of help: the keys, what they do, and the section of the help overlay they go in.
///
///     KeyBinding(keys: ["j", "Down"], description: "Next item", section: "Lists")
public struct KeyBinding: Hashable, Sendable {
    /// The keys as shown to the user, e.g. `["Ctrl-D", "PageDown"]`.
    public var keys: [String]
    /// What the keys do, in a few words.
    public var description: String
    /// The heading the binding is listed under.
    public var section: String

    /// The keys as the help lists them: `j/k/Down/Up`; when a key is itself `/`, `c, /`, so
    /// the key never reads as a separator.
    public var keysText: String {
        keys.joined(separator: keys.contains { $0.contains("/") } ? ", " : "/")
    }

    /// A binding of `keys` to `description` under `section`.
    public init(keys: [String], description: String, section: String) {
        self.keys = keys
        self.description = description
        self.section = section
    }
}
