// `.inject()` scopes dependencies to a subtree, as in SwiftUI; view models resolve from it.
import Foundation
import Injection
import Observation
import Testing

@testable import TerminalUI

private protocol Greeter: Sendable { var greeting: String { get } }
private struct English: Greeter { let greeting = "Hello" }
private struct French: Greeter { let greeting = "Bonjour" }
private struct German: Greeter { let greeting = "Hallo" }

@MainActor @Observable
private final class GreetingViewModel {
    @ObservationIgnored @Injected var greeter: any Greeter
    var text: String { greeter.greeting }
}

private struct GreetingScreen: View {
    @StateViewModel var viewModel = GreetingViewModel()
    var body: some View { Label(viewModel.text) }
}

/// Reads the greeter straight from the environment.
private struct EnvironmentGreeting: PrimitiveView {
    func render(in rect: Rect, context: RenderContext) {
        let greeter = context.environment[dependency: (any Greeter).self]
        context.canvas.draw(greeter?.greeting ?? "none", at: rect.origin)
    }
}

@MainActor
struct InjectScopingTests {
    @Test func aSubtreeOverrideWinsInsideAndLeavesSiblingsAlone() {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) {
            Rows {
                GreetingScreen()
                GreetingScreen().inject(French() as any Greeter, as: (any Greeter).self)
                EnvironmentGreeting()
            }
            .inject(English() as any Greeter, as: (any Greeter).self)
        }
        app.renderFrame()
        let lines = terminal.screenText.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["Hello", "Bonjour", "Hello"])
    }

    @Test func twoTreesWithDifferentImplementationsRenderSideBySide() {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) {
            SideBySide(
                left: GreetingScreen().inject(German() as any Greeter, as: (any Greeter).self),
                right: GreetingScreen().inject(French() as any Greeter, as: (any Greeter).self))
        }
        app.renderFrame()
        #expect(terminal.screenText.hasPrefix("Hallo" + String(repeating: " ", count: 15) + "Bonjour"))
    }

    @Test func aLazyInjectedFactoryRunsOnceAcrossRenders() {
        let calls = CallCounter()
        let model = Ticker()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) {
            Rows {
                Label("tick \(model.tick)")
                EnvironmentGreeting()
            }
            .inject(as: (any Greeter).self) {
                calls.increment()
                return French()
            }
        }
        for tick in 0..<5 {
            model.tick = tick
            app.renderFrame()
        }
        #expect(calls.value == 1)
        #expect(terminal.screenText.contains("Bonjour"))
    }

    @Test func theRootContainerReachesEveryView() {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let root = DependenciesContainer().register(German() as any Greeter, as: (any Greeter).self)
        let app = Application(terminal: terminal, environment: EnvironmentValues(dependenciesContainer: root)) {
            GreetingScreen()
        }
        app.renderFrame()
        #expect(terminal.screenText.hasPrefix("Hallo"))
    }
}

@MainActor @Observable
private final class Ticker { var tick = 0 }

/// A thread-safe counter for factory calls.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
