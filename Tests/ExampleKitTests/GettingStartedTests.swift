// The code of TerminalUI's "Getting started" article (TerminalUI.docc/GettingStarted.md), kept
// here so the article's app and its test are compiled and run: if the API changes, this fails.
import Injection
import Observation
import TerminalUI
import Testing

private protocol Greeting: Sendable {
    func greet(_ name: String) -> String
}

@MainActor @Observable
private final class GreeterViewModel {
    @ObservationIgnored @Injected private var greeting: any Greeting
    private(set) var hellos = 0
    private(set) var message = ""

    func sayHello() {
        hellos += 1
        message = greeting.greet("world")
    }
}

private struct GreeterView: View {
    @StateViewModel private var viewModel = GreeterViewModel()

    var body: some View {
        EnvironmentReader { environment in
            VStack(spacing: 1) {
                Text("Hellos: \(viewModel.hellos)").bold()
                Text(viewModel.message)
                Text("h says hello, q quits").style(.dim)
            }
            .padding(1)
            .border(title: "Greeter")
            .onKey { key in
                switch key {
                case .character("h"): viewModel.sayHello()
                case .character("q"): environment.quit()
                default: return .ignored
                }
                return .handled
            }
        }
    }
}

private struct ShortGreeting: Greeting {
    func greet(_ name: String) -> String { "Hi \(name)" }
}

@MainActor @Suite struct GettingStartedTests {
    @Test("The article's greeter counts hellos with the injected greeting, and q quits")
    func greetingTwice() {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 9))
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) {
            GreeterView().inject(ShortGreeting(), as: (any Greeting).self)
        }
        app.renderFrame()
        app.handle(.key(.character("h")))
        app.handle(.key(.character("h")))
        app.renderFrameIfNeeded()
        #expect(
            terminal.screenText == """
                ┌─ Greeter ──────────────────┐
                │                            │
                │ Hellos: 2                  │
                │                            │
                │ Hi world                   │
                │                            │
                │ h says hello, q quits      │
                │                            │
                └────────────────────────────┘
                """)
        app.handle(.key(.character("q")))
        #expect(app.isQuitRequested)
    }

    @Test("The article's view model is tested with a container made current")
    func viewModelWithDependencies() {
        let container = DependenciesContainer().register(ShortGreeting(), as: (any Greeting).self)
        let viewModel = container.withDependencies { GreeterViewModel() }
        viewModel.sayHello()
        #expect(viewModel.message == "Hi world")
        #expect(viewModel.hellos == 1)
    }
}
