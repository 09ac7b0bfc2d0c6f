// One terminal cell: a grapheme (or the right half of a wide one) and its style. A cell is a
// plain 24-byte value with no references, so a frame is built, copied and diffed without any
// reference counting or string comparison.

/// A cell of the screen. A wide grapheme occupies its cell (`width == 2`) and a continuation
/// cell to its right (`width == 0`, empty text).
///
/// The grapheme is kept inline, up to 15 UTF-8 bytes: every letter, CJK ideograph, combining
/// sequence and most emoji fit. A longer grapheme (a long emoji ZWJ sequence, which ncurses
/// cannot hold in one cell either: it keeps at most 5 code points) is stored as U+FFFD `�`;
/// `Canvas` draws it as `�` and, for a wide one, a blank.
public struct Cell: Hashable, Sendable {
    var grapheme: InlineGrapheme
    /// Display width: 1, 2 for the first half of a wide grapheme, 0 for its continuation.
    public var width: UInt8
    public var style: Style
    /// Fills the two bytes after `style`, so every byte of a cell is defined and rows of cells
    /// can be compared with `memcmp`.
    private var padding: UInt16 = 0

    public init(_ text: String = " ", width: UInt8 = 1, style: Style = .plain) {
        var text = text
        self.grapheme = text.withUTF8 { InlineGrapheme($0) } ?? .replacement
        self.width = width
        self.style = style
    }

    /// A one-cell ASCII character.
    init(ascii byte: UInt8, style: Style) {
        self.grapheme = InlineGrapheme(ascii: byte)
        self.width = 1
        self.style = style
    }

    /// A grapheme given as its UTF-8 bytes.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>, width: UInt8, style: Style) {
        self.grapheme = InlineGrapheme(bytes) ?? .replacement
        self.width = width
        self.style = style
    }

    /// A blank cell with `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(ascii: 0x20, style: style) }

    /// The right half of a wide grapheme.
    static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: InlineGrapheme(), width: 0, style: style)
    }

    private init(grapheme: InlineGrapheme, width: UInt8, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// The grapheme drawn here; `" "` for blank, `""` for the right half of a wide grapheme.
    public var text: String { grapheme.string }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }

    /// Whether two cells are the same: their bytes, compared as three words (every byte of a
    /// cell is defined, and the same grapheme, width and style always have the same bytes). The
    /// diff, the scroll search and the encoder compare cells this way, cell by cell.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        typealias Words = (UInt64, UInt64, UInt64)
        let left = unsafeBitCast(lhs, to: Words.self)
        let right = unsafeBitCast(rhs, to: Words.self)
        return left.0 == right.0 && left.1 == right.1 && left.2 == right.2
    }

    /// The byte of a one-cell printable ASCII character, or nil.
    var printableASCII: UInt8? {
        guard width == 1, grapheme.count == 1 else { return nil }
        let byte = grapheme.firstByte
        return byte >= 0x20 && byte < 0x7F ? byte : nil
    }
}

/// Up to 15 UTF-8 bytes stored inline in two words; the sixteenth byte holds the length.
struct InlineGrapheme: Hashable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// The most bytes a grapheme may have.
    static let capacity = 15
    /// U+FFFD, for graphemes too long to keep.
    static let replacement: InlineGrapheme = {
        var grapheme = InlineGrapheme()
        withUnsafeMutableBytes(of: &grapheme) { raw in
            raw[0] = 0xEF
            raw[1] = 0xBF
            raw[2] = 0xBD
            raw[capacity] = 3
        }
        return grapheme
    }()

    /// No bytes (a continuation cell).
    init() {}

    /// One ASCII byte.
    init(ascii byte: UInt8) {
        withUnsafeMutableBytes(of: &self) { raw in
            raw[0] = byte
            raw[Self.capacity] = 1
        }
    }

    /// The bytes of `utf8`, or nil when there are more than `capacity`.
    init?(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count <= Self.capacity else { return nil }
        withUnsafeMutableBytes(of: &self) { raw in
            for (index, byte) in utf8.enumerated() { raw[index] = byte }
            raw[Self.capacity] = UInt8(utf8.count)
        }
    }

    /// The number of bytes.
    var count: Int { withUnsafeBytes(of: self) { Int($0[Self.capacity]) } }

    /// The first byte (0 when empty).
    var firstByte: UInt8 { withUnsafeBytes(of: self) { $0[0] } }

    /// Runs `body` over the bytes.
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withUnsafeBytes(of: self) { raw in
            body(
                UnsafeBufferPointer(
                    start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                    count: Int(raw[Self.capacity])))
        }
    }

    /// The grapheme as a string (a small string: no allocation).
    var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    /// Appends the grapheme to `text`.
    func append(to text: inout String) {
        withUTF8 { text += String(decoding: $0, as: UTF8.self) }
    }
}
