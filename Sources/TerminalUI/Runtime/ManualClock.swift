// A clock for tests: time stands still until the test advances it, and whatever waits for a
// time that has come is woken then, so nothing depends on how fast the machine is.
import Synchronization

/// A clock that moves only when `advance(by:)` is called. Sleepers whose deadline has come are
/// woken by the advance, in deadline order; `waitForSleepers(_:)` lets a test wait until the
/// code under test is waiting on the clock.
///
///     let clock = ManualClock()
///     let task = Task { try await clock.sleep(for: .seconds(5)) }
///     await clock.waitForSleepers(1)
///     clock.advance(by: .seconds(5))   // the task wakes now, not five seconds from now
public final class ManualClock: TimeSource, Clock {
    public typealias Instant = ContinuousClock.Instant

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Instant
        var nextID = 0
        var sleepers: [Sleeper] = []
        /// Tests waiting for a number of sleepers.
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state: Mutex<State>

    /// A clock standing at `start` (by default the real current instant).
    public init(start: Instant = .now) { state = Mutex(State(now: start)) }

    /// The clock's current instant.
    public var now: Instant { state.withLock { $0.now } }

    /// The clock moves in steps as small as asked.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// The earliest deadline anyone sleeps until, or nil.
    public var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

    /// Moves the clock `duration` forward and wakes every sleeper whose deadline has come.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now += duration
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Moves the clock to the earliest deadline anyone sleeps until (if any) and wakes them.
    public func advanceToNextDeadline() {
        guard let deadline = nextDeadline else { return }
        advance(by: max(.zero, deadline - now))
    }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try await sleep(until: deadline)
    }

    public func sleep(until deadline: Instant) async throws {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wakeNow = state.withLock { state -> Bool in
                    guard deadline > state.now, !Task.isCancelled else { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if wakeNow {
                    continuation.resume()
                } else {
                    notifyWatchers()
                }
            }
            try Task.checkCancellation()
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Returns once at least `count` tasks sleep on the clock (the code under test reached its
    /// wait), without polling.
    public func waitForSleepers(_ count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                guard state.sleepers.count < count else { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func notifyWatchers() {
        let ready = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            let count = state.sleepers.count
            let ready = state.watchers.filter { $0.count <= count }.map(\.continuation)
            state.watchers.removeAll { $0.count <= count }
            return ready
        }
        for continuation in ready { continuation.resume() }
    }
}
