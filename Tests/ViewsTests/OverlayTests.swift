// Overlays drawn over wide (CJK) text: the row underneath must keep its width.
import TerminalUI
import Testing

@MainActor @Suite struct OverlayTests {
    @Test func formOverlayOverHalfOfAWideCharacterKeepsTheRowWidth() async {
        var world = World()
        // `│Hiroshi 山田`: 山 takes columns 9 and 10; the 60-wide form's left edge is column 10.
        world.users[5] = Fixtures.user(6, "Hiroshi 山田", username: "hiroshi", company: "Acme")
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        #expect(harness.terminal.screen.text(ofRow: 7).displayWidth == 80)
        await harness.press(.character("n"))
        let row = harness.terminal.screen.text(ofRow: 7)
        #expect(row.contains("┌─ New user ─"))
        #expect(row.displayWidth == 80, "row 7 is \(row.displayWidth) cells wide: \(row)")
    }
}
