// The text and cursor of a single-line text field, with its editing keys.

/// The contents of a one-line text field and where its cursor is, counted in graphemes. All
/// input is cleaned: control characters are dropped, tabs and newlines become spaces.
///
///     var field = TextFieldState()
///     field.insert("Gwenborough")
///     field.deleteWordBackward()
public struct TextFieldState: Hashable, Sendable {
    /// The text typed so far.
    public private(set) var text: String
    /// The number of graphemes before the cursor.
    public private(set) var cursor: Int

    /// A field holding `text` with the cursor at its end.
    public init(text: String = "") {
        self.text = Self.cleaned(text)
        self.cursor = self.text.count
    }

    /// Replaces the text and puts the cursor at its end.
    public mutating func setText(_ newText: String) {
        text = Self.cleaned(newText)
        cursor = text.count
    }

    /// Inserts `string` (typed or pasted) at the cursor and moves the cursor past it.
    public mutating func insert(_ string: String) {
        let clean = Self.cleaned(string)
        guard !clean.isEmpty else { return }
        let before = text.count
        text.insert(contentsOf: clean, at: index(cursor))
        cursor += text.count - before
    }

    /// Deletes the grapheme before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        text.remove(at: index(cursor - 1))
        cursor -= 1
    }

    /// Deletes the grapheme after the cursor (Delete).
    public mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: index(cursor))
    }

    /// Moves the cursor one grapheme left.
    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    /// Moves the cursor one grapheme right.
    public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    /// Moves the cursor to the start (Home, Ctrl-A).
    public mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor to the end (End, Ctrl-E).
    public mutating func moveToEnd() { cursor = text.count }

    /// Deletes everything before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        text.removeSubrange(text.startIndex..<index(cursor))
        cursor = 0
    }

    /// Deletes from the cursor to the end (Ctrl-K).
    public mutating func deleteToEnd() { text.removeSubrange(index(cursor)...) }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() {
        var start = cursor
        let characters = Array(text)
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        text.removeSubrange(index(start)..<index(cursor))
        cursor = start
    }

    /// Applies an editing key or a paste. Returns whether the event edited or moved; Enter,
    /// Esc, Tab and arrows up/down are left to the caller.
    public mutating func handle(_ event: Event) -> Bool {
        switch event {
        case .paste(let pasted): insert(pasted)
        case .key(let key):
            switch key {
            case .character(let character): insert(String(character))
            case .backspace, .control("h"): deleteBackward()
            case .delete, .control("d"): deleteForward()
            case .left, .control("b"): moveLeft()
            case .right, .control("f"): moveRight()
            case .home, .control("a"): moveToStart()
            case .end, .control("e"): moveToEnd()
            case .control("u"): deleteToStart()
            case .control("k"): deleteToEnd()
            case .control("w"): deleteWordBackward()
            default: return false
            }
        default: return false
        }
        return true
    }

    /// The editing keys `handle(_:)` understands, for the help overlay.
    public static func keyBindings(section: String = "Text fields") -> [KeyBinding] {
        [
            KeyBinding(keys: ["Left", "Right"], description: "Move the cursor", section: section),
            KeyBinding(keys: ["Home", "Ctrl-A", "End", "Ctrl-E"], description: "Start / end of line", section: section),
            KeyBinding(keys: ["Backspace", "Delete"], description: "Delete a character", section: section),
            KeyBinding(keys: ["Ctrl-W"], description: "Delete the word before the cursor", section: section),
            KeyBinding(keys: ["Ctrl-U", "Ctrl-K"], description: "Delete to start / end", section: section),
        ]
    }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }

    /// `input` with controls removed and tabs, newlines and line separators turned into spaces.
    static func cleaned(_ input: String) -> String {
        var result = ""
        for character in input {
            if character.isNewline {
                result.append(" ")
                continue
            }
            switch TextSanitizer.treatment(of: character) {
            case .keep: result.append(character)
            case .replace(let replacement) where replacement == " ": result.append(" ")
            case .replace, .drop: continue
            }
        }
        return result
    }
}
