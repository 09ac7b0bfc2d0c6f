// How many colours a terminal can show, from its terminfo entry and `COLORTERM`.

/// The colours a terminal has, from none to 24-bit. Styles are fitted to it before they are
/// drawn (`Style.fitted(to:)`), so a theme written with the 256-colour palette still reads on
/// a 16- or 8-colour terminal, and attributes alone carry it where there is no colour at all.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// No colour: attributes only (bold, reverse, underline...).
    case none
    /// The eight ANSI colours.
    case eight
    /// The eight ANSI colours and their bright forms.
    case sixteen
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`). The palette is drawn as it is: cells
    /// hold palette colours, so `#rrggbb` is shown as its nearest palette entry.
    case trueColor

    /// The depth a terminal has when terminfo gives it `terminfoColors` colours and the
    /// environment's `COLORTERM` is `colorTerm`: none below 8 colours (whatever `COLORTERM`
    /// says: the terminal cannot be asked for colour), 24-bit when `COLORTERM` says so, else
    /// 256, 16 or 8 by the terminfo count (a direct-colour entry counts as 256).
    public init(terminfoColors: Int, colorTerm: String?) {
        let trueColorNames: Set<String> = ["truecolor", "24bit"]
        if terminfoColors < 8 {
            self = .none
        } else if let colorTerm, trueColorNames.contains(colorTerm.lowercased()) {
            self = .trueColor
        } else if terminfoColors >= 256 {
            self = .palette256
        } else if terminfoColors >= 16 {
            self = .sixteen
        } else {
            self = .eight
        }
    }

    /// How many palette entries can be drawn: 0, 8, 16 or 256.
    public var paletteSize: Int {
        switch self {
        case .none: 0
        case .eight: 8
        case .sixteen: 16
        case .palette256, .trueColor: 256
        }
    }

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `none`, `8`, `16`, `256` or `24-bit`.
    public var description: String {
        switch self {
        case .none: "none"
        case .eight: "8"
        case .sixteen: "16"
        case .palette256: "256"
        case .trueColor: "24-bit"
        }
    }
}
