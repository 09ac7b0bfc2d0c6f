// Moving around with keys: into a user, into a post, back again; switching tabs; quitting.
import TerminalUI
import Testing

@MainActor @Suite struct NavigationTests {
    @Test func enterOpensUserThenPostAndEscapeTwiceReturnsToTheSameRow() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.down, .down, .enter)
        #expect(await harness.waitFor("┌─ José ─"))
        #expect(await harness.waitFor("post number 5 by user 3"))
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Post ─"))
        #expect(harness.screen.contains("by José (@jose)"))
        #expect(await harness.waitFor("Comments (0)"))

        await harness.press(.escape)
        #expect(harness.screen.contains("┌─ José ─"))
        await harness.press(.escape)
        #expect(harness.screen.contains("┌─ Users (10) ─"))
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ José ─"), "the selection stayed on José")
    }

    @Test func hAndLeftGoBackToo() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Leanne Graham ─"))
        await harness.press(.character("h"))
        #expect(harness.screen.contains("┌─ Users (10) ─"))
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Leanne Graham ─"))
        await harness.press(.left)
        #expect(harness.screen.contains("┌─ Users (10) ─"))
    }

    @Test func postsTabOpensAPostWithItsAuthor() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(await harness.waitFor("Posts (12)"))
        await harness.press(.end, .enter)
        #expect(await harness.waitFor("post number 12 by user 10"))
        #expect(harness.screen.contains("by Clementina DuBuque (@Moriah)"))
        await harness.press(.escape)
        #expect(harness.screen.contains("┌─ Posts (12) ─"))
    }

    @Test func digitsSwitchTabs() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(await harness.waitFor("┌─ Posts (12) ─"))
        await harness.press(.character("3"))
        #expect(await harness.waitFor("┌─ Todos (3) ─"))
        await harness.press(.character("4"))
        #expect(await harness.waitFor("┌─ Albums (3) ─"))
        await harness.press(.character("5"))
        #expect(harness.screen.contains("┌─ Weather (°C) ─"))
        await harness.press(.escape, .character("1"))  // leave the city field, where 1 is typed
        #expect(harness.screen.contains("┌─ Users (10) ─"))
    }

    @Test func tabAndShiftTabCycleThroughTheTabs() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.tab)
        #expect(await harness.waitFor("┌─ Posts (12) ─"))
        await harness.press(.tab)
        #expect(await harness.waitFor("┌─ Todos (3) ─"))
        await harness.press(.tab)
        #expect(await harness.waitFor("┌─ Albums (3) ─"))
        await harness.press(.tab)
        #expect(harness.screen.contains("┌─ Weather (°C) ─"))
        await harness.press(.tab)
        #expect(harness.screen.contains("┌─ Users (10) ─"))
        await harness.press(.backTab)
        #expect(harness.screen.contains("┌─ Weather (°C) ─"))
        await harness.press(.backTab)
        #expect(harness.screen.contains("┌─ Albums (3) ─"))
    }

    @Test func tabsKeepTheirScreens() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.down, .enter)
        #expect(await harness.waitFor("┌─ Zoë Müller ─"))
        await harness.press(.character("2"))
        #expect(await harness.waitFor("┌─ Posts (12) ─"))
        await harness.press(.character("1"))
        #expect(harness.screen.contains("┌─ Zoë Müller ─"))
    }

    @Test func qQuits() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        #expect(!harness.app.isQuitRequested)
        await harness.press(.character("q"))
        #expect(harness.app.isQuitRequested)
    }

    @Test func qQuitsFromTheHelpOverlay() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("?"), .character("q"))
        #expect(harness.app.isQuitRequested)
    }

    @Test func ctrlCQuitsEvenInATextField() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather), .control("c"))
        #expect(harness.app.isQuitRequested)
    }

    @Test func qInTheCityFieldIsTyped() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        await harness.type("q1")
        #expect(!harness.app.isQuitRequested)
        #expect(harness.screen.contains("│City: q1 "))
        #expect(harness.screen.contains("┌─ Weather (°C) ─"), "1 was typed, not a tab switch")
        await harness.press(.escape, .character("q"))
        #expect(harness.app.isQuitRequested, "after Esc, q quits")
    }

    @Test func qInTheFilterIsTyped() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("/"))
        await harness.type("qx")
        #expect(!harness.app.isQuitRequested)
        #expect(harness.screen.contains("│/ qx "))
        #expect(harness.screen.contains("No users match “qx”"))
    }

    @Test func qInAFormFieldIsTyped() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"))
        await harness.type("q")
        #expect(!harness.app.isQuitRequested)
        #expect(harness.screen.contains("│ Name:     q "))
    }
}
