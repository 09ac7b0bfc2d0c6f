// One buffered URLSession data task bridged to async/await, cancellable from any thread: the
// whole body arrives in memory, and URLError and HTTP statuses become `AttemptFailure`.
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
            return .failure(AttemptFailure(transportError: error, host: host, path: path))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(AttemptFailure(error: .connectionLost(host: host), isRetryable: true))
        }
        let head = ResponseHead(http)
        let body = data ?? Data()
        guard head.status < 400 else { return .failure(AttemptFailure(errorStatus: head, body: body, path: path)) }
        return .success(HTTPResponse(status: head.status, headers: head.headers, body: body))
    }
}
