// The failure of one attempt inside `APIService`, with whether it may be retried, and how
// transport errors and error statuses become one.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why one attempt failed and whether trying again could help.
struct AttemptFailure: Error, Sendable {
    /// The error to surface if no retry follows.
    var error: NetworkError
    /// Whether the failure is transient (connection error, 5xx, 429).
    var isRetryable: Bool
    /// The server's Retry-After, in seconds.
    var retryAfter: TimeInterval? = nil
}

extension AttemptFailure {
    /// The failure for a URLSession error on a request to `host` for `path`.
    init(transportError error: any Error, host: String, path: String) {
        guard let urlError = error as? URLError else {
            self.init(error: .connectionLost(host: host), isRetryable: true)
            return
        }
        switch urlError.code {
        case .cancelled:
            self.init(error: .cancelled, isRetryable: false)
        case .timedOut:
            self.init(error: .timedOut(path: path), isRetryable: false)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
             .internationalRoamingOff, .dataNotAllowed, .secureConnectionFailed:
            self.init(error: .cannotConnect(host: host), isRetryable: true)
        case .badURL, .unsupportedURL:
            self.init(error: .invalidURL(Redactor.redact(urlError.failingURL?.absoluteString ?? path)), isRetryable: false)
        default:
            // Includes a body cut short of its Content-Length ("transfer closed with N bytes remaining").
            self.init(error: .connectionLost(host: host), isRetryable: true)
        }
    }

    /// The failure for an error status (400 or more) with its (possibly partial) body.
    init(errorStatus head: ResponseHead, body: Data, path: String) {
        let retryable = head.status >= 500 || head.status == 429
        self.init(error: .http(status: head.status, message: ServerMessage.parse(body), path: path),
                  isRetryable: retryable,
                  retryAfter: retryable ? head.header("Retry-After").flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) } : nil)
    }

    /// This failure once part of the body has reached a consumer: never retried, and a broken
    /// transfer is reported as a lost connection (timeouts and cancellation keep their meaning).
    func afterDelivery(host: String) -> AttemptFailure {
        switch error {
        case .timedOut, .cancelled: AttemptFailure(error: error, isRetryable: false)
        default: AttemptFailure(error: .connectionLost(host: host), isRetryable: false)
        }
    }
}
