// The help overlay: opens and closes with ? and Esc, is modal, and scrolls when taller than the terminal.
import TerminalUI
import Testing

@MainActor @Suite struct HelpTests {
    @Test func questionMarkTogglesHelpAndEscapeClosesIt() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"))
        #expect(harness.screen.contains("Keys (? or Esc close, j/k scroll)"))
        await harness.press(.character("?"))
        #expect(!harness.screen.contains("Keys ("))
        await harness.press(.character("?"), .escape)
        #expect(!harness.screen.contains("Keys ("))
        #expect(harness.screen.contains("┌─ Users (10) ─"), "Esc closed help without going anywhere")
    }

    @Test func helpIsModal() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"), .character("2"), .enter, .character("n"))
        await harness.press(.escape)
        #expect(harness.screen.contains("┌─ Users (10) ─"))
        #expect(!harness.screen.contains("New user"))
    }

    @Test func helpFitsIn80x24AndScrollsToTheLastBinding() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"))
        let rows = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 24)
        #expect(rows[0].contains("┌─ Keys"))
        #expect(rows[23].contains("└──"), "the box closes on the last row")
        #expect(!harness.screen.contains("Move to the end"))

        await harness.press(.character("G"))
        #expect(harness.screen.contains("Text fields"))
        #expect(!harness.screen.contains("│ App "))
        await harness.press(.character("g"))
        #expect(harness.screen.contains("│ App "))
        await harness.press(.character("j"), .character("j"))
        #expect(!harness.screen.contains("│ App "))
        #expect(harness.screen.contains("Show or hide this help"))
        await harness.press(.character("k"), .character("k"))
        #expect(harness.screen.contains("│ App "))
    }

    @Test func helpOpensAtTheTopAgain() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"), .character("G"), .escape, .character("?"))
        #expect(harness.screen.contains("│ App "))
    }
}
