// The app under each theme: what it says and how each cell looks.
import TerminalUI
import Testing

@MainActor @Suite struct ThemeSnapshotTests {
    private func usersScreen(_ theme: Theme, depth: ColorDepth = .palette256) async -> AppHarness {
        var world = World()
        world.users = Array(Fixtures.users.prefix(3))
        world.theme = theme
        world.colorDepth = depth
        let harness = AppHarness(width: 44, height: 12, world: world)
        #expect(await harness.waitForUsers())
        return harness
    }

    private let text = """
         Users  Posts  Weather
        ┌─ Users (3) ──────────────────────────────┐
        │Name            Username   Email          │
        │Leanne Graham   Bret       bret@example.c…│
        │Zoë Müller      zoe        zoe@example.com│
        │José            jose       jose@example.c…│
        │                                          │
        │                                          │
        │                                          │
        │                                          │
        └──────────────────────────────────────────┘
         ? help  / filter  n new  r refresh  q quit
        """

    /// The dark and light themes draw the same roles in the same cells: the selected tab and
    /// row (S), the other tabs (t), the border (B) with its title (`title`: T, or F where the
    /// title's style is the focused border's), the column titles (H), the status line (s) with
    /// its key names (k).
    private func colourMask(title: Character) -> String {
        """
        SSSSSSSttttttttttttttttttttttttttttttt
        BB\(String(repeating: title, count: 11))BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
        BHHHH            HHHHHHHH   HHHHH          B
        BSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSB
        B                                          B
        B                                          B
        B                                          B
        B                                          B
        B                                          B
        B                                          B
        BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB
        skssssssskssssssssskssssssksssssssssskssssss
        """
    }

    @Test func darkDrawsTheRolesInItsColours() async {
        let harness = await usersScreen(.dark)
        expectScreen(harness.screen, text)
        #expect(harness.terminal.styleMask(Theme.dark.maskLegend) == colourMask(title: "T"))
        #expect(
            harness.terminal.screen[1, 3].style == Style(foreground: .brightWhite, background: .blue, attributes: .bold)
        )
        #expect(harness.terminal.screen[3, 1].style == Style(foreground: .brightCyan, attributes: .bold))
        #expect(harness.terminal.screen[0, 3].style == Style(foreground: .brightBlack))
        #expect(harness.terminal.screen[4, 11].style == Style(foreground: .black, background: .white))
        #expect(harness.terminal.screen[1, 11].style == Style(foreground: .blue, background: .white, attributes: .bold))
    }

    @Test func lightKeepsTextDarkForALightBackground() async {
        let harness = await usersScreen(.light)
        expectScreen(harness.screen, text)
        #expect(harness.terminal.styleMask(Theme.light.maskLegend) == colourMask(title: "F"))
        #expect(harness.terminal.screen[3, 1].style == Style(foreground: .blue, attributes: .bold))
        #expect(harness.terminal.screen[4, 11].style == Style(foreground: .black, background: .white))
        #expect(harness.terminal.screen[1, 11].style == Style(foreground: .blue, background: .white, attributes: .bold))
        // Text straight on the terminal's (light) background is never in a light colour.
        let onBackground = (0..<12).flatMap { y in (0..<44).map { harness.terminal.screen[$0, y].style } }
            .filter { $0.background == .default }.map(\.foreground)
        let lightColours: Set<Color> = [.yellow, .brightYellow, .cyan, .brightCyan, .white, .brightWhite, .brightGreen]
        #expect(!onBackground.contains(where: lightColours.contains))
    }

    @Test func monoDrawsWithAttributesAlone() async {
        let harness = await usersScreen(.mono)
        expectScreen(harness.screen, text)
        let legend: [Character: Style] = [
            " ": .plain, "r": .reverse, "b": .bold, "R": Style(attributes: [.bold, .reverse]),
        ]
        #expect(
            harness.terminal.styleMask(legend) == """
                RRRRRRR
                  bbbbbbbbbbb
                 bbbb            bbbbbbbb   bbbbb
                 rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr







                rRrrrrrrrRrrrrrrrrrRrrrrrrRrrrrrrrrrrRrrrrrr
                """)
    }

    @Test func withoutColourEveryThemeLooksLikeMono() async {
        let mono = await usersScreen(.mono).terminal.screen
        for theme in [Theme.dark, .light, .highContrast] {
            let harness = await usersScreen(theme, depth: .none)
            #expect(harness.terminal.screen == mono, "\(theme.name) without colour")
        }
    }

    @Test func anErrorOnTheStatusLineIsInTheErrorStyleAndHintsAreNot() async {
        let harness = await Scenario.statusError.run(width: 80, height: 24)
        let line = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[23]
        #expect(line.hasPrefix(" Cannot connect to 127.0.0.1:9"))
        let error = Theme.dark[.status].merging(Theme.dark[.error])
        #expect((1..<30).allSatisfy { harness.terminal.screen[$0, 23].style == error })
        #expect(harness.terminal.screen[0, 23].style == Theme.dark[.status])
        let hints = await usersScreen(.dark)
        #expect(hints.terminal.screen[4, 11].style == Theme.dark[.status], "hint words are plain status text")
    }

    @Test func on8ColoursTheDarkThemeUsesItsPlainColours() async {
        let harness = await usersScreen(.dark, depth: .eight)
        #expect(harness.terminal.screen[1, 3].style == Style(foreground: .white, background: .blue, attributes: .bold))
        #expect(harness.terminal.screen[0, 3].style == .plain, "grey lines are the terminal's colour")
        #expect(harness.terminal.screen[3, 1].style == Style(foreground: .cyan, attributes: .bold))
    }
}
