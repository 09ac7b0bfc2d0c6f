// The themes users-tui ships: dark (the default), light, high-contrast and mono. Colour themes
// use the 16 named colours, which every colour terminal has and which terminals tune to their
// own background, and leave the background to the terminal except where a bar is drawn.

extension Theme {
    /// For dark backgrounds; the terminal's own background shows through.
    public static let dark = Theme(name: "dark") { role in
        switch role {
        case .selection: Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        case .title: Style(foreground: .brightCyan, attributes: .bold)
        case .border: Style(foreground: .brightBlack)
        case .borderFocused: Style(foreground: .cyan, attributes: .bold)
        case .muted: Style(foreground: .brightBlack)
        case .error: Style(foreground: .brightRed, attributes: .bold)
        case .warning: Style(foreground: .black, background: .yellow, attributes: .bold)
        case .accent: Style(foreground: .brightYellow)
        case .label: Style(foreground: .cyan, attributes: .bold)
        case .chart: Style(foreground: .cyan)
        case .header: Style(foreground: .yellow, attributes: .bold)
        case .status: Style(foreground: .black, background: .white)
        case .keyHint: Style(foreground: .blue, attributes: .bold)
        case .tab: Style(foreground: .white)
        case .tabSelected: Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        case .field: Style(attributes: .underline)
        case .jsonKey: Style(foreground: .brightCyan)
        case .jsonString: Style(foreground: .green)
        case .jsonNumber: Style(foreground: .brightYellow)
        case .jsonLiteral: Style(foreground: .magenta, attributes: .bold)
        case .jsonPunctuation: Style(foreground: .brightBlack)
        case .match: Style(foreground: .black, background: .yellow)
        }
    }

    /// For light backgrounds: dark text colours only (no yellow or cyan text), the terminal's
    /// own background.
    public static let light = Theme(name: "light") { role in
        switch role {
        case .selection: Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        case .title: Style(foreground: .blue, attributes: .bold)
        case .border: Style(foreground: .brightBlack)
        case .borderFocused: Style(foreground: .blue, attributes: .bold)
        case .muted: Style(foreground: .brightBlack)
        case .error: Style(foreground: .red, attributes: .bold)
        case .warning: Style(foreground: .brightWhite, background: .red, attributes: .bold)
        case .accent: Style(foreground: .magenta)
        case .label: Style(foreground: .blue, attributes: .bold)
        case .chart: Style(foreground: .blue)
        case .header: Style(foreground: .magenta, attributes: .bold)
        case .status: Style(foreground: .black, background: .white)
        case .keyHint: Style(foreground: .blue, attributes: .bold)
        case .tab: Style(foreground: .black)
        case .tabSelected: Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        case .field: Style(attributes: .underline)
        case .jsonKey: Style(foreground: .blue)
        case .jsonString: Style(foreground: .green)
        case .jsonNumber: Style(foreground: .red)
        case .jsonLiteral: Style(foreground: .magenta, attributes: .bold)
        case .jsonPunctuation: Style(foreground: .brightBlack)
        case .match: Style(foreground: .black, background: .yellow)
        }
    }

    /// Bright, bold and underlined where it helps, for low vision or a glaring screen.
    public static let highContrast = Theme(name: "high-contrast") { role in
        switch role {
        case .selection: Style(foreground: .black, background: .brightYellow, attributes: .bold)
        case .title: Style(foreground: .brightWhite, attributes: [.bold, .underline])
        case .border: Style(foreground: .brightWhite)
        case .borderFocused: Style(foreground: .brightYellow, attributes: .bold)
        case .muted: Style(foreground: .white)
        case .error: Style(foreground: .brightWhite, background: .red, attributes: .bold)
        case .warning: Style(foreground: .black, background: .brightYellow, attributes: .bold)
        case .accent: Style(foreground: .brightCyan, attributes: .bold)
        case .label: Style(foreground: .brightWhite, attributes: .bold)
        case .chart: Style(foreground: .brightCyan)
        case .header: Style(foreground: .brightYellow, attributes: [.bold, .underline])
        case .status: Style(foreground: .black, background: .brightWhite, attributes: .bold)
        case .keyHint: Style(foreground: .blue, attributes: [.bold, .underline])
        case .tab: Style(foreground: .brightWhite)
        case .tabSelected: Style(foreground: .black, background: .brightYellow, attributes: .bold)
        case .field: Style(foreground: .brightWhite, attributes: .underline)
        case .jsonKey: Style(foreground: .brightCyan, attributes: .bold)
        case .jsonString: Style(foreground: .brightGreen)
        case .jsonNumber: Style(foreground: .brightYellow, attributes: .bold)
        case .jsonLiteral: Style(foreground: .brightMagenta, attributes: [.bold, .underline])
        case .jsonPunctuation: Style(foreground: .brightWhite)
        case .match: Style(foreground: .black, background: .brightYellow, attributes: .bold)
        }
    }

    /// Attributes only: bold, dim, underline and reverse video carry everything.
    public static let mono = Theme(name: "mono") { role in
        switch role {
        case .selection: .reverse
        case .title: .bold
        case .border: .plain
        case .borderFocused: .bold
        case .muted: .dim
        case .error: .bold
        case .warning: Style(attributes: [.bold, .reverse])
        case .accent: .bold
        case .label: .bold
        case .chart: .plain
        case .header: .bold
        case .status: .reverse
        case .keyHint: .bold
        case .tab: .plain
        case .tabSelected: Style(attributes: [.bold, .reverse])
        case .field: .underline
        case .jsonKey: .bold
        case .jsonString: .plain
        case .jsonNumber: .underline
        case .jsonLiteral: Style(attributes: [.bold, .underline])
        case .jsonPunctuation: .dim
        case .match: .reverse
        }
    }

    /// The built-in themes, `dark` first.
    public static let builtIn: [Theme] = [.dark, .light, .highContrast, .mono]

    /// The built-in theme called `name`, or nil.
    public static func named(_ name: String) -> Theme? { builtIn.first { $0.name == name } }
}
