// Collects failure messages from concurrent work in a test.
import Synchronization

/// A thread-safe list of messages.
final class Failures: Sendable {
    private let messages = Mutex<[String]>([])

    /// Appends `message`.
    func add(_ message: String) { messages.withLock { $0.append(message) } }

    /// Every message so far.
    var all: [String] { messages.withLock { $0 } }
}
