// The text and cursor of a single-line text field, with its editing keys. Every edit and cursor
// move works at the cursor: it looks at the graphemes it changes and their neighbours, never
// at the whole text, so a key costs the same in a field of ten characters or of a hundred
// thousand (the text's bytes are copied once when the state is shared, as any value is).

/// The contents of a one-line text field and where its cursor is, counted in graphemes. All
/// input is cleaned: control characters are dropped, tabs and newlines become spaces. The field
/// holds at most `limit` graphemes: what is typed or pasted beyond it is cut off, and `isFull`
/// says so.
///
///     var field = TextFieldState()
///     field.insert("Gwenborough")
///     field.deleteWordBackward()
public struct TextFieldState: Hashable, Sendable {
    /// The limit of a field that names none.
    public static let defaultLimit = 10_000

    /// The text typed so far.
    public private(set) var text: String
    /// The number of graphemes before the cursor.
    public private(set) var cursor: Int
    /// The number of graphemes in `text`.
    public private(set) var count: Int
    /// The most graphemes the field holds.
    public let limit: Int
    /// Where the cursor is in `text`.
    private(set) var cursorIndex: String.Index

    /// A field holding `text` (cut to `limit` graphemes) with the cursor at its end.
    public init(text: String = "", limit: Int = TextFieldState.defaultLimit) {
        self.limit = max(1, limit)
        let clean = Self.cleaned(text, keepingAtMost: self.limit)
        self.text = clean.text
        // Counted again: graphemes kept on both sides of a dropped control can fuse.
        self.count = clean.text.count
        self.cursor = count
        self.cursorIndex = clean.text.endIndex
    }

    /// Whether the field holds as many graphemes as it may.
    public var isFull: Bool { count >= limit }

    /// Replaces the text (cut to the limit) and puts the cursor at its end.
    public mutating func setText(_ newText: String) {
        self = TextFieldState(text: newText, limit: limit)
    }

    /// Inserts `string` (typed or pasted) at the cursor and moves the cursor past it; what
    /// does not fit under the limit is left out.
    public mutating func insert(_ string: String) {
        let clean = Self.cleaned(string, keepingAtMost: limit - count)
        guard !clean.text.isEmpty else { return }
        replace(cursorIndex..<cursorIndex, startingAt: cursor, with: clean.text)
    }

    /// Deletes the grapheme before the cursor (Backspace).
    public mutating func deleteBackward() {
        guard cursorIndex > text.startIndex else { return }
        replace(text.index(before: cursorIndex)..<cursorIndex, startingAt: cursor - 1, with: "")
    }

    /// Deletes the grapheme after the cursor (Delete).
    public mutating func deleteForward() {
        guard cursorIndex < text.endIndex else { return }
        replace(cursorIndex..<text.index(after: cursorIndex), startingAt: cursor, with: "")
    }

    /// Moves the cursor one grapheme left.
    public mutating func moveLeft() {
        guard cursorIndex > text.startIndex else { return }
        cursorIndex = text.index(before: cursorIndex)
        cursor -= 1
    }

    /// Moves the cursor one grapheme right.
    public mutating func moveRight() {
        guard cursorIndex < text.endIndex else { return }
        cursorIndex = text.index(after: cursorIndex)
        cursor += 1
    }

    /// Moves the cursor to the start (Home, Ctrl-A).
    public mutating func moveToStart() {
        cursorIndex = text.startIndex
        cursor = 0
    }

    /// Moves the cursor to the end (End, Ctrl-E).
    public mutating func moveToEnd() {
        cursorIndex = text.endIndex
        cursor = count
    }

