// Display width of text in terminal cells (first cut; refined with full Unicode tables).

/// How many terminal cells text takes: CJK and emoji two, combining marks none.
public enum DisplayWidth {
    /// Cells taken by one grapheme (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x7F { return first.value < 0x20 ? 0 : 1 }
        if first.properties.isEmojiPresentation { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            switch first.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return 0
            default: return 1
            }
        }
    }

    /// Cells taken by a string.
    public static func of(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }
}
