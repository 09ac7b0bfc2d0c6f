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
    /// The body went over the limit for its kind of request (`limit` bytes, after decompression).
    case responseTooLarge(limit: Int, path: String)
    /// The server stopped sending a body for `seconds` seconds.
    case stalled(path: String, seconds: Int)
    /// The server kept redirecting (a redirect loop).
    case tooManyRedirects(path: String)
    /// The server redirected to `destination` (host, and port when given), which was not followed.
    case redirectedToAnotherHost(destination: String)
    /// `host` answered with something that is not HTTP (a garbage status line).
    case invalidResponse(host: String)
    /// `host` said the body was compressed (Content-Encoding) but it could not be unpacked.
    case undecodableContent(host: String)

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
        case .responseTooLarge(let limit, let path):
            "The server sent more than \(ResponseLimits.describe(limit)) for \(path)."
        case .stalled(let path, let seconds):
            "The server took too long to send the rest of \(path): nothing arrived for \(seconds) s."
        case .tooManyRedirects(let path):
            "The server redirected \(path) too many times (a redirect loop)."
        case .redirectedToAnotherHost(let destination):
            "The server redirected to another host: \(destination) (not followed)."
        case .invalidResponse(let host):
            "The server at \(host) sent an answer that is not valid HTTP."
        case .undecodableContent(let host):
            "The server at \(host) sent a compressed answer that cannot be unpacked."
        }
    }

    /// The same as `userMessage`.
    public var description: String { userMessage }

    /// The HTTP status, for `.http` errors.
    public var status: Int? {
        if case .http(let status, _, _) = self { status } else { nil }
    }
}
