// A one-way gate that requests can wait at: closed until `open()`, then open for good. The app
// keeps revalidations (conditional requests for data already shown) behind one until its first
// frame is on the screen: the first request loads the network stack (libcurl and the thirty
// libraries it needs), which would otherwise compete with drawing that frame.
import Synchronization

/// Closed until `open()` is called, then open for good; `wait()` returns once it is open (or
/// when the waiting task is cancelled).
public final class RequestGate: Sendable {
    private struct State {
        var isOpen = false
        var nextID = 0
        var waiters: [(id: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// A closed gate.
    public init() {}

    /// Whether the gate has been opened.
    public var isOpen: Bool { state.withLock { $0.isOpen } }

    /// How many tasks are waiting at the gate.
    var waiterCount: Int { state.withLock { $0.waiters.count } }

    /// Opens the gate: every waiter goes on, and later ones do not wait.
    public func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.continuation.resume() }
    }

    /// Returns once the gate is open, or at once when the task is cancelled (the request then
    /// fails as a cancelled one does).
    public func wait() async {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let goesOn = state.withLock { state in
                    guard !state.isOpen, !Task.isCancelled else { return true }
                    state.waiters.append((id, continuation))
                    return false
                }
                if goesOn { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
            }
            waiter?.continuation.resume()
        }
    }
}
