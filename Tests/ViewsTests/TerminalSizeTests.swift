// Resizing: the screen is laid out again for the new size, and too small a terminal says so.
import Testing
import TerminalUI

@MainActor @Suite struct TerminalSizeTests {
    @Test func tooSmallTerminalSaysTheSizeNeeded() async {
        let harness = AppHarness(width: 30, height: 8)
        await harness.settle()
        // The sentence wraps by words, keeping `(need 40x12)` together.
        expectScreen(harness.screen, """



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

    @Test func resizeRedrawsEveryCell() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.resize(width: 120, height: 40)
        #expect(harness.terminal.updates.last?.isFullRedraw == true)
        #expect(harness.terminal.cellsInLastUpdate == 120 * 40)
    }
}
