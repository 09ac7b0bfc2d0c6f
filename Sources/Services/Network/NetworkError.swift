// What went wrong with a request, in cases code can match and words a person understands.
// Every string a case carries has already had its secrets redacted.
import Foundation

/// A failed request.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL could not be built (the redacted text of what was tried).
    case invalidURL(String)
    /// No connection could be made to `host` (refused, unreachable, DNS failure).
    case cannotConnect(host: String)
    /// The connection to `host` broke before the whole answer arrived.
    case connectionLost(host: String)
    /// The server did not answer in time.
    case timedOut(path: String)
    /// The server answered with an error status; `message` is its JSON `message` field, if any.
    case http(status: Int, message: String?, path: String)
    /// The body could not be decoded; `path` is the key path that failed, e.g. "[0].address.geo.lat".
    case decoding(path: String, description: String)
    /// The request was cancelled.
    case cancelled

    /// A sentence for the status bar.
    public var userMessage: String {
        switch self {
        case .invalidURL(let text):
            "The address \(text) is not a valid URL."
        case .cannotConnect(let host):
            "Cannot connect to \(host). Check the network connection or the server address."
        case .connectionLost(let host):
            "The connection to \(host) was lost before the answer arrived."
        case .timedOut(let path):
            "The server took too long to answer \(path)."
        case .http(let status, let message, let path):
            "\(HTTPStatus.summary(status)) from \(path)" + (message.map { ": \($0)" } ?? ".")
        case .decoding(let path, let description):
            "The server sent data the app cannot read" + (path.isEmpty ? "" : " at \(path)") + ": \(description)"
        case .cancelled:
            "The request was cancelled."
        }
    }

    /// The same as `userMessage`.
    public var description: String { userMessage }

    /// The HTTP status, for `.http` errors.
    public var status: Int? {
        if case .http(let status, _, _) = self { status } else { nil }
    }
}
