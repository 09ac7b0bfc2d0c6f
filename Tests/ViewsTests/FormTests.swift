// The create forms through keys: opening, moving between fields, validation, saving, cancelling.
import TerminalUI
import Testing

@MainActor @Suite struct FormTests {
    @Test func badEmailShowsTheMessageAndKeepsTheFormOpen() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"))
        #expect(harness.screen.contains("┌─ New user ─"))
        await harness.type("Ada")
        await harness.press(.tab)
        await harness.type("ada")
        await harness.press(.tab)
        await harness.type("nope")
        await harness.press(.enter)
        #expect(harness.screen.contains("Email must look like name@example.com"))
        #expect(harness.screen.contains("┌─ New user ─"))
        #expect(harness.screen.contains("┌─ Users (10) ─"))
    }

    @Test func emptySubmitNamesEveryMissingField() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"), .enter)
        #expect(harness.screen.contains("Name is required"))
        #expect(harness.screen.contains("Username is required"))
        #expect(harness.screen.contains("Email is required"))
    }

    @Test func tabMovesBetweenFieldsAndShiftTabBack() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"), .tab)
        await harness.type("second")
        await harness.press(.backTab)
        await harness.type("first")
        #expect(harness.screen.contains("│ Name:     first "))
        #expect(harness.screen.contains("│ Username: second "))
    }

    @Test func validSubmitAddsTheUserAndSelectsIt() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"))
        await harness.type("Ada Lovelace")
        await harness.press(.tab)
        await harness.type("ada")
        await harness.press(.tab)
        await harness.type("ada@example.com")
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Users (11) ─"))
        #expect(!harness.screen.contains("New user"))
        #expect(harness.screen.contains("│Ada Lovelace "))
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Ada Lovelace ─"), "the new user is selected")
        #expect(harness.screen.contains("Email     ada@example.com"))
    }

    @Test func escapeCancelsTheForm() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("n"))
        await harness.type("Someone")
        await harness.press(.escape)
        #expect(!harness.screen.contains("New user"))
        #expect(harness.screen.contains("┌─ Users (10) ─"))
    }

    @Test func newPostPicksAnAuthorAndIsAdded() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(await harness.waitFor("┌─ Posts (12) ─"))
        await harness.press(.character("n"))
        #expect(await harness.waitFor("‹ Leanne Graham ›"))
        await harness.type("A fresh title")
        await harness.press(.tab)
        await harness.type("Some words")
        await harness.press(.tab, .right)
        #expect(harness.screen.contains("‹ Zoë Müller ›"))
        await harness.press(.enter)
        #expect(await harness.waitFor("┌─ Posts (13) ─"))
        #expect(harness.screen.contains("│A fresh title "))
        await harness.press(.enter)
        #expect(await harness.waitFor("by Zoë Müller (@zoe)"), "the new post is selected")
    }
}
