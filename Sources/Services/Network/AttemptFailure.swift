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
            // The URL sent was checked when it was built (http or https, with a host), so this is
            // the answer's fault: libcurl reports a garbage status line as "HTTP/0.9 not allowed".
            self.init(error: .invalidResponse(host: host), isRetryable: false)
        case .httpTooManyRedirects:
            self.init(error: .tooManyRedirects(path: path), isRetryable: false)
        case .cannotDecodeContentData, .cannotDecodeRawData:
            self.init(error: .undecodableContent(host: host), isRetryable: false)
        case .unknown where Self.isContentDecodingFailure(urlError):
            self.init(error: .undecodableContent(host: host), isRetryable: false)
        default:
            // Includes a body cut short of its Content-Length ("transfer closed with N bytes remaining").
            self.init(error: .connectionLost(host: host), isRetryable: true)
        }
    }

    /// Whether libcurl could not unpack a body its Content-Encoding said was compressed (reported
    /// as an unknown error whose text says "content unencoding").
    private static func isContentDecodingFailure(_ error: URLError) -> Bool {
        let text = error.localizedDescription.lowercased()
        return text.contains("unencoding") || text.contains("content encoding") || text.contains("decompress")
    }

    /// The failure for an error status (400 or more) with its (possibly partial) body.
    init(errorStatus head: ResponseHead, body: Data, path: String) {
        let retryable = head.status >= 500 || head.status == 429
        self.init(
            error: .http(status: head.status, message: ServerMessage.parse(body), path: path),
            isRetryable: retryable,
            retryAfter: retryable ? head.retryAfter : nil)
    }

    /// This failure once part of the body has reached a consumer: never retried, and a broken
    /// transfer is reported as a lost connection (timeouts and cancellation keep their meaning).
    func afterDelivery(host: String) -> AttemptFailure {
        switch error {
        case .timedOut, .stalled, .cancelled, .responseTooLarge, .tooManyRedirects, .redirectedToAnotherHost,
            .invalidResponse, .undecodableContent:
            AttemptFailure(error: error, isRetryable: false)
        default: AttemptFailure(error: .connectionLost(host: host), isRetryable: false)
        }
    }
}

extension NetworkError {
    /// The `NetworkError` a URLSession failure stands for (host and path from its failing URL).
    public init(_ error: URLError) {
        let url = error.failingURL
        self =
            AttemptFailure(
                transportError: error, host: url?.host ?? "the server",
                path: Redactor.redact(url?.path ?? "")
            ).error
    }
}
