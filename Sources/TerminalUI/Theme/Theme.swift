// Named styles: what the widgets and screens draw selections, titles, errors... in, so one
// value changes the look of the whole app.

/// A set of named styles. Widgets read it from the environment (`environment.theme`), already
/// fitted to the terminal's colours, and app views pick a style by its role:
///
///     Text(message).themed(.error)                        // a Text in the theme's error style
///     Text(hint).themed(.muted).bold()                    // a role, then more attributes
///     EnvironmentReader { environment in
///         Text(name, style: environment.theme[.accent])   // or read it to draw by hand
///     }
///
/// Built in: `dark` (for dark backgrounds; the default), `light` (for light backgrounds),
/// `highContrast` and `mono` (attributes only). Any style can be replaced
/// (`theme.replacing(.selection, with: ...)`).
public struct Theme: Equatable, Sendable {
    /// The named styles.
    public enum Role: String, CaseIterable, Sendable {
        /// The selected row of a list.
        case selection
        /// A box's title, and headings.
        case title
        /// Box lines.
        case border
        /// Box lines around what has focus.
        case borderFocused = "border-focused"
        /// Secondary text: hints, placeholders, empty lists, axis labels.
        case muted
        /// Error messages.
        case error
        /// Warnings that need a look (a field at its length limit).
        case warning
        /// Emphasised values and the spinner.
        case accent
        /// Field labels (`Email`, `City:`).
        case label
        /// Chart bars and sparklines.
        case chart
        /// Section and column headings.
        case header
        /// The status line.
        case status
        /// Key names in hints (drawn over the status line's style).
        case keyHint = "key-hint"
        /// Tab titles.
        case tab
        /// The current tab's title.
        case tabSelected = "tab-selected"
        /// Text fields.
        case field
        /// A key in raw JSON.
        case jsonKey = "json-key"
        /// A string value in raw JSON.
        case jsonString = "json-string"
        /// A number in raw JSON.
        case jsonNumber = "json-number"
        /// `true`, `false` and `null` in raw JSON.
        case jsonLiteral = "json-literal"
        /// Brackets, colons and commas in raw JSON.
        case jsonPunctuation = "json-punctuation"
        /// Text a search found (drawn over the text's own style).
        case match

        /// The role called `name` in a configuration (`selection`, `key-hint`), or nil.
        public init?(name: String) { self.init(rawValue: name) }

        /// The name a configuration uses.
        public var name: String { rawValue }
    }

    /// The theme's name (`dark`, `light`, `high-contrast`, `mono`).
    public var name: String
    private var styles: [Style]

    /// A theme named `name` whose styles come from `style(role)`.
    public init(name: String, _ style: (Role) -> Style) {
        self.name = name
        self.styles = Role.allCases.map(style)
    }

    /// The style of `role`.
    public subscript(role: Role) -> Style {
        get { styles[Self.index(of: role)] }
        set { styles[Self.index(of: role)] = newValue }
    }

    /// This theme with `role` drawn in `style`.
    public func replacing(_ role: Role, with style: Style) -> Theme {
        var copy = self
        copy[role] = style
        return copy
    }

    /// The theme as a terminal of `depth` draws it: colours fitted to the palette it has. With
    /// no colour at all, a style that relied on colour is replaced by `mono`'s style for the
    /// same role (a colour theme's selection is a background colour; mono's is reverse video),
    /// while one made of attributes alone is kept.
    public func fitted(to depth: ColorDepth) -> Theme {
        guard depth != .none else {
            var fitted = self
            for role in Role.allCases {
                let style = self[role]
                let usesColor = style.foreground != .default || style.background != .default
                fitted[role] = usesColor ? Theme.mono[role] : style
            }
            return fitted
        }
        var fitted = self
        for role in Role.allCases { fitted[role] = self[role].fitted(to: depth) }
        return fitted
    }

    private static func index(of role: Role) -> Int {
        Role.allCases.firstIndex(of: role)!
    }
}
