// Renders example screens on a headless terminal and drives them: keys, and waiting (with a
// deadline) for the asynchronous loads to reach the screen.
import ExampleKit
import TerminalUI

/// A view rendered headless, with helpers to press keys and wait for screens.
@MainActor
final class ExampleHarness {
    let terminal: HeadlessTerminal
    let app: Application

    /// Renders `root` on a `width` x `height` headless terminal.
    init<Root: View>(width: Int = 60, height: Int = 12, _ root: @escaping @MainActor () -> Root) {
        terminal = HeadlessTerminal(size: Size(width: width, height: height))
        app = Application(terminal: terminal, minimumSize: ExamplesView.minimumSize, root: root)
        app.renderFrame()
    }

    /// The screen as text, one line per row, trailing spaces removed.
    var screen: String { terminal.screenText }

    /// Presses `keys` one after another and draws what they changed.
    func press(_ keys: Key...) {
        for key in keys {
            app.handle(.key(key))
            app.renderFrameIfNeeded()
        }
    }

    /// Lets main-actor work run and draws, until `text` is on screen or 30 seconds have passed;
    /// true if it appeared.
    func waitFor(_ text: String) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            await Task.yield()
            app.renderFrameIfNeeded()
            if screen.contains(text) { return true }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }
}

/// A `UserService` for tests: fixed users, or a failure.
struct FakeUserService: UserService {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    var all: [ExampleUser] = []
    var failure: Failure?

    func users() async throws -> [ExampleUser] {
        if let failure { throw failure }
        return all
    }

    func user(id: ExampleUser.ID) async throws -> ExampleUser? {
        if let failure { throw failure }
        return all.first { $0.id == id }
    }
}

extension FakeUserService {
    /// Three users the samples do not have, so a screen showing them proves the injection.
    static let three = FakeUserService(all: [
        ExampleUser(id: 7, name: "Alan Turing", email: "alan@example.net", city: "Wilmslow"),
        ExampleUser(id: 8, name: "Hedy Lamarr", email: "hedy@example.net", city: "Vienna"),
        ExampleUser(id: 9, name: "Katherine Johnson", email: "katherine@example.net", city: "Hampton"),
    ])
}
