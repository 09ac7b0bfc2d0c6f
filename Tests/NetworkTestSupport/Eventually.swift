// Waiting for a condition in tests, with a deadline so a bug fails instead of hanging.

/// Polls `condition` until it holds (true) or `timeout` passes (false). The deadline is long
/// because parallel test runs can starve a loaded machine; a condition that holds returns at once.
public func eventually(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return true
}
