// Errors a terminal backend reports when it cannot take over the screen.

/// Why a terminal could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped or redirected).
    case notATerminal(String)
    /// ncurses could not set up the terminal (unknown `TERM`, no terminfo entry).
    case setupFailed(String)
    /// The terminal cannot place the cursor (`TERM=dumb` and the like); the value is `TERM`.
    case cannotAddressCursor(String)

    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "a terminal is needed, but \(stream) is not a tty (it is piped or redirected)"
        case .setupFailed(let reason): "cannot set up the terminal: \(reason)"
        case .cannotAddressCursor(let name):
            "TERM=\(name) cannot move the cursor, which a full-screen program needs; run it in a terminal such as xterm-256color"
        }
    }
}
