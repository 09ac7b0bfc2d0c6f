// Terminals that support job control (Ctrl-Z) and follow the window size themselves.

/// A terminal the run loop can hand back to the shell for a while and that re-reads its size
/// when the window changes (SIGWINCH).
@MainActor
public protocol SuspendableTerminal: Terminal {
    /// Gives the screen back as it was before `start()` (the process is about to stop).
    func suspend()
    /// Takes the screen again after `suspend()`; the next frame repaints everything.
    func resume()
    /// Re-reads the window size after SIGWINCH; a `.resize` event follows from `pendingEvents()`.
    func windowSizeChanged()
}
