// One terminal cell: a grapheme (or the right half of a wide one) and its style.

/// A cell of the screen. A wide grapheme occupies its cell (`width == 2`) and a continuation
/// cell to its right (`width == 0`, empty text).
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn here; `" "` for blank, `""` for the right half of a wide grapheme.
    public var text: String
    /// Display width: 1, 2 for the first half of a wide grapheme, 0 for its continuation.
    public var width: UInt8
    public var style: Style

    public init(_ text: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell with `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", width: 1, style: style) }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
