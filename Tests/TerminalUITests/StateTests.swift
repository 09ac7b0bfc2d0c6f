// @State and @Binding: state lives with the view's identity, bindings write through to their
// owner, and a change redraws only the views that read it.
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class Outside {
    var tick = 0
    var showsCounter = true
    var counterID = 0
}

/// How often each body ran (not observable, so reading it is not tracked).
@MainActor
private final class BodyCount {
    var counter = 0
    var sibling = 0
}

/// A counter owning its value: `+` adds one.
private struct Counter: View {
    let bodies: BodyCount
    @State private var count = 0
    var body: some View {
        bodies.counter += 1
        return Label("count \(count)").onKey { key in
            guard key == .character("+") else { return .ignored }
            count += 1
            return .handled
        }
    }
}

/// A view that reads nothing of the counter's.
private struct Sibling: View {
    let bodies: BodyCount
    var body: some View {
        bodies.sibling += 1
        return Label("sibling")
    }
}

private struct Host: View {
    let outside: Outside
    let bodies: BodyCount
    var body: some View {
        Rows {
            Label("tick \(outside.tick)")
            if outside.showsCounter {
                Counter(bodies: bodies).id(outside.counterID)
            }
            Sibling(bodies: bodies)
        }
    }
}

/// A parent owning a name that a child edits through a binding.
private struct NameOwner: View {
    @State private var name = "Ada"
    var body: some View {
        Rows {
            Label("owner sees \(name)")
            NameEditor(name: $name)
        }
    }
}

private struct NameEditor: View {
    @Binding var name: String
    var body: some View {
        Label("editor sees \(name)").onKey { key in
            guard case .character(let character) = key else { return .ignored }
            name += String(character)
            return .handled
        }
    }
}

/// Counts presses of `x` without showing them until `?` is pressed.
private struct PressCounter: View {
    @State private var presses = 0
    @State private var showsPresses = false
    var body: some View {
        Label(showsPresses ? "\(presses) presses" : "press x").onKey { key in
            switch key {
            case .character("x"): presses += 1
            case .character("?"): showsPresses = true
            default: return .ignored
            }
            return .handled
        }
    }
}

@MainActor
struct StateTests {
    private func host() -> (Outside, BodyCount, Snapshot) {
        let outside = Outside()
        let bodies = BodyCount()
        let snapshot = Snapshot(width: 20, height: 3) { Host(outside: outside, bodies: bodies) }
        return (outside, bodies, snapshot)
    }

    @Test func stateSurvivesTheParentDrawingAgain() {
        let (outside, _, snapshot) = host()
        snapshot.send(.key(.character("+")))
        snapshot.send(.key(.character("+")))
        #expect(snapshot.rows[1].hasPrefix("count 2"))
        for tick in 1...5 {
            outside.tick = tick
            snapshot.application.renderFrame()
        }
        #expect(snapshot.rows[0].hasPrefix("tick 5"))
        #expect(snapshot.rows[1].hasPrefix("count 2"))
    }

    @Test func stateStartsAgainWhenTheViewLeavesTheTreeAndComesBack() {
        let (outside, _, snapshot) = host()
        snapshot.send(.key(.character("+")))
        #expect(snapshot.rows[1].hasPrefix("count 1"))
        outside.showsCounter = false
        snapshot.application.renderFrame()
        #expect(!snapshot.text.contains("count"))
        outside.showsCounter = true
        snapshot.application.renderFrame()
        #expect(snapshot.rows[1].hasPrefix("count 0"))
    }

    @Test func stateStartsAgainWhenTheViewsIdentityChanges() {
        let (outside, _, snapshot) = host()
        snapshot.send(.key(.character("+")))
        snapshot.send(.key(.character("+")))
        outside.counterID = 1
        snapshot.application.renderFrame()
        #expect(snapshot.rows[1].hasPrefix("count 0"))
        snapshot.send(.key(.character("+")))
        #expect(snapshot.rows[1].hasPrefix("count 1"))
    }

    @Test func aStateChangeRedrawsOnlyTheViewThatReadsIt() {
        let (_, bodies, snapshot) = host()
        let requests = FrameRequests(snapshot.application)
        let before = (counter: bodies.counter, sibling: bodies.sibling, partial: snapshot.application.partialFrameCount)

        snapshot.application.handle(.key(.character("+")))
        #expect(requests.count == 1, "the change asks for one frame")
        requests.drawRequestedFrame()

        #expect(snapshot.application.partialFrameCount == before.partial + 1)
        #expect(bodies.counter == before.counter + 1)
        #expect(bodies.sibling == before.sibling, "the sibling's body did not run again")
        #expect(snapshot.rows[1].hasPrefix("count 1"))
        #expect(snapshot.terminal.cellsInLastUpdate == 1, "only the digit changed on screen")
    }

    @Test func writingAStateTheBodyDoesNotReadAsksForNoFrame() {
        let snapshot = Snapshot(width: 20, height: 1) { PressCounter() }
        let requests = FrameRequests(snapshot.application)
        snapshot.application.handle(.key(.character("x")))
        #expect(requests.count == 0)
        snapshot.application.handle(.key(.character("?")))
        #expect(requests.count == 1, "the body reads the flag")
        requests.drawRequestedFrame()
        #expect(snapshot.rows[0].hasPrefix("1 presses"))
    }

    @Test func aStateNoViewOwnsKeepsItsInitialValue() {
        let unconnected = State(wrappedValue: 5)
        unconnected.wrappedValue = 6
        #expect(unconnected.wrappedValue == 5)
        #expect(unconnected.projectedValue.wrappedValue == 5)
    }

    @Test func aBindingWritesThroughToTheStateThatOwnsIt() {
        let snapshot = Snapshot(width: 20, height: 2) { NameOwner() }
        #expect(snapshot.rows[0].hasPrefix("owner sees Ada"))
        snapshot.send(.key(.character("!")))
        #expect(snapshot.rows[0].hasPrefix("owner sees Ada!"))
        #expect(snapshot.rows[1].hasPrefix("editor sees Ada!"))
    }

    @Test func aBindingMadeFromClosuresReadsAndWritesTheModel() {
        let outside = Outside()
        let tick = Binding(get: { outside.tick }, set: { outside.tick = $0 })
        tick.wrappedValue = 4
        #expect(outside.tick == 4)
        outside.tick = 9
        #expect(tick.wrappedValue == 9)
    }

    @Test func aBindingToAMemberWritesTheWholeValueBack() {
        struct Point2 { var x = 1, y = 2 }
        var stored = Point2()
        let point = Binding(get: { stored }, set: { stored = $0 })
        point.x.wrappedValue = 7
        #expect(stored.x == 7 && stored.y == 2)
    }

    @Test func aConstantBindingIgnoresWrites() {
        let constant = Binding.constant("fixed")
        constant.wrappedValue = "changed"
        #expect(constant.wrappedValue == "fixed")
    }
}
