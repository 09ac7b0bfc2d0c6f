import Models
import TerminalUI
// The users list through keys and the mouse: filtering with `/`, clicks, double-clicks, the wheel.
import Testing

@MainActor @Suite struct ListInteractionTests {
    @Test func filterKeptWithEnterAndClearedWithEscape() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("/"))
        await harness.type("hoeger")
        #expect(await harness.waitFor("┌─ Users (2 of 10) ─"))
        await harness.press(.enter)
        #expect(harness.screen.contains("Filter: hoeger   (/ edit, Esc clear)"))
        #expect(harness.screen.contains("Glenna Reichert"))
        #expect(!harness.screen.contains("Leanne Graham"))

        await harness.press(.escape)
        #expect(await harness.waitFor("┌─ Users (10) ─"))
        #expect(!harness.screen.contains("Filter:"))
        #expect(harness.screen.contains("Leanne Graham"))
    }

    @Test func escapeWhileTypingClearsTheFilter() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("/"))
        await harness.type("山田")
        #expect(await harness.waitFor("┌─ Users (1 of 10) ─"))
        await harness.press(.escape)
        #expect(await harness.waitFor("┌─ Users (10) ─"))
        #expect(!harness.screen.contains("│/ "))
    }

    @Test func filteredRowOpensTheMatchingUser() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("/"))
        await harness.type("fox")
        #expect(await harness.waitFor("┌─ Users (1 of 10) ─"))
        await harness.press(.enter, .enter)
        #expect(await harness.waitFor("┌─ 🦊 Fox Mulder ─"))
    }

    @Test func clickSelectsARow() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        // Row 0 is the tab bar, row 1 the border, row 2 the header: users start on row 3; José is the third.
        await harness.mouse(.press, x: 10, y: 5)
        #expect(harness.screen.contains("┌─ Users (10) ─"), "a click only selects")
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ José ─"))
    }

    @Test func doubleClickOpensARow() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.mouse(.doubleClick, x: 10, y: 6)
        #expect(await harness.waitFor("┌─ 山田 太郎 ─"))
    }

    @Test func wheelScrollsTheList() async {
        var world = World()
        world.users = (1...60).map { Fixtures.user($0, "Person \($0)", username: "p\($0)", company: "Acme") }
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        #expect(harness.screen.contains("│Person 1 "))
        #expect(!harness.screen.contains("│Person 30 "))
        await harness.mouse(.scrollDown, x: 10, y: 10)
        await harness.mouse(.scrollDown, x: 10, y: 10)
        #expect(!harness.screen.contains("│Person 1 "), "the first rows scrolled away")
        #expect(harness.screen.contains("│Person 7 "))
        await harness.mouse(.scrollUp, x: 10, y: 10)
        await harness.mouse(.scrollUp, x: 10, y: 10)
        #expect(harness.screen.contains("│Person 1 "))
    }

    @Test func clickOnATabTitleSwitchesTab() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.mouse(.press, x: 9, y: 0)  // ` Users  Posts  Weather`: Posts is columns 8-12
        #expect(await harness.waitFor("┌─ Posts (12) ─"))
    }

    @Test func mouseBesideTheHelpOverlayDoesNotReachTheList() async {
        let harness = AppHarness(width: 120, height: 40)
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"))
        await harness.mouse(.doubleClick, x: 5, y: 5)  // José's row, left of the help box
        await harness.press(.escape)
        #expect(harness.screen.contains("┌─ Users (10) ─"), "nothing opened behind the help")
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Leanne Graham ─"), "the selection did not move either")
    }

    @Test func mouseBesideAFormDoesNotReachTheList() async {
        let harness = AppHarness(width: 120, height: 40)
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"))
        await harness.mouse(.doubleClick, x: 5, y: 5)
        #expect(harness.screen.contains("┌─ New user ─"))
        await harness.press(.escape, .enter)
        #expect(await harness.waitFor("┌─ Leanne Graham ─"))
    }

    @Test func wheelOverTheHelpScrollsIt() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"))
        #expect(harness.screen.contains("│ App "))
        await harness.mouse(.scrollDown, x: 40, y: 10)
        #expect(!harness.screen.contains("│ App "))
        await harness.mouse(.scrollUp, x: 40, y: 10)
        #expect(harness.screen.contains("│ App "))
    }
}
