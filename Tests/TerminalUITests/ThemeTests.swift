// Themes and colours: the colour-depth ladder, fitting colours to it, styles written as words,
// and a theme without colour falling back to attributes.
import Testing

@testable import TerminalUI

@Suite struct ThemeTests {
    @Test(
        arguments: [
            (0, nil, ColorDepth.none), (2, "truecolor", .none), (8, nil, .eight), (16, nil, .sixteen),
            (88, nil, .sixteen), (256, nil, .palette256), (256, "truecolor", .trueColor), (256, "24bit", .trueColor),
            (256, "TrueColor", .trueColor), (256, "yes", .palette256), (16_777_216, nil, .palette256),
            (8, "truecolor", .trueColor),
        ] as [(Int, String?, ColorDepth)])
    func colorDepthComesFromTerminfoAndColorterm(colors: Int, colorTerm: String?, depth: ColorDepth) {
        #expect(ColorDepth(terminfoColors: colors, colorTerm: colorTerm) == depth)
    }

    @Test func rgbColoursMapToTheNearestPaletteEntry() {
        #expect(Color(red: 255, green: 0, blue: 0) == .indexed(196))
        #expect(Color(red: 0x5F, green: 0xAF, blue: 0xFF) == .indexed(75))
        #expect(Color(red: 128, green: 128, blue: 128) == .indexed(244))
        #expect(Color(red: 0, green: 0, blue: 0) == .indexed(16))
        #expect(
            Color(red: 250, green: 250, blue: 250) == .indexed(231)
                || Color(red: 250, green: 250, blue: 250) == .indexed(255))
    }

    @Test func coloursComeDownTheLadder() {
        let orange = Color.indexed(208)
        #expect(orange.fitted(to: .trueColor) == orange)
        #expect(orange.fitted(to: .palette256) == orange)
        #expect(Color.indexed(196).fitted(to: .sixteen) == .brightRed)
        #expect(Color.indexed(196).fitted(to: .eight) == .red)
        #expect(Color.indexed(21).fitted(to: .sixteen) == .blue)
        #expect(Color.brightBlue.fitted(to: .sixteen) == .brightBlue)
        #expect(Color.brightBlue.fitted(to: .eight) == .blue)
        #expect(Color.brightBlack.fitted(to: .eight) == .default, "grey becomes the terminal's colour, not black")
        #expect(Color.indexed(244).fitted(to: .eight) == .default)
        #expect(Color.red.fitted(to: .none) == .default)
        #expect(Color.default.fitted(to: .eight) == .default)
        let style = Style(foreground: .indexed(196), background: .indexed(21), attributes: .bold)
        #expect(style.fitted(to: .eight) == Style(foreground: .red, background: .blue, attributes: .bold))
        #expect(style.fitted(to: .none) == .bold)
    }

    @Test(arguments: [
        ("red", Style(foreground: .red)),
        ("white on blue bold", Style(foreground: .white, background: .blue, attributes: .bold)),
        ("reverse", .reverse),
        ("plain", .plain),
        ("bold underline on #ff0000", Style(background: .indexed(196), attributes: [.bold, .underline])),
        ("208", Style(foreground: .indexed(208))),
        ("12", Style(foreground: .brightBlue)),
        ("Bright-Cyan, dim", Style(foreground: .brightCyan, attributes: .dim)),
        ("grey italic", Style(foreground: .brightBlack, attributes: .italic)),
        ("default on 236", Style(background: .indexed(236))),
    ])
    func stylesAreReadFromWords(spec: String, style: Style) throws {
        #expect(try Style(spec: spec) == style)
        #expect(try Style(spec: style.spec) == style, "\(style.spec) reads back")
    }

    @Test(arguments: [
        ("", "empty style (write colours and attributes, e.g. \"white on blue bold\")"),
        (
            "blu",
            "unknown colour or attribute 'blu' (colours: a colour name (red, bright-blue...), #rrggbb or 0-255; attributes: bold, dim, italic, underline, reverse)"
        ),
        ("#12345", "invalid colour '#12345' (#rrggbb takes six hex digits)"),
        ("#12345g", "invalid colour '#12345g' (#rrggbb takes six hex digits)"),
        ("256", "invalid colour index 256 (0-255)"),
        ("red blue", "two foreground colours 'red' and 'blue' (write 'red on blue' for a background)"),
        ("red on", "'on' needs a background colour after it"),
        ("on red on blue", "two background colours 'red' and 'blue'"),
        (
            "bold plain",
            "unknown colour or attribute 'plain' (colours: a colour name (red, bright-blue...), #rrggbb or 0-255; attributes: bold, dim, italic, underline, reverse)"
        ),
    ])
    func aBadStyleSaysWhatIsWrong(spec: String, message: String) {
        #expect(throws: StyleSpecError(message: message)) { try Style(spec: spec) }
    }

    @Test func withoutColourAThemeFallsBackToMonosStylesForWhatNeededColour() {
        let custom = Theme.dark.replacing(.muted, with: .underline).replacing(
            .error, with: Style(foreground: .red, attributes: .italic))
        let fitted = custom.fitted(to: .none)
        #expect(fitted[.selection] == .reverse)
        #expect(fitted[.status] == .reverse)
        #expect(fitted[.muted] == .underline, "an attributes-only style is kept")
        #expect(fitted[.error] == Theme.mono[.error])
        #expect(fitted[.field] == .underline)
        #expect(
            Theme.Role.allCases.allSatisfy { fitted[$0].foreground == .default && fitted[$0].background == .default })
    }

    @Test func everyColourThemeKeepsItsStylesOn16ColoursAndFitsThemOn8() {
        for theme in [Theme.dark, .light, .highContrast] {
            #expect(theme.fitted(to: .sixteen) == theme, "\(theme.name) uses the 16 named colours")
            let eight = theme.fitted(to: .eight)
            for role in Theme.Role.allCases {
                #expect(eight[role].foreground.paletteIndex < 8 && eight[role].background.paletteIndex < 8)
                #expect(eight[role].attributes == theme[role].attributes)
            }
        }
        #expect(Theme.named("high-contrast") == .highContrast)
        #expect(Theme.named("blue") == nil)
        #expect(Theme.Role(name: "key-hint") == .keyHint)
    }
}
