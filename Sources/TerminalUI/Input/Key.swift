// Keys as the app sees them, independent of how the terminal encoded them.

/// A decoded key press.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable grapheme (letters, digits, punctuation, CJK, emoji; space is `" "`).
    case character(Character)
    /// Ctrl plus a letter, lower-cased (`.control("c")` is Ctrl-C). Tab, Enter and Backspace
    /// have their own cases even though they are control codes on the wire.
    case control(Character)
    /// Alt (Meta) plus a printable grapheme.
    case alt(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, tab, backTab, backspace, delete, insert
    /// F1 ... F12.
    case function(Int)

    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let c): String(c)
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .alt(let c): "Alt-\(c)"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .insert: "Insert"
        case .function(let n): "F\(n)"
        }
    }
}
