// How often and how long to wait before sending a failed GET again: exponential backoff with
// jitter, honouring the server's Retry-After, never longer than `maxDelay`.
import Foundation

/// When and how long to retry failed idempotent requests.
public struct RetryPolicy: Sendable, Hashable {
    /// Total attempts including the first (1 disables retries).
    public var maxAttempts: Int
    /// Delay before the first retry, before jitter.
    public var baseDelay: TimeInterval
    /// Upper bound for any single delay, including one asked for by Retry-After.
    public var maxDelay: TimeInterval
    /// Fraction of each delay that is randomized (0 = none, 0.5 = delay × 0.5...1.0).
    public var jitter: Double

    /// Creates a policy.
    public init(maxAttempts: Int = 3, baseDelay: TimeInterval = 0.3, maxDelay: TimeInterval = 5, jitter: Double = 0.5) {
        self.maxAttempts = max(1, maxAttempts)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(0, maxDelay)
        self.jitter = min(1, max(0, jitter))
    }

    /// No retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait before retry number `retry` (1 for the first retry); `retryAfter` from the server wins
    /// over the backoff but is capped by `maxDelay`. `random` yields values in 0...1.
    public func delay(
        beforeRetry retry: Int, retryAfter: TimeInterval? = nil,
        random: () -> Double = { Double.random(in: 0...1) }
    ) -> TimeInterval {
        if let retryAfter { return min(max(0, retryAfter), maxDelay) }
        let exponential = baseDelay * pow(2, Double(max(0, retry - 1)))
        let jittered = exponential * (1 - jitter * random())
        return min(jittered, maxDelay)
    }
}
