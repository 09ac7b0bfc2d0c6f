// Sorting on screen: the header names the columns and marks the sorted one, `s` and `S` change
// the order, the selection stays on its item, and the arrow has an ASCII stand-in.
import TerminalUI
import Testing

@MainActor @Suite struct SortingViewTests {
    /// The text of screen row `row`.
    private func line(_ harness: AppHarness, _ row: Int) -> String {
        String(harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[row])
    }

    @Test func sSortsByTheNextColumnAndCapitalSTurnsItRound() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        #expect(line(harness, 2).hasPrefix("│Name "))
        #expect(line(harness, 2).contains("Username") && line(harness, 2).contains("Company"))
        await harness.press(.character("s"))
        #expect(await harness.waitFor("Name ▲"))
        #expect(line(harness, 3).hasPrefix("│Chelsey Dietrich "))
        #expect(line(harness, 4).hasPrefix("│Clementina DuBuque "))
        #expect(line(harness, 12).hasPrefix("│🦊 Fox Mulder "))
        await harness.press(.character("S"))
        #expect(await harness.waitFor("Name ▼"))
        #expect(line(harness, 3).hasPrefix("│🦊 Fox Mulder "))
        await harness.press(.character("s"))
        #expect(await harness.waitFor("Username ▲"))
        #expect(!harness.screen.contains("Name ▼") && !harness.screen.contains("Name ▲"))
        #expect(line(harness, 3).hasPrefix("│Leanne Graham          Bret "))
    }

    @Test func theSelectionStaysOnItsItemWhenTheOrderChanges() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.down, .down)  // José
        await harness.press(.character("s"))
        #expect(await harness.waitFor("Name ▲"))
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ José ─"))
    }

    @Test func sortingComposesWithTheFilterAndTheTitleCountsStayRight() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("/"))
        await harness.type("ro")
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Users (4 of 10) ─"))
        await harness.press(.character("s"), .character("S"))
        #expect(await harness.waitFor("Name ▼"))
        #expect(harness.screen.contains("┌─ Users (4 of 10) ─"))
        #expect(line(harness, 3).hasPrefix("│山田 太郎 "))
        #expect(line(harness, 6).hasPrefix("│Kurtis Weissnat "))
        #expect(!line(harness, 7).contains("@"))
    }

    @Test func withoutUnicodeSymbolsTheArrowsAreASCII() async {
        let harness = AppHarness()
        harness.terminal.drawsUnicodeSymbols = false
        #expect(await harness.waitForUsers())
        await harness.press(.character("s"))
        #expect(await harness.waitFor("Name ^"))
        await harness.press(.character("S"))
        #expect(await harness.waitFor("Name v"))
        #expect(!harness.screen.contains("▲") && !harness.screen.contains("▼"))
    }

    @Test func theNaturalOrderTurnedRoundIsSaidInTheTitle() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("S"))
        #expect(await harness.waitFor("┌─ Users (10) · last first ─"))
        #expect(line(harness, 3).hasPrefix("│Clementina DuBuque "))
    }
}
