// Makes untrusted text safe to draw (first cut; refined with the full control/bidi rules).

/// Turns control characters into visible placeholders so server data cannot drive the terminal.
public enum TextSanitizer {
    /// The grapheme to draw for `character`: itself when printable, a placeholder otherwise.
    public static func displayable(_ character: Character) -> Character {
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) { return "\u{FFFD}" }
        }
        return character
    }
}
