// Waiting for asynchronous view model work in tests, with a deadline so a bug fails, not hangs.
import Foundation
import Injection
import Models
import Repositories
import Synchronization

@testable import ViewModels

/// Polls `condition` on the main actor until it holds (true) or `timeout` passes (false). The
/// deadline is generous: the whole suite starts at once on two cores, and a search can wait seconds
/// for a thread.
@MainActor
func eventually(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
        if clock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// A gate that fake repositories wait at until the test opens it: an answer that comes exactly
/// when the test says, not after some time. Cancellation does not end the wait, so a cancelled
/// task still gets its (stale) answer, as it would from a slow server.
final class Latch: Sendable {
    private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    /// Returns once the latch is open (at once if it already is).
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state -> Bool in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    /// Opens the latch: every task waiting at it goes on.
    func open() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}

/// A container with a status center, empty in-memory post and user writers (for edits and deletions),
/// an empty table of user names, and the registrations added by `register` (which win).
@MainActor
func container(
    status: StatusCenter,
    _ register: (DependenciesContainer) -> DependenciesContainer = { $0 }
) -> DependenciesContainer {
    register(
        DependenciesContainer().register(status, as: StatusCenter.self)
            .register(UserNames())
            .register(
                MemoryResourceRepository<Post>([]) as any ResourceRepository<Post>,
                as: (any ResourceRepository<Post>).self
            )
            .register(
                MemoryResourceRepository<User>([]) as any ResourceRepository<User>,
                as: (any ResourceRepository<User>).self))
}
