// HTTP request methods the app uses, and which of them may be retried safely.
import Foundation

/// An HTTP request method.
public enum HTTPMethod: String, Sendable, Hashable {
    /// Reads a resource; idempotent, so it may be retried.
    case get = "GET"
    /// Creates a resource; never retried automatically.
    case post = "POST"
    /// Replaces a resource.
    case put = "PUT"
    /// Changes some fields of a resource.
    case patch = "PATCH"
    /// Deletes a resource.
    case delete = "DELETE"

    /// Whether a failed request with this method may be sent again automatically (GET only).
    public var isRetryable: Bool { self == .get }
}
