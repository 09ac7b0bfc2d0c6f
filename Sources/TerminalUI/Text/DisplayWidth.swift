// Display width of text in terminal cells, following wcwidth's rules (the emulator the end-to-end
// tests use measures with Python wcwidth 0.7.0; the tables are generated from it).

/// How many terminal cells text takes: East Asian wide and fullwidth characters and emoji two,
/// combining marks and format characters none, everything else one.
///
///     DisplayWidth.of("漢字")       // 4
///     DisplayWidth.of("e\u{301}")   // 1
///     DisplayWidth.of("👨‍👩‍👧")        // 2: one ZWJ sequence, one grapheme
public enum DisplayWidth {
    /// Cells taken by one grapheme (0, 1 or 2). C0 and C1 controls count 0 (the sanitiser
    /// replaces them before drawing). A grapheme is as wide as its widest code point, and a
    /// narrow emoji followed by VS16 (U+FE0F) becomes two cells.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiByte { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        var width = 0
        var base: UInt32?
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value == 0xFE0F, width == 1, let base, contains(UnicodeWidthTables.emojiVariationWide, base) {
                return 2
            }
            let scalarWidth = of(scalarValue: value)
            if scalarWidth > width { width = scalarWidth }
            if base == nil, scalarWidth > 0 { base = value }
        }
        return width
    }

    /// Cells taken by a string: the sum of its graphemes. Printable ASCII is counted byte by
    /// byte without looking at graphemes.
    public static func of(_ text: String) -> Int {
        if let ascii = asciiWidth(text) { return ascii }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Cells taken by one code point, as `wcwidth` counts them (controls 0 instead of -1).
    public static func of(_ scalar: Unicode.Scalar) -> Int { of(scalarValue: scalar.value) }

    /// The width of `text` when it is printable ASCII only (one cell per byte), else nil.
    static func asciiWidth(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    private static func of(scalarValue value: UInt32) -> Int {
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if contains(UnicodeWidthTables.zeroWidth, value) { return 0 }
        if value >= 0x1100, contains(UnicodeWidthTables.wide, value) { return 2 }
        return 1
    }

    /// Binary search of a sorted range table.
    private static func contains(_ table: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        guard high >= 0, value >= table[0].0, value <= table[high].1 else { return false }
        while low <= high {
            let middle = (low + high) / 2
            if value > table[middle].1 {
                low = middle + 1
            } else if value < table[middle].0 {
                high = middle - 1
            } else {
                return true
            }
        }
        return false
    }
}

extension Character {
    /// The grapheme's byte when it is one ASCII code point, else nil (CR LF, which `asciiValue`
    /// gives as LF, is nil here). Unlike `asciiValue` it never compares the grapheme with
    /// "\r\n": for any other text that comparison normalises both sides, thousands of
    /// instructions for each `│` or `…` measured or drawn.
    var asciiByte: UInt8? {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80, bytes.next() == nil else { return nil }
        return first
    }
}
