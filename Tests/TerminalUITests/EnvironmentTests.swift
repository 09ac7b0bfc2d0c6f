// @Environment and .environment(_:_:): values flow down to a subtree and no further; `quit` and
// the dependency container are there for every view.
import Injection
import Observation
import Testing

@testable import TerminalUI

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

private struct Greeter: View {
    let name: String
    @Environment(\.greeting) private var greeting
    var body: some View { Label("\(name): \(greeting)") }
}

private struct ColorReport: View {
    @Environment(\.supportsColor) private var supportsColor
    var body: some View { Label(supportsColor ? "colour" : "monochrome") }
}

private struct Quitter: View {
    @Environment(\.quit) private var quit
    var body: some View {
        Label("q quits").onKey { key in
            guard key == .character("q") else { return .ignored }
            quit()
            return .handled
        }
    }
}

private protocol Greeting { var text: String { get } }
private struct FixedGreeting: Greeting { let text: String }

private struct DependencyReader: View {
    @Environment(\.dependenciesContainer) private var dependencies
    var body: some View { Label(dependencies.resolve((any Greeting).self)?.text ?? "none") }
}

/// Shows how long ago it first appeared, by the application's clock.
private struct Age: View {
    let start: ContinuousClock.Instant
    @Environment(\.clock) private var clock
    var body: some View { Label("\(clock.now - start)") }
}

@MainActor
struct EnvironmentTests {
    @Test func aValueSetOnASubtreeReachesOnlyThatSubtree() {
        let snapshot = Snapshot(width: 30, height: 4) {
            VStack {
                Greeter(name: "above")
                VStack {
                    Greeter(name: "inside")
                    Greeter(name: "deeper").environment(\.greeting, "hi")
                }
                .environment(\.greeting, "bonjour")
                Greeter(name: "sibling")
            }
        }
        #expect(snapshot.rows[0].hasPrefix("above: hello"))
        #expect(snapshot.rows[1].hasPrefix("inside: bonjour"))
        #expect(snapshot.rows[2].hasPrefix("deeper: hi"))
        #expect(snapshot.rows[3].hasPrefix("sibling: hello"))
    }

    @Test func theKeyTypeModifierAndTheKeyPathModifierSetTheSameValue() {
        let snapshot = Snapshot(width: 30, height: 1) { Greeter(name: "typed").environment(GreetingKey.self, "hey") }
        #expect(snapshot.rows[0].hasPrefix("typed: hey"))
    }

    @Test func supportsColorFollowsTheTerminalAndCanBeOverridden() {
        let monochrome = Snapshot(width: 20, height: 1, color: false) { ColorReport() }
        #expect(monochrome.rows[0].hasPrefix("monochrome"))
        let colour = Snapshot(width: 20, height: 2) {
            Rows {
                ColorReport()
                ColorReport().environment(\.supportsColor, false)
            }
        }
        #expect(colour.rows[0].hasPrefix("colour"))
        #expect(colour.rows[1].hasPrefix("monochrome"))
    }

    @Test func quitFromTheEnvironmentStopsTheApplication() {
        let snapshot = Snapshot(width: 20, height: 1) { Quitter() }
        #expect(!snapshot.application.isQuitRequested)
        snapshot.send(.key(.character("q")))
        #expect(snapshot.application.isQuitRequested)
    }

    @Test func theDependencyContainerIncludesWhatTheSubtreeInjected() {
        let snapshot = Snapshot(width: 20, height: 2) {
            Rows {
                DependencyReader().inject(FixedGreeting(text: "injected") as any Greeting, as: (any Greeting).self)
                DependencyReader()
            }
        }
        #expect(snapshot.rows[0].hasPrefix("injected"))
        #expect(snapshot.rows[1].hasPrefix("none"))
    }

    @Test func theApplicationsClockIsInTheEnvironment() {
        let clock = ManualClock()
        let start = clock.now
        let snapshot = Snapshot(width: 20, height: 1, clock: clock) { Age(start: start) }
        #expect(snapshot.rows[0].hasPrefix("0.0 seconds"))
        clock.advance(by: .seconds(3))
        snapshot.application.renderFrame()
        #expect(snapshot.rows[0].hasPrefix("3.0 seconds"))
    }
}
