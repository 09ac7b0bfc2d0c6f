// Colours and text attributes of a cell.

/// A terminal colour. `.default` is the terminal's own foreground or background.
public enum Color: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// One of the 256 xterm palette entries.
    case indexed(UInt8)

    /// The palette index (0-255), or -1 for the terminal default.
    public var paletteIndex: Int {
        switch self {
        case .default: -1
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        case .brightBlack: 8
        case .brightRed: 9
        case .brightGreen: 10
        case .brightYellow: 11
        case .brightBlue: 12
        case .brightMagenta: 13
        case .brightCyan: 14
        case .brightWhite: 15
        case .indexed(let index): Int(index)
        }
    }

    /// Whether two colours are the same, compared as their two bytes (the case and the index:
    /// every value has one pattern, all of it defined) rather than case by case, as the frame
    /// encoder compares a run's style with the one in force.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        unsafeBitCast(lhs, to: UInt16.self) == unsafeBitCast(rhs, to: UInt16.self)
    }
}

/// Attributes that work without colour, so the app stays usable in monochrome.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let italic = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: colours plus attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: TextAttributes

    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let reverse = Style(attributes: .reverse)
    public static let underline = Style(attributes: .underline)
    public static let dim = Style(attributes: .dim)

    /// This style with `other`'s attributes added and its non-default colours taking over.
    public func merging(_ other: Style) -> Style {
        Style(
            foreground: other.foreground == .default ? foreground : other.foreground,
            background: other.background == .default ? background : other.background,
            attributes: attributes.union(other.attributes))
    }

    /// The same attributes with colours dropped (for `NO_COLOR` and monochrome terminals).
    public var monochrome: Style { Style(attributes: attributes) }
}
