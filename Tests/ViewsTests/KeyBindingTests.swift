// The [keys] table in force: a remapped key works and the old one does not, help and the status
// line show the keys in force, and the defaults never conflict.
import TerminalUI
import Testing
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

    @Test func aRemappedOpenOpensAndEnterNoLongerDoes() async {
        let harness = AppHarness(world: world(["open": [.character("o")]]))
        #expect(await harness.waitForUsers())
        await harness.press(.enter)
        // The user's detail has a Phone field; the list's header has no Phone column.
        #expect(!harness.screen.contains("Phone"), "Enter no longer opens")
        await harness.press(.character("o"))
        #expect(await harness.waitFor("Phone"))
        await harness.press(.escape, .character("?"))
        #expect(harness.screen.contains("│   o                         Open the selected item"))
    }

    @Test func listAndScreenKeysFollowTheKeyMap() async {
        let harness = AppHarness(
            world: world([
                "filter": [.character("F")], "down": [.character("x")],
                "raw-json": [.function(5)], "next-match": [.character("m")],
            ]))
        #expect(await harness.waitForUsers())
        #expect(harness.screen.hasSuffix(" ? help  F filter  n new  r refresh  q quit"))
        await harness.press(.character("j"), .character("x"), .character("J"))
        #expect(!harness.screen.contains("┌─ JSON "), "J is no longer the raw key")
        await harness.press(.function(5))
        #expect(harness.screen.contains("\"email\": \"zoe@example.com\""), "x moved down once; j did nothing")
        #expect(harness.screen.contains("/ search  m next  N previous  Esc close"))
        await harness.press(.escape, .character("F"))
        #expect(harness.screen.contains("type to filter"))
    }

    @Test func aRemappedTodoToggleWorksAndIsHinted() async {
        let harness = AppHarness(world: world(["toggle-todo": [.character("x")]], startTab: .todos))
        #expect(await harness.waitFor("Todos ("))
        #expect(harness.screen.contains(" ? help  x toggle  f all/open/done  n new  e edit  d delete  q quit"))
        let before = harness.screen
        await harness.press(.character(" "))
        #expect(harness.screen == before, "Space no longer toggles")
        await harness.press(.character("x"))
        #expect(await harness.waitUntil { harness.screen != before })
    }
}
