// The fast path for text that is not plain ASCII but is made only of code points that are
// always a grapheme of their own: accented Latin letters, CJK ideographs, kana, Hangul
// syllables. Such text is drawn code point by code point, without grapheme segmentation,
// sanitising or width-table searches, and looks exactly as the general path draws it.

extension Canvas {
    /// The cells a code point takes when it is always a grapheme of its own and needs no
    /// sanitising, or nil: printable Latin-1 and Latin Extended (one cell; not the soft hyphen,
    /// which the sanitiser drops), and CJK ideographs, kana and Hangul syllables (two). No
    /// combining mark, joiner or selector is in the set, so a string of these never forms a
    /// cluster across code points.
    static func simpleWidth(_ value: UInt32) -> Int? {
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300: 1
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: 2
        default: nil
        }
    }

    /// Draws `text` if it is all simple code points (see `simpleWidth`), at most up to column
    /// `limit`; with `truncatingTo`, cut to that many cells with `…` (and padded) exactly as
    /// `String.truncated(toWidth:)` would. Returns the cells used, or nil for other text.
    mutating func drawSimpleText(_ text: String, at point: Point, style: Style, limit: Int, truncatingTo width: Int?)
        -> Int?
    {
        var total = 0
        for scalar in text.unicodeScalars {
            guard let cells = Self.simpleWidth(scalar.value) else { return nil }
            total += cells
        }
        var x = point.x
        let y = point.y
        guard y >= clip.minY, y < clip.maxY, y >= 0, y < size.height else { return 0 }
        let cut = width.map { total > $0 } ?? false
        let room = cut ? width! - 1 : Int.max
        var used = 0
        for scalar in text.unicodeScalars {
            let cells = Self.simpleWidth(scalar.value)!
            if used + cells > room { break }
            // Out of room on the line: the rest, ellipsis included, is not drawn.
            if x + cells > limit || x + cells > clip.maxX { return x - point.x }
            if x >= clip.minX { put(scalar, width: cells, at: x, y, style: style) }
            x += cells
            used += cells
        }
        guard cut, let width else { return x - point.x }
        for symbol in ["…"] + Array(repeating: " ", count: max(0, width - used - 1)) as [Unicode.Scalar] {
            if x + 1 > limit || x + 1 > clip.maxX { break }
            if x >= clip.minX { put(symbol, width: 1, at: x, y, style: style) }
            x += 1
        }
        return x - point.x
    }

    /// Puts one code point that is a whole grapheme, `width` cells wide, at (x, y), clearing any
    /// wide grapheme it overlaps.
    private mutating func put(_ scalar: Unicode.Scalar, width: Int, at x: Int, _ y: Int, style: Style) {
        guard isWritable(x, y) else { return }
        if width == 2 && !isWritable(x + 1, y) { return }
        clearWideOverlap(x, y)
        if width == 2 { clearWideOverlap(x + 1, y) }
        var utf8: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let count = withUnsafeMutableBytes(of: &utf8) { buffer -> Int in
            var index = 0
            UTF8.encode(scalar) { byte in
                buffer[index] = byte
                index += 1
            }
            return index
        }
        self[x, y] = withUnsafeBytes(of: utf8) { raw in
            Cell(
                utf8: UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count),
                width: UInt8(width), style: style)
        }
        if width == 2 { self[x + 1, y] = Cell.continuation(style) }
    }
}
