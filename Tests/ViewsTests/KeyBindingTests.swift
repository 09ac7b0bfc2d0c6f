// The [keys] table in force: a remapped key works and the old one does not, help and the status
// line show the keys in force, and the defaults never conflict.
import Testing
import TerminalUI
import ViewModels
import Views

@MainActor @Suite struct KeyBindingTests {
    private func world(_ overrides: [String: [Key]], startTab: AppTab = .users) -> World {
        var world = World()
        world.rootSettings = RootSettings(startTab: startTab, keyMap: ActionKeyMap(overrides: overrides))
        return world
    }

    @Test func theDefaultKeysNeverConflict() {
        #expect(ActionKeyMap().conflicts == [])
        #expect(Set(AppAction.all.map(\.name)).count == AppAction.all.count, "names are unique")
    }

    @Test func aRemappedQuitQuitsAndTheOldKeyDoesNot() async {
        let harness = AppHarness(world: world(["quit": [.control("q")]]))
        #expect(await harness.waitForUsers())
        await harness.press(.character("q"))
        #expect(!harness.app.isQuitRequested)
        await harness.press(.control("q"))
        #expect(harness.app.isQuitRequested)
    }

    @Test func theDefaultQuitStillWorks() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("q"))
        #expect(harness.app.isQuitRequested)
    }

    @Test func helpAndTheStatusLineShowTheKeysInForce() async {
        let harness = AppHarness(world: world(["quit": [.control("q"), .character("Q")], "help": [.function(1)]]))
        #expect(await harness.waitForUsers())
        #expect(harness.screen.hasSuffix(" F1 help  / filter  n new  r refresh  Ctrl-Q quit"))
        await harness.press(.character("?"))
        #expect(!harness.screen.contains("Keys ("), "? no longer opens help")
        await harness.press(.function(1))
        #expect(harness.screen.contains("Keys (F1 or Esc close, j/k scroll)"))
        #expect(harness.screen.contains("Ctrl-Q Q Ctrl-C"))
        #expect(harness.screen.contains("F1 "))
        await harness.press(.function(1))
        #expect(!harness.screen.contains("Keys ("))
    }

    @Test func remappedTabKeysSwitchTabs() async {
        let harness = AppHarness(world: world(["tab-posts": [.character("P")], "next-tab": [.function(2)]]))
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(harness.screen.contains("┌─ Users (10) ─"), "2 no longer switches")
        await harness.press(.character("P"))
        #expect(await harness.waitFor("┌─ Posts ("))
        await harness.press(.function(2))
        #expect(await harness.waitFor("┌─ Todos ("))
    }

    @Test func theConfiguredStartTabIsShownFirst() async {
        let harness = AppHarness(world: world([:], startTab: .posts))
        #expect(await harness.waitFor("┌─ Posts ("))
    }
}
