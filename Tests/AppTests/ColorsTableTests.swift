// The [colors] table: styles read and laid over the chosen theme, each problem pinned to its
// text and place, and --print-config writing them back.
import TerminalUI
import Testing

@testable import users_tui

@MainActor
struct ColorsTableTests {
    private func problem(_ text: String) -> String? {
        do {
            _ = try ConfigFile.apply(text: text, to: Options())
            return nil
        } catch let problem as ConfigProblem {
            return "\(problem.position): \(problem.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func stylesReplaceTheThemesOwnAndTheRestStay() throws {
        let options = try ConfigFile.apply(
            text: """
                theme = "light"
                [colors]
                selection = "black on #ffd75f bold"
                muted = 245
                border = "reverse"
                key-hint = "bright-yellow underline"
                """, to: Options())
        let theme = Configuration(options: options, environment: [:]).theme
        #expect(theme.name == "light")
        #expect(theme[.selection] == Style(foreground: .black, background: .indexed(221), attributes: .bold))
        #expect(theme[.muted] == Style(foreground: .indexed(245)))
        #expect(theme[.border] == .reverse)
        #expect(theme[.keyHint] == Style(foreground: .brightYellow, attributes: .underline))
        let replaced: Set<Theme.Role> = [.selection, .muted, .border, .keyHint]
        for role in Theme.Role.allCases where !replaced.contains(role) {
            #expect(theme[role] == Theme.light[role], "\(role.name) is light's own")
        }
    }

    @Test func eachThemeNameGivesItsTheme() throws {
        for name in ["dark", "light", "high-contrast", "mono"] {
            let options = try ConfigFile.apply(text: "theme = \"\(name)\"", to: Options())
            #expect(Configuration(options: options, environment: [:]).theme == Theme.named(name))
        }
        #expect(Configuration(options: Options(), environment: [:]).theme == .dark, "dark by default")
    }

    @Test(arguments: [
        ("[colors]\nselction = \"red\"", "2:1: unknown style 'selction' (did you mean 'selection'?)"),
        (
            "[colors]\nselection = \"blu\"",
            "2:13: colors.selection: unknown colour or attribute 'blu' (colours: a colour name (red, bright-blue...), #rrggbb or 0-255; attributes: bold, dim, italic, underline, reverse)"
        ),
        ("[colors]\nmuted = \"#12\"", "2:9: colors.muted: invalid colour '#12' (#rrggbb takes six hex digits)"),
        ("[colors]\nmuted = \"300\"", "2:9: colors.muted: invalid colour index 300 (0-255)"),
        (
            "[colors]\nerror = \"red green\"",
            "2:9: colors.error: two foreground colours 'red' and 'green' (write 'red on green' for a background)"
        ),
        (
            "[colors]\nerror = \"\"",
            "2:9: colors.error: empty style (write colours and attributes, e.g. \"white on blue bold\")"
        ),
        (
            "[colors]\nselection = 300",
            "2:13: invalid colors.selection 300 (allowed: a palette index 0-255, or words like \"white on blue bold\")"
        ),
        (
            "[colors]\nselection = true",
            "2:13: colors.selection must be a style like \"white on blue bold\" or a colour index 0-255, not true or false"
        ),
        (
            "[theme]\nselection = \"red\"",
            "1:2: unknown table [theme] (styles go in [colors]; theme = \"...\" picks the theme)"
        ),
        ("[colrs]", "1:2: unknown table [colrs] (did you mean [colors]?)"),
        ("colors = 1", "1:1: unknown key 'colors' ('colors' is a table: write [colors])"),
    ])
    func everyProblemSaysWhereAndWhat(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test func printConfigWritesTheReplacedStylesAndCommentsTheRest() throws {
        let options = try ConfigFile.apply(
            text: "theme = \"dark\"\n[colors]\nselection = \"white on 24 bold\"\n", to: Options())
        let printed = ConfigPrinter.text(for: Configuration(options: options, environment: [:]))
        #expect(printed.contains("\n[colors]\nselection = \"white on 24 bold\"\n# title = \"bright-cyan bold\"\n"))
        #expect(printed.contains("\n# key-hint = \"blue bold\"\n"))
        let reread = try ConfigFile.apply(text: printed, to: Options())
        #expect(
            reread.settings.colorOverrides == [
                .selection: Style(foreground: .white, background: .indexed(24), attributes: .bold)
            ])
    }
}
