// Locking: the small lock-protected box the container's mutable state (lazy caches) lives in.
import Foundation

/// A value guarded by an `NSLock`; every read and write goes through `withLock`.
///
/// `@unchecked Sendable` is sound: `state` is only touched under `lock`.
final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state. Never call a user factory from `body`.
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try lock.withLock { try body(&state) }
    }
}
