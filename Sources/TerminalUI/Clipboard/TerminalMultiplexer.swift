// tmux and GNU screen sit between the app and the terminal; they drop escape sequences they do
// not know unless the sequences are wrapped for them.

/// The multiplexer the app runs inside, if any.
public enum TerminalMultiplexer: Sendable, Equatable {
    case none
    /// tmux (`TMUX` is set): sequences go through its `ESC P tmux; ... ESC \` passthrough.
    case tmux
    /// GNU screen (`STY` is set): sequences go through device-control strings `ESC P ... ESC \`.
    case screen

    /// The multiplexer `environment` says the app runs in: tmux when `TMUX` is set, else screen
    /// when `STY` is set.
    public init(environment: [String: String]) {
        if !(environment["TMUX"] ?? "").isEmpty {
            self = .tmux
        } else if !(environment["STY"] ?? "").isEmpty {
            self = .screen
        } else {
            self = .none
        }
    }
}
