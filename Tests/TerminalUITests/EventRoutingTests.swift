// Keys go to the focused view first, then its ancestors; mouse events to the view under the pointer.
import Observation
import Testing

@testable import TerminalUI

@MainActor
private final class Log { var entries: [String] = [] }

@MainActor
struct EventRoutingTests {
    @Test func theFocusedViewSeesKeysBeforeItsAncestors() {
        let log = Log()
        let app = Application(terminal: HeadlessTerminal()) {
            Rows {
                Label("field")
                    .onKey { key in
                        log.entries.append("field \(key)")
                        return key == .character("x") ? .handled : .ignored
                    }
                    .focused()
                Label("sibling").onKey { key in
                    log.entries.append("sibling \(key)")
                    return .handled
                }
            }
            .onKey { key in
                log.entries.append("root \(key)")
                return .handled
            }
        }
        app.renderFrame()
        app.handle(.key(.character("x")))
        app.handle(.key(.character("q")))
        #expect(log.entries == ["field x", "field q", "root q"])
    }

    @Test func ctrlCQuitsEvenWhenAViewHandlesEveryKey() {
        let app = Application(terminal: HeadlessTerminal()) {
            Label("greedy").onKey { _ in .handled }.focused()
        }
        app.renderFrame()
        app.handle(.key(.control("c")))
        #expect(app.isQuitRequested)
    }

    @Test func mouseEventsGoToTheTopmostViewUnderThePointer() {
        let log = Log()
        let app = Application(terminal: HeadlessTerminal(size: Size(width: 40, height: 12))) {
            SideBySide(
                left: Label("left").onMouse { event, rect in
                    log.entries.append("left \(event.location.x - rect.minX)")
                    return .handled
                },
                right: Label("right").onMouse { event, rect in
                    log.entries.append("right \(event.location.x - rect.minX)")
                    return .handled
                }
            )
            .onMouse { _, _ in
                log.entries.append("background")
                return .handled
            }
        }
        app.renderFrame()
        app.handle(.mouse(MouseEvent(.press, at: Point(x: 3, y: 0))))
        app.handle(.mouse(MouseEvent(.press, at: Point(x: 25, y: 4))))
        #expect(log.entries == ["left 3", "right 5"])
    }
}

@MainActor @Observable
private final class Counter { var value = 0 }

/// Increments from the value it was drawn with, as widgets do.
private struct CounterView: View {
    let counter: Counter
    var body: some View {
        let drawn = counter.value
        Label("count \(drawn)").onKey { _ in
            counter.value = drawn + 1
            return .handled
        }
    }
}

@MainActor
struct EventBatchTests {
    @Test func eventsArrivingTogetherEachSeeTheStateThePreviousOneLeft() {
        let counter = Counter()
        let terminal = HeadlessTerminal()
        let app = Application(terminal: terminal) { CounterView(counter: counter) }
        app.renderFrame()
        for _ in 0..<3 { app.handle(.key(.character("j"))) }
        #expect(counter.value == 3)
        #expect(app.frameCount == 1, "handlers are refreshed without presenting in between")
        app.renderFrameIfNeeded()
        #expect(terminal.screenText.hasPrefix("count 3"))
        #expect(app.frameCount == 2)
    }
}
