// WriteFailure: how a refused change reads on the status line: the reason first (the status
// line is narrow, and the reason is what matters), then what was not done to which item.

/// The status-line sentence of a change the server (or `--offline`) refused.
enum WriteFailure {
    /// `Offline: changes cannot be sent — "Buy milk" not deleted`.
    static func sentence(_ error: any Error, item: String, outcome: String) -> String {
        "\(ErrorSentence.withoutFullStop(ErrorSentence.describe(error))) — \"\(item)\" \(outcome)"
    }
}
