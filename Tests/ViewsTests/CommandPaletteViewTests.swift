// The command palette in the app: opened with : or Ctrl-P, filtered as you type, Enter runs
// the selected command (a tab, an action, a theme, a city's weather), Esc closes, and nothing
// typed reaches the screen behind.
import TerminalUI
import Testing

@MainActor @Suite struct CommandPaletteViewTests {
    private func openPalette(_ key: Key = .character(":"), world: World = World(), height: Int = 24) async -> AppHarness
    {
        let harness = AppHarness(width: 80, height: height, world: world)
        #expect(await harness.waitForUsers())
        await harness.press(key)
        #expect(harness.screen.contains("Commands (Enter run, Esc close)"))
        return harness
    }

    @Test func listsTheTabsActionsAndThemesWithTheirKeys() async {
        let harness = await openPalette(height: 40)
        for line in ["users", "posts", "todos", "albums", "weather", "quit", "help", "copy-json", "theme light"] {
            #expect(harness.screen.contains("│" + line + " ") || harness.screen.contains(" " + line + " "), "\(line)")
        }
        #expect(harness.screen.contains("Show the Posts tab"))
        #expect(harness.screen.contains("Quit (Ctrl-C always quits)"))
    }

    @Test func typingFiltersAndEnterRunsTheBestMatch() async {
        let harness = await openPalette()
        await harness.type("post")
        #expect(harness.screen.contains(": post"))
        #expect(!harness.screen.contains("theme light"))
        await harness.press(.enter)
        #expect(!harness.screen.contains("Commands ("))
        #expect(await harness.waitFor("Posts ("))
    }

    @Test func ctrlPOpensItAndDownChoosesAnother() async {
        let harness = await openPalette(.control("p"))
        await harness.type("theme")
        await harness.press(.down, .enter)
        #expect(harness.app.theme == .light, "theme dark, then theme light")
        #expect(harness.terminal.screen[3, 1].style == Theme.light[.title])
    }

    @Test func escapeClosesWithoutRunningAnything() async {
        let harness = await openPalette()
        await harness.type("qui")
        await harness.press(.escape)
        #expect(!harness.screen.contains("Commands ("))
        #expect(!harness.app.isQuitRequested)
        #expect(harness.screen.contains("┌─ Users (10) ─"))
    }

    @Test func keysTypedInThePaletteNeverReachTheScreenBehind() async {
        let harness = await openPalette()
        await harness.type("q2n?")
        await harness.press(.tab)
        #expect(!harness.app.isQuitRequested)
        #expect(harness.screen.contains(": q2n?"))
        #expect(harness.screen.contains("No command matches 'q2n?'"))
        await harness.press(.escape)
        #expect(harness.screen.contains("┌─ Users (10) ─"), "still on Users, no form, no help")
    }

    @Test func weatherAndACityLooksItUp() async {
        let harness = await openPalette()
        await harness.type("weather Lima")
        #expect(harness.screen.contains("Look up the weather in Lima"))
        await harness.press(.enter)
        #expect(await harness.waitFor("Temperature"))
    }

    @Test func aRecentCityIsOffered() async {
        var world = World()
        world.recentCities = ["Oslo"]
        let harness = await openPalette(world: world)
        await harness.type("osl")
        #expect(harness.screen.contains("weather Oslo"))
    }

    @Test func quitFromThePaletteQuits() async {
        let harness = await openPalette()
        await harness.type("quit")
        await harness.press(.enter)
        #expect(harness.app.isQuitRequested)
    }
}
