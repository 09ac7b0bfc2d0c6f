// What `APIService` tells its observer before it retries, so the UI can say what is happening.
import Foundation

/// A retry that is about to happen.
public struct RetryEvent: Sendable, Hashable, CustomStringConvertible {
    /// The request path (redacted), e.g. "/users".
    public var path: String
    /// Why the previous attempt failed.
    public var reason: NetworkError
    /// The attempt that is about to be made (2 for the first retry).
    public var nextAttempt: Int
    /// Total attempts allowed.
    public var maxAttempts: Int
    /// How long the service waits before the next attempt.
    public var delay: TimeInterval

    /// Creates a retry event.
    public init(path: String, reason: NetworkError, nextAttempt: Int, maxAttempts: Int, delay: TimeInterval) {
        self.path = path
        self.reason = reason
        self.nextAttempt = nextAttempt
        self.maxAttempts = maxAttempts
        self.delay = delay
    }

    /// E.g. "Server error 500 from /users, retrying (2 of 3)...".
    public var description: String {
        let cause: String =
            switch reason {
            case .http(let status, _, _): HTTPStatus.summary(status) + " from \(path)"
            case .cannotConnect(let host): "Cannot connect to \(host)"
            case .connectionLost(let host): "Connection to \(host) lost"
            case .timedOut: "Timed out on \(path)"
            default: reason.userMessage
            }
        return "\(cause), retrying (\(nextAttempt) of \(maxAttempts))..."
    }
}
