// Makes untrusted text (everything from the network) safe to draw: no byte of it can move the
// cursor, set the window title, write the clipboard or change colours.

/// Rewrites text grapheme by grapheme so it can be drawn without side effects:
///
/// - ESC, the other C0 controls, DEL and the C1 controls (U+0080–U+009F, e.g. the one-byte CSI
///   U+009B) become U+FFFD `�`, visible so that tampering shows. A newline is a control here too:
///   split text into lines before drawing it.
/// - Tab becomes one space, and the line and paragraph separators U+2028/U+2029 a space.
/// - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks
///   U+200E/U+200F/U+061C, zero-width space, word joiner and invisible operators (U+200B,
///   U+2060–U+2064), deprecated format controls (U+206A–U+206F), the byte-order mark U+FEFF and
///   the soft hyphen U+00AD are dropped.
/// - Everything else, including combining marks and emoji ZWJ sequences, is kept.
///
///     TextSanitizer.sanitized("\u{1B}]0;pwned\u{7}hi")   // "�]0;pwned�hi"
public enum TextSanitizer {
    /// The placeholder drawn instead of a control character.
    public static let placeholder: Character = "\u{FFFD}"

    /// What happens to one grapheme.
    public enum Treatment: Hashable, Sendable {
        /// Drawn as it is.
        case keep
        /// Drawn as the given grapheme instead.
        case replace(Character)
        /// Not drawn at all.
        case drop
    }

    /// How `character` is treated when drawn.
    public static func treatment(of character: Character) -> Treatment {
        if let ascii = character.asciiByte {
            if ascii >= 0x20 && ascii < 0x7F { return .keep }
            return ascii == 0x09 ? .replace(" ") : .replace(placeholder)
        }
        var result = Treatment.keep
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F:
                return .replace(placeholder)
            case 0x09, 0x2028, 0x2029:
                result = .replace(" ")
            case 0x00AD, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
                0x2066...0x206F, 0xFEFF:
                if result == .keep { result = .drop }
            default:
                continue
            }
        }
        return result
    }

    /// The grapheme to draw for `character`: itself when printable, a placeholder for controls.
    /// A dropped grapheme comes back as U+200B ZERO WIDTH SPACE, which takes no cell, so
    /// `Canvas.draw` skips it and it never reaches the terminal.
    public static func displayable(_ character: Character) -> Character {
        switch treatment(of: character) {
        case .keep: character
        case .replace(let replacement): replacement
        case .drop: "\u{200B}"
        }
    }

    /// `text` with every grapheme treated as `treatment(of:)` says: controls replaced, invisible
    /// format characters removed. Printable ASCII comes back unchanged without being copied.
    public static func sanitized(_ text: String) -> String {
        if DisplayWidth.asciiWidth(text) != nil { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch treatment(of: character) {
            case .keep: result.append(character)
            case .replace(let replacement): result.append(replacement)
            case .drop: continue
            }
        }
        return result
    }

    /// Whether drawing `text` would change it (it holds a control or invisible format character).
    public static func needsSanitizing(_ text: String) -> Bool {
        if DisplayWidth.asciiWidth(text) != nil { return false }
        return text.contains { treatment(of: $0) != .keep }
    }
}
