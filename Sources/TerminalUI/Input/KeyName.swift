// Keys by the names help shows (`Ctrl-D`, `PageDown`, `Space`, `j`): the inverse of
// `Key.description`, for key bindings written as text (in code or a configuration file).

extension Key {
    /// The key named `name` as `description` writes it (`j`, `Space`, `Ctrl-D`, `Alt-x`,
    /// `PageDown`, `Shift-Tab`, `F5`), ignoring case for named keys and modifiers; nil when no
    /// key has that name (`Click`, `Ctrl-`, `Ctrl-1`).
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            guard character != " " else { return nil }
            self = .character(character)
            return
        }
        let lower = name.lowercased()
        if let named = Self.named[lower] {
            self = named
            return
        }
        if lower.hasPrefix("ctrl-"), name.count == 6, let letter = lower.last, letter.isLetter, letter.isASCII {
            self = .control(letter)
        } else if lower.hasPrefix("alt-"), name.count == 5, let character = name.last {
            self = .alt(character)
        } else if lower.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }

    /// Keys with a name of their own, lower-cased.
    private static let named: [String: Key] = [
        "space": .character(" "), "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "enter": .enter,
        "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab, "backspace": .backspace,
        "delete": .delete, "insert": .insert,
    ]
}
