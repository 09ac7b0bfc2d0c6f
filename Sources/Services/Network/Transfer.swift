// One URLSession data task bridged to async/await, cancellable from any thread, mapping
// URLError and HTTP statuses to `AttemptFailure`.
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A single HTTP exchange that can be cancelled while it runs.
final class Transfer: Sendable {
    private let session: URLSession
    private let request: URLRequest
    private let task = Mutex<URLSessionDataTask?>(nil)
    private let cancelled = Mutex(false)

    init(session: URLSession, request: URLRequest) {
        self.session = session
        self.request = request
    }

    /// Cancels the exchange; a pending `run` finishes with `.cancelled`.
    func cancel() {
        cancelled.withLock { $0 = true }
        task.withLock { $0 }?.cancel()
    }

    /// Performs the exchange.
    func run(host: String, path: String) async -> Result<HTTPResponse, AttemptFailure> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, AttemptFailure>, Never>) in
                let dataTask = session.dataTask(with: request) { data, response, error in
                    continuation.resume(returning: Self.outcome(data: data, response: response, error: error,
                                                                host: host, path: path))
                }
                task.withLock { $0 = dataTask }
                if cancelled.withLock({ $0 }) { dataTask.cancel() }
                dataTask.resume()
            }
        } onCancel: {
            cancel()
        }
    }

    private static func outcome(data: Data?, response: URLResponse?, error: (any Error)?,
                                host: String, path: String) -> Result<HTTPResponse, AttemptFailure> {
        if let error {
            return .failure(failure(for: error, host: host, path: path))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(AttemptFailure(error: .connectionLost(host: host), isRetryable: true))
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        let body = data ?? Data()
        let response = HTTPResponse(status: http.statusCode, headers: headers, body: body)
        guard http.statusCode >= 400 else { return .success(response) }
        let status = http.statusCode
        let retryable = status >= 500 || status == 429
        return .failure(AttemptFailure(
            error: .http(status: status, message: ServerMessage.parse(body), path: path),
            isRetryable: retryable,
            retryAfter: retryable ? response.header("Retry-After").flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) } : nil))
    }

    private static func failure(for error: any Error, host: String, path: String) -> AttemptFailure {
        guard let urlError = error as? URLError else {
            return AttemptFailure(error: .connectionLost(host: host), isRetryable: true)
        }
        switch urlError.code {
        case .cancelled:
            return AttemptFailure(error: .cancelled, isRetryable: false)
        case .timedOut:
            return AttemptFailure(error: .timedOut(path: path), isRetryable: false)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
             .internationalRoamingOff, .dataNotAllowed, .secureConnectionFailed:
            return AttemptFailure(error: .cannotConnect(host: host), isRetryable: true)
        case .badURL, .unsupportedURL:
            return AttemptFailure(error: .invalidURL(Redactor.redact(urlError.failingURL?.absoluteString ?? path)),
                                  isRetryable: false)
        default:
            return AttemptFailure(error: .connectionLost(host: host), isRetryable: true)
        }
    }
}
