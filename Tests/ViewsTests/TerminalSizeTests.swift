// Resizing: the screen is laid out again for the new size, and too small a terminal says so
// over the app, which keeps everything (forms, filter, detail, help, tab) for when it grows.
import TerminalUI
import Testing

/// Keys that leave the app in some state worth keeping through a shrink.
struct OpenState: Sendable, CustomTestStringConvertible {
    var name: String
    var keys: [Key]
    var shows: String
    var testDescription: String { name }

    init(_ name: String, _ keys: [Key], shows: String) {
        self.name = name
        self.keys = keys
        self.shows = shows
    }

    static func typing(_ text: String) -> [Key] { text.map { Key.character($0) } }

    static let all: [OpenState] = [
        OpenState(
            "a new-user form with typed text", [.character("n")] + typing("Ada Love") + [.tab] + typing("ada"),
            shows: "Ada Love"),
        OpenState("a filter being typed", [.character("/")] + typing("Graham"), shows: "Graham"),
        OpenState("a kept filter", [.character("/")] + typing("Graham") + [.enter], shows: "Filter: Graham"),
        OpenState("a user's detail", [.enter], shows: "Phone"),
        OpenState("the help overlay", [.character("?")], shows: "Ctrl-C"),
        OpenState("the posts tab", [.character("2")], shows: "Posts ("),
        OpenState("a city being typed", [.character("5")] + typing("Lisbo"), shows: "Lisbo"),
        OpenState("a new-post form", [.character("2"), .character("n")] + typing("A title"), shows: "A title"),
    ]
}

@MainActor @Suite struct TerminalSizeTests {
    @Test func tooSmallTerminalSaysTheSizeNeeded() async {
        let harness = AppHarness(width: 30, height: 8)
        await harness.settle()
        // The sentence wraps by words, keeping `(need 40x12)` together.
        expectScreen(
            harness.screen,
            """



                  Terminal too small
                     (need 40x12)



            """)
    }

    @Test func resizingBetween80x24And120x40RelaysTheScreen() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        let small = harness.screen
        let large = await Scenario.usersList.run(width: 120, height: 40).screen
        await harness.resize(width: 120, height: 40)
        expectScreen(harness.screen, large)
        await harness.resize(width: 80, height: 24)
        expectScreen(harness.screen, small)
    }

    @Test func resizingIntoTooSmallAndBackRestoresTheScreen() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        let before = harness.screen
        await harness.resize(width: 30, height: 8)
        #expect(harness.screen.contains("Terminal too small"))
        await harness.resize(width: 80, height: 24)
        expectScreen(harness.screen, before)
    }

    @Test("shrinking below the minimum and back keeps", arguments: OpenState.all)
    func shrinkingBelowTheMinimumAndBackKeeps(_ state: OpenState) async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        for key in state.keys { await harness.press(key) }
        #expect(await harness.waitFor(state.shows))
        let before = harness.screen
        for size in [(30, 8), (39, 24), (80, 11)] {
            await harness.resize(width: size.0, height: size.1)
            #expect(harness.screen.contains("Terminal too small"))
            // Keys other than q and Ctrl-C do nothing while covered.
            await harness.type("xj")
            await harness.press(.escape, .backspace, .enter)
            #expect(!harness.app.isQuitRequested)
        }
        await harness.resize(width: 80, height: 24)
        expectScreen(harness.screen, before)
        #expect(harness.screen.contains(state.shows))
    }

    @Test func qQuitsWhileCovered() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"))
        await harness.resize(width: 30, height: 8)
        await harness.press(.character("q"))
        #expect(harness.app.isQuitRequested)
    }

    @Test func resizeRedrawsEveryCell() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.resize(width: 120, height: 40)
        #expect(harness.terminal.updates.last?.isFullRedraw == true)
        #expect(harness.terminal.cellsInLastUpdate == 120 * 40)
    }
}
