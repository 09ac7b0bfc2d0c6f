// Where the runtime gets the time and waits for it: the system's continuous clock in the app,
// a `ManualClock` in tests, so animation and deadlines run exactly when a test says.

/// The current time and a way to wait for a later one. `ContinuousClock` is the real one;
/// `ManualClock` moves only when told to.
///
///     let clock = ManualClock()
///     let app = Application(terminal: terminal, clock: clock) { Spinner("Loading") }
///     clock.advance(by: .milliseconds(100))   // the spinner's next frame is due
public protocol TimeSource: Sendable {
    /// The current instant.
    var now: ContinuousClock.Instant { get }
    /// Returns at `deadline` (at once if it has passed); throws `CancellationError` when the
    /// task is cancelled first.
    func sleep(until deadline: ContinuousClock.Instant) async throws
}

extension ContinuousClock: TimeSource {
    public func sleep(until deadline: ContinuousClock.Instant) async throws {
        try await sleep(until: deadline, tolerance: nil)
    }
}
