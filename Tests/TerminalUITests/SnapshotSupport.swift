// Test support: renders a view on a headless terminal and returns the screen as text, or the
// live application and terminal for event tests.
@testable import TerminalUI

/// A rendered screen: the terminal (cells, cursor) and the application (events, deadlines).
@MainActor
struct Snapshot {
    let terminal: HeadlessTerminal
    let application: Application

    /// Renders `view` on a `width` x `height` headless terminal (any size is usable) in `theme`,
    /// with frames timed by `clock`.
    init<V: View>(
        width: Int, height: Int, color: Bool = true, theme: Theme = .dark,
        clock: any TimeSource = ContinuousClock(), _ view: @escaping @MainActor () -> V
    ) {
        terminal = HeadlessTerminal(size: Size(width: width, height: height), supportsColor: color)
        var environment = EnvironmentValues()
        environment.theme = theme
        application = Application(
            terminal: terminal, environment: environment, minimumSize: Size(width: 1, height: 1),
            clock: clock, root: view)
        application.renderFrame()
    }

    /// Every row of the screen, trailing spaces kept, as one string.
    var text: String { terminal.screenText }

    /// Rows of the screen with trailing spaces removed.
    var rows: [String] { terminal.screenText.components(separatedBy: "\n") }

    /// The cell at column `x`, row `y`.
    func cell(_ x: Int, _ y: Int) -> Cell { terminal.screen[x, y] }

    /// Sends `event` and renders the next frame.
    func send(_ event: Event) {
        application.handle(event)
        application.renderFrame()
    }
}

/// Joins snapshot rows, so expected screens read like the screen.
func screen(_ rows: String...) -> String { rows.joined(separator: "\n") }

/// Makes `app` draw only when the test says so: a frame it asks for is counted, not scheduled,
/// and `drawRequestedFrame()` draws it. Tests then see exactly which changes asked for a frame,
/// without waiting for scheduled work.
@MainActor
final class FrameRequests {
    let app: Application
    /// How many times the application asked for a frame.
    private(set) var count = 0

    init(_ app: Application) {
        self.app = app
        app.onFrameNeeded = { [unowned self] in count += 1 }
    }

    /// Draws the frame that was asked for (partial when it can be), if any.
    func drawRequestedFrame() { app.renderFrameIfNeeded() }
}
