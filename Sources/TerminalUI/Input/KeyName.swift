// Keys written as text, as a configuration file names them ("q", "ctrl-q", "enter", "pgdown") or
// as help shows them (`Key.description`: "Ctrl-D", "PageDown", "Space"): one reader for both.

extension Key {
    /// The forms `init(name:)` accepts, for messages.
    public static let nameForms =
        "a character like \"q\" or \"G\", ctrl-<letter>, alt-<character>, "
        + "enter, esc, tab, shift-tab, space, backspace, delete, insert, up, down, left, right, "
        + "home, end, pgup, pgdown, f1 to f12"

    private static let namedKeys: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
        "shift-tab": .backTab, "backtab": .backTab, "space": .character(" "), "backspace": .backspace,
        "delete": .delete, "del": .delete, "insert": .insert, "up": .up, "down": .down, "left": .left,
        "right": .right, "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp,
        "pgdown": .pageDown, "pagedown": .pageDown,
    ]

    /// The key a name stands for: a single character stands for itself (`"G"` is capital G),
    /// and names are matched ignoring case (`"Ctrl-Q"`, `"PgDown"`). Nil for anything else.
    ///
    ///     Key(name: "ctrl-q")   // .control("q")
    ///     Key(name: "pgdown")   // .pageDown
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            guard Self.isPrintable(character) else { return nil }
            self = .character(character)
            return
        }
        let lower = name.lowercased()
        if let key = Self.namedKeys[lower] {
            self = key
        } else if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last,
            letter.isASCII, letter.isLetter
        {
            self = .control(letter)
        } else if lower.hasPrefix("alt-"), name.count == 5, let character = name.last, Self.isPrintable(character) {
            self = .alt(character)
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number),
            !lower.dropFirst().hasPrefix("0")
        {
            self = .function(number)
        } else {
            return nil
        }
    }

    /// The name `init(name:)` reads back: `"q"`, `"ctrl-q"`, `"pgdown"`, `"space"`.
    public var name: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let letter): "ctrl-\(letter)"
        case .alt(let character): "alt-\(character)"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdown"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .insert: "insert"
        case .function(let number): "f\(number)"
        }
    }

    private static func isPrintable(_ character: Character) -> Bool {
        !character.isWhitespace && TextSanitizer.treatment(of: character) == .keep
    }
}
