// TabBar, StatusBar, Spinner, HelpOverlay, ScrollableText, Sparkline and BarChart.
import Testing

@testable import TerminalUI

/// Selection and scroll holders, as view models would be.
@MainActor final class WidgetModel {
    var tab = 0
    var scroll = ScrollState()
}

@MainActor @Suite struct WidgetBarsAndChartsTests {
    @Test func tabBarHighlightsTheSelectedTab() {
        let snapshot = Snapshot(width: 30, height: 1) { TabBar(titles: ["Users", "Posts", "Weather"], selection: 1) }
        #expect(snapshot.text == " Users  Posts  Weather")
        #expect(snapshot.cell(8, 0).style == Theme.dark[.tabSelected])
        #expect(snapshot.cell(1, 0).style == Theme.dark[.tab])
        let mono = Snapshot(width: 30, height: 1, theme: .mono) {
            TabBar(titles: ["Users", "Posts", "Weather"], selection: 1)
        }
        #expect(mono.cell(8, 0).style.attributes == [.bold, .reverse])
        #expect(mono.cell(1, 0).style == .plain)
        #expect(
            Snapshot(width: 10, height: 1) { TabBar(titles: ["Users", "Posts", "Weather"], selection: 0) }.text
                == " Users  Po")
    }

    @Test func tabBarClickSelects() {
        let model = WidgetModel()
        let snapshot = Snapshot(width: 30, height: 1) {
            TabBar(titles: ["Users", "Posts", "天気"], selection: model.tab, onSelect: { model.tab = $0 })
        }
        snapshot.send(.mouse(MouseEvent(.press, at: Point(x: 16, y: 0))))
        #expect(model.tab == 2)
        snapshot.send(.mouse(MouseEvent(.press, at: Point(x: 8, y: 0))))
        #expect(model.tab == 1)
    }

    @Test func tabKeysCycleAndJump() {
        #expect(TabBar.selection(for: .tab, current: 2, count: 3) == 0)
        #expect(TabBar.selection(for: .backTab, current: 0, count: 3) == 2)
        #expect(TabBar.selection(for: .character("2"), current: 0, count: 3) == 1)
        #expect(TabBar.selection(for: .character("4"), current: 0, count: 3) == nil)
        #expect(TabBar.selection(for: .character("j"), current: 0, count: 3) == nil)
    }

    @Test func statusBarPutsSegmentsAtBothEnds() {
        let bar = { @MainActor in StatusBar(left: ["Users loaded", "cached 2m ago"], right: ["? help"]) }
        #expect(Snapshot(width: 40, height: 1, bar).text == " Users loaded │ cached 2m ago    ? help")
        #expect(Snapshot(width: 20, height: 1, bar).text == " Users load… ? help")
        #expect(Snapshot(width: 10, height: 1, bar).text == " … ? help")
        let snapshot = Snapshot(width: 20, height: 1, bar)
        #expect((0..<20).allSatisfy { snapshot.cell($0, 0).style == Theme.dark[.status] })
        let mono = Snapshot(width: 20, height: 1, theme: .mono, bar)
        #expect((0..<20).allSatisfy { mono.cell($0, 0).style == .reverse })
    }

    @Test func statusBarDefusesServerErrors() {
        let snapshot = Snapshot(width: 30, height: 1) { StatusBar(left: ["HTTP 500: \u{1B}[2Jboom"]) }
        #expect(snapshot.text == " HTTP 500: \u{FFFD}[2Jboom")
    }

    @Test func busyStatusBarSpinsAndAsksForAFrame() {
        let snapshot = Snapshot(width: 20, height: 1) { StatusBar(left: ["Loading"], isBusy: true) }
        #expect(snapshot.text == " ⠋ Loading")
        #expect(snapshot.application.nextAnimationDeadline != nil)
    }

    @Test func spinnerFramesFollowTheClock() {
        #expect(Spinner.frame(after: .zero) == "⠋")
        #expect(Spinner.frame(after: .milliseconds(99)) == "⠋")
        #expect(Spinner.frame(after: .milliseconds(100)) == "⠙")
        #expect(Spinner.frame(after: .milliseconds(1150)) == "⠙")
    }

    @Test func spinnerDrawsAndRequestsTheNextFrameIn100ms() throws {
        let clock = ManualClock()
        let snapshot = Snapshot(width: 20, height: 1, clock: clock) { Spinner("Loading users") }
        #expect(snapshot.text == "⠋ Loading users")
        #expect(snapshot.application.nextAnimationDeadline == clock.now + .milliseconds(100))
    }

    @Test func spinnerTurnsAsTheClockAdvancesAndAsksForTheFollowingFrame() {
        let clock = ManualClock()
        let snapshot = Snapshot(width: 20, height: 1, clock: clock) { Spinner("Loading users") }
        clock.advance(by: .milliseconds(99))
        snapshot.application.renderFrame()
        #expect(snapshot.text == "⠋ Loading users", "not yet time for the next frame")
        #expect(snapshot.application.nextAnimationDeadline == clock.now + .milliseconds(1))
        clock.advance(by: .milliseconds(1))
        snapshot.application.renderFrame()
        #expect(snapshot.text == "⠙ Loading users")
        clock.advance(by: .milliseconds(250))
        snapshot.application.renderFrame()
        #expect(snapshot.text == "⠸ Loading users")
        #expect(snapshot.application.nextAnimationDeadline == clock.now + .milliseconds(50))
    }

    @Test func busyStatusBarTurnsWithTheClock() {
        let clock = ManualClock()
        let snapshot = Snapshot(width: 20, height: 1, clock: clock) { StatusBar(left: ["Loading"], isBusy: true) }
        clock.advance(by: .milliseconds(200))
        snapshot.application.renderFrame()
        #expect(snapshot.text == " ⠹ Loading")
    }

    @Test func spinnerWithoutAnimationStopsAskingForFrames() {
        let snapshot = Snapshot(width: 20, height: 1) { Text("done") }
        #expect(snapshot.application.nextAnimationDeadline == nil)
    }

    @Test func helpOverlayGroupsBindingsBySection() {
        let bindings = [
            KeyBinding(keys: ["j", "Down"], description: "Next", section: "Lists"),
            KeyBinding(keys: ["q"], description: "Quit", section: "App"),
            KeyBinding(keys: ["k"], description: "Previous", section: "Lists"),
        ]
        let snapshot = Snapshot(width: 30, height: 11) {
            Text("background").frame(maxWidth: .max, maxHeight: .max).overlay {
                HelpOverlay(bindings: bindings, title: "Keys")
            }
        }
        #expect(
            snapshot.text
                == screen(
                    "background",
                    "    ┌─ Keys ─────────────┐",
                    "    │ Lists              │",
                    "    │   j Down  Next     │",
                    "    │   k       Previous │",
                    "    │                    │",
                    "    │ App                │",
                    "    │   q       Quit     │",
                    "    └────────────────────┘",
                    "",
                    ""))
    }

    @Test func helpOverlayFitsANarrowTerminal() {
        let bindings = ListKeyBindings.bindings()
        let snapshot = Snapshot(width: 10, height: 5) { HelpOverlay(bindings: bindings) }
        #expect(snapshot.rows[0] == "┌─ Keys… ┐")
        #expect(snapshot.rows[2] == "│   j D… │")
        #expect(snapshot.rows[4] == "└────────┘")
    }

    @Test func scrollableTextWrapsAndScrolls() {
        let model = WidgetModel()
        let body = "quia et suscipit suscipit recusandae consequuntur expedita et cum reprehenderit"
        let snapshot = Snapshot(width: 12, height: 3) {
            ScrollableText(body, state: model.scroll, onStateChange: { model.scroll = $0 })
        }
        #expect(snapshot.text == screen("quia et    █", "suscipit   │", "suscipit   │"))
        snapshot.send(.key(.character("j")))
        #expect(model.scroll.offset == 1)
        snapshot.send(.key(.character("G")))
        #expect(snapshot.text == screen("et cum     │", "reprehender│", "it         █"))
        snapshot.send(.mouse(MouseEvent(.scrollUp, at: Point(x: 1, y: 1))))
        #expect(model.scroll.offset == 3)
        #expect(snapshot.rows[0].hasPrefix("recusandae"))
    }

    @Test func scrollableTextThatFitsHasNoScrollBar() {
        #expect(
            Snapshot(width: 12, height: 3) { ScrollableText("short\n漢字 text") }.text == screen("short", "漢字 text", ""))
    }

    @Test func sparklineScalesBetweenMinAndMax() {
        #expect(Sparkline.line(for: [1, 2, 3, 4, 5, 6, 7, 8]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.line(for: [3, 3]) == "▅▅")
        #expect(Sparkline.line(for: [0, .nan, 10]) == "▁ █")
        #expect(Snapshot(width: 3, height: 1) { Sparkline([1, 2, 3, 4, 5]) }.text == "▁▅█")
    }

    @Test func barChartLabelsMinAndMax() {
        let temperatures = [18.5, 21, 19.2, 24, 22.1]
        let snapshot = Snapshot(width: 27, height: 5) {
            BarChart(temperatures, labels: ["Mon", "Tue", "Wed", "Thu", "Fri"], unit: "°C")
        }
        #expect(
            snapshot.text
                == screen(
                    "24°C  │            ███",
                    "      │            ███ ▅▅▅",
                    "      │    ▇▇▇     ███ ███",
                    "18.5°C│▁▁▁ ███ ▅▅▅ ███ ███",
                    "       Mon Tue Wed Thu Fri"))
    }

    @Test func barChartFormatsNumbers() {
        #expect(BarChart.format(21, unit: "°C") == "21°C")
        #expect(BarChart.format(-3.24, unit: "°F") == "-3.2°F")
        #expect(BarChart.format(0.04, unit: "") == "0")
    }

    @Test func barChartDrawsNothingWhenTooNarrow() {
        #expect(Snapshot(width: 8, height: 4) { BarChart([1, 2, 3, 4, 5], unit: "°C") }.text == screen("", "", "", ""))
    }
}
