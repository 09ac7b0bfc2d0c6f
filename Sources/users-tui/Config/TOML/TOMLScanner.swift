// Walks a TOML text character by character, keeping the line and column for messages.

/// A cursor over the characters of a text. `"\r\n"` is one character in Swift, so it is one
/// line break like `"\n"`.
struct TOMLScanner {
    private let characters: [Character]
    private var index = 0
    /// Where the next character is.
    private(set) var position = SourcePosition(line: 1, column: 1)

    init(_ text: String) {
        characters = Array(text)
    }

    /// The next character, or nil at the end.
    var current: Character? { index < characters.count ? characters[index] : nil }

    /// The character after the next one, or nil.
    var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

    var isAtEnd: Bool { index >= characters.count }

    /// Whether the next character ends the line (or the text).
    var isAtLineEnd: Bool { current.map(\.isNewline) ?? true }

    /// Moves past the next character.
    mutating func advance() {
        guard let character = current else { return }
        index += 1
        if character.isNewline {
            position.line += 1
            position.column = 1
        } else {
            position.column += 1
        }
    }

    /// Moves past the next character when it is `character`.
    mutating func skip(_ character: Character) -> Bool {
        guard current == character else { return false }
        advance()
        return true
    }

    /// Skips spaces and tabs.
    mutating func skipBlanks() {
        while current == " " || current == "\t" { advance() }
    }

    /// Skips a `#` comment up to the end of the line.
    mutating func skipComment() {
        guard current == "#" else { return }
        while !isAtLineEnd { advance() }
    }

    /// Skips blanks, comments and line breaks (inside an array, or between lines).
    mutating func skipBlanksCommentsAndNewlines() {
        while true {
            skipBlanks()
            skipComment()
            guard let character = current, character.isNewline else { return }
            advance()
        }
    }

    /// The characters up to the next blank, comma, bracket, `#` or line end, consumed.
    mutating func word() -> String {
        var text = ""
        while let character = current, !character.isNewline,
            !" \t,[]{}#=".contains(character)
        {
            text.append(character)
            advance()
        }
        return text
    }

    /// An error at the scanner's position.
    func error(_ message: String) -> TOMLError {
        TOMLError(position: position, message: message)
    }
}
