// Width-aware string helpers: truncating with an ellipsis, padding and word wrapping, all at
// grapheme boundaries and measured in cells as the canvas draws them.

extension String {
    /// Cells this string takes when drawn: display width after sanitising (a tab is one space,
    /// a control character one placeholder cell, invisible format characters none).
    public var displayWidth: Int {
        if let ascii = DisplayWidth.asciiWidth(self) { return ascii }
        var total = 0
        for character in self { total += character.drawnWidth }
        return total
    }

    /// The string cut to at most `width` cells, ending in `…` when it was cut. Graphemes are
    /// never split; when a wide grapheme does not fit before the ellipsis, the result is padded
    /// with a space so it is exactly `width` cells.
    ///
    ///     "Leanne Graham".truncated(toWidth: 8)   // "Leanne …"
    ///     "漢字漢字".truncated(toWidth: 4)         // "漢… "
    public func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let ascii = DisplayWidth.asciiWidth(self) {
            if ascii <= width { return self }
            return String(utf8[..<utf8.index(startIndex, offsetBy: width - 1)])! + "…"
        }
        guard displayWidth > width else { return self }
        var result = ""
        var used = 0
        for character in self {
            let cells = character.drawnWidth
            if used + cells > width - 1 { break }
            result.append(character)
            used += cells
        }
        // A trailing prepend mark (U+0600 and kin) would fuse with the ellipsis into one cell.
        if let last = result.last, !last.isASCII, (String(last) + "…").count == 1 {
            result.removeLast()
            used -= last.drawnWidth
        }
        result.append("…")
        used += 1
        if used < width { result.append(String(repeating: " ", count: width - used)) }
        return result
    }

    /// The string made exactly `width` cells wide: padded with trailing spaces, or truncated
    /// with an ellipsis when longer.
    public func padded(toWidth width: Int) -> String {
        let truncated = truncated(toWidth: width)
        let cells = truncated.displayWidth
        guard cells < width else { return truncated }
        var result = truncated + String(repeating: " ", count: width - cells)
        // A trailing prepend mark (U+0600 and kin) fuses with the first space into one cell.
        if let last = truncated.last, !last.isASCII, (String(last) + " ").count == 1 {
            result += String(repeating: " ", count: max(0, width - result.displayWidth))
        }
        return result
    }

    /// The string word-wrapped into lines of at most `width` cells. Explicit newlines are kept;
    /// lines break at spaces, and words longer than a line (or runs of CJK text) are broken
    /// between graphemes. Returns no lines when `width` is not positive.
    ///
    ///     "the quick brown fox".wrapped(toWidth: 10)   // ["the quick", "brown fox"]
    public func wrapped(toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in self.lines {
            Self.wrap(paragraph, toWidth: width, into: &lines)
        }
        return lines
    }

    /// The string split at newlines (`\n`, `\r\n`, `\r`); a string without one is one line.
    public var lines: [Substring] {
        if !utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return [self[...]] }
        return split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    private static func wrap(_ paragraph: Substring, toWidth width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var lineStarted = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = String(word).displayWidth
            if lineStarted && lineWidth + 1 + wordWidth <= width {
                line += " "
                line += word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineStarted {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            lineStarted = true
            if wordWidth <= width {
                line += word
                lineWidth = wordWidth
                continue
            }
            for character in word {
                let cells = character.drawnWidth
                if lineWidth + cells > width && lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += cells
            }
        }
        lines.append(line)
    }
}

extension Character {
    /// Cells this grapheme takes when the canvas draws it (after sanitising).
    var drawnWidth: Int {
        if let ascii = asciiByte, ascii >= 0x20, ascii < 0x7F { return 1 }
        return DisplayWidth.of(TextSanitizer.displayable(self))
    }
}
