// The counter screen (`@StateViewModel`) and the inline counters (`WithViewModel`), as text
// snapshots, and what happens to their view models when the screen leaves the tree.
import ExampleKit
import TerminalUI
import Testing

@MainActor @Suite struct CounterExampleTests {
    @Test("The example app opens on the counter at zero")
    func opensOnTheCounter() {
        let harness = ExampleHarness { ExamplesView() }
        #expect(
            harness.screen == """
                 Counter  Users  Inline
                ┌─ Counter ────────────────────────────────────────────────┐
                │ Count: 0                                                 │
                │                                                          │
                │ + or Up adds one, - or Down takes one away, 0 resets.    │
                │                                                          │
                │ The count lives in a @StateViewModel: switch screens and │
                │ it starts again at 0.                                    │
                │                                                          │
                │                                                          │
                └──────────────────────────────────────────────────────────┘
                 1-3 or Tab switch screens                           q quit
                """)
    }

    @Test("Keys change the count through the view model's intents")
    func keysChangeTheCount() {
        let harness = ExampleHarness { ExamplesView() }
        harness.press(.character("+"), .character("+"), .up, .character("-"))
        #expect(harness.screen.contains("│ Count: 2 "))
        harness.press(.down, .down, .down)
        #expect(harness.screen.contains("│ Count: -1 "))
        harness.press(.character("0"))
        #expect(harness.screen.contains("│ Count: 0 "))
    }

    @Test("The counter's view model is released when its screen leaves, so it starts again at 0")
    func counterStartsAgainAfterLeaving() {
        let harness = ExampleHarness { ExamplesView() }
        harness.press(.character("+"), .character("+"))
        #expect(harness.screen.contains("Count: 2"))
        harness.press(.character("3"))
        #expect(!harness.screen.contains("Count:"))
        harness.press(.character("1"))
        #expect(harness.screen.contains("│ Count: 0 "))
    }

    @Test("Each WithViewModel owns its own view model")
    func inlineCountersAreIndependent() {
        let harness = ExampleHarness { ExamplesView() }
        harness.press(.character("3"), .character("a"), .character("a"), .character("b"))
        #expect(
            harness.screen == """
                 Counter  Users  Inline
                ┌─ Inline ─────────────────────────────────────────────────┐
                │ a: 2                                                     │
                │                                                          │
                │ b: 10                                                    │
                │                                                          │
                │ Each WithViewModel owns its own view model: a adds 1, b  │
                │ adds 10.                                                 │
                │                                                          │
                │                                                          │
                └──────────────────────────────────────────────────────────┘
                 1-3 or Tab switch screens                           q quit
                """)
    }

    @Test("Tab and Shift-Tab cycle through the screens; q quits")
    func tabsCycleAndQQuits() {
        let harness = ExampleHarness { ExamplesView() }
        harness.press(.tab)
        #expect(harness.screen.contains("┌─ Users "))
        harness.press(.tab, .tab)
        #expect(harness.screen.contains("┌─ Counter "))
        harness.press(.backTab)
        #expect(harness.screen.contains("┌─ Inline "))
        #expect(!harness.app.isQuitRequested)
        harness.press(.character("q"))
        #expect(harness.app.isQuitRequested)
    }
}
