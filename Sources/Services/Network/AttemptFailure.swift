// The failure of one attempt inside `APIService`, with whether it may be retried.
import Foundation

/// Why one attempt failed and whether trying again could help.
struct AttemptFailure: Error, Sendable {
    /// The error to surface if no retry follows.
    var error: NetworkError
    /// Whether the failure is transient (connection error, 5xx, 429).
    var isRetryable: Bool
    /// The server's Retry-After, in seconds.
    var retryAfter: TimeInterval? = nil
}
