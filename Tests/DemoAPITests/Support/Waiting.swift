// Waiting for what the server does on its own threads, with a deadline so a bug fails instead
// of hanging the run.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Polls `condition` until it holds (true) or `seconds` pass (false). A condition that holds
/// returns at once, so the long deadline only matters on a loaded machine.
func eventually(within seconds: Int = 30, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if try condition() { return true }
        usleep(10_000)
    }
    return try condition()
}