    /// Deletes everything before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        text.removeSubrange(text.startIndex..<cursorIndex)
        count -= cursor
        cursor = 0
        cursorIndex = text.startIndex
    }

    /// Deletes from the cursor to the end (Ctrl-K).
    public mutating func deleteToEnd() {
        text.removeSubrange(cursorIndex...)
        count = cursor
        cursorIndex = text.endIndex
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() {
        var start = cursorIndex
        var graphemes = 0
        func previousIs(_ isSpace: Bool) -> Bool {
            start > text.startIndex && (text[text.index(before: start)] == " ") == isSpace
        }
        while previousIs(true) {
            start = text.index(before: start)
            graphemes += 1
        }
        while previousIs(false) {
            start = text.index(before: start)
            graphemes += 1
        }
        guard graphemes > 0 else { return }
        replace(start..<cursorIndex, startingAt: cursor - graphemes, with: "")
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
            KeyBinding(
                keys: ["Home", "Ctrl-A", "End", "Ctrl-E"], description: "Start / end of line", section: section),
            KeyBinding(keys: ["Backspace", "Delete"], description: "Delete a character", section: section),
            KeyBinding(keys: ["Ctrl-W"], description: "Delete the word before the cursor", section: section),
            KeyBinding(keys: ["Ctrl-U", "Ctrl-K"], description: "Delete to start / end", section: section),
        ]
    }

    public static func == (left: TextFieldState, right: TextFieldState) -> Bool {
        left.cursor == right.cursor && left.limit == right.limit && left.text == right.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(cursor)
        hasher.combine(limit)
    }

    // MARK: - Editing at the cursor

    /// Replaces `range` (whose first grapheme is grapheme number `offset`) with `replacement`
    /// and puts the cursor after it, on a grapheme boundary. The graphemes on either side are
    /// counted again with the edit, since a combining mark or a joiner can fuse with its
    /// neighbour; so are the runs of flag letters (regional indicators) around it, whose pairing
    /// an edit can shift. Nothing further away is looked at.
    private mutating func replace(_ range: Range<String.Index>, startingAt offset: Int, with replacement: String) {
        var before = range.lowerBound
        var beforeOffset = offset
        repeat {
            guard before > text.startIndex else { break }
            before = text.index(before: before)
            beforeOffset -= 1
        } while Self.isRegionalIndicator(text[before])
        var after = range.upperBound
        repeat {
            guard after < text.endIndex else { break }
            after = text.index(after: after)
        } while Self.isRegionalIndicator(text[text.index(before: after)])
        let graphemesAround = text.distance(from: before, to: after)
        let beforeBytes = text.utf8.distance(from: text.startIndex, to: before)
        let cursorBytes = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + replacement.utf8.count
        let bytesAfter = text.utf8.distance(from: after, to: text.endIndex)
        text.replaceSubrange(range, with: replacement)
        let editedEnd = text.utf8.index(text.endIndex, offsetBy: -bytesAfter)
        let insertedEnd = text.utf8.index(text.startIndex, offsetBy: cursorBytes)
        var index = text.utf8.index(text.startIndex, offsetBy: beforeBytes)
        var graphemes = 0
        var cursorFound = false
        while index < editedEnd {
            if !cursorFound, index >= insertedEnd {
                (cursorIndex, cursor, cursorFound) = (index, beforeOffset + graphemes, true)
            }
            index = text.index(after: index)
            graphemes += 1
        }
        if !cursorFound { (cursorIndex, cursor) = (index, beforeOffset + graphemes) }
        count += graphemes - graphemesAround
    }

    /// Whether `character` begins with a regional indicator (a flag letter).
    private static func isRegionalIndicator(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return (0x1F1E6...0x1F1FF).contains(first.value)
    }

    // MARK: - Cleaning input

    /// `input` with controls removed and tabs, newlines and line separators turned into spaces.
    static func cleaned(_ input: String) -> String {
        cleaned(input, keepingAtMost: .max).text
    }

    /// The first `maximum` graphemes of `input` cleaned, and how many there are.
    private static func cleaned(_ input: String, keepingAtMost maximum: Int) -> (text: String, count: Int) {
        var result = ""
        var count = 0
        for character in input {
            guard count < maximum else { break }
            if character.isNewline {
                result.append(" ")
                count += 1
                continue
            }
            switch TextSanitizer.treatment(of: character) {
            case .keep: result.append(character)
            case .replace(let replacement) where replacement == " ": result.append(" ")
            case .replace, .drop: continue
            }
            count += 1
        }
        return (result, count)
    }
}
