// One streaming HTTP exchange: a URLSession data task with a delegate that hands the body to a
// `ResponseBodyConsumer` chunk by chunk on a `BackPressureQueue`, keeps error bodies to itself,
// and reports how the attempt ended, with whether a retry is still safe.
//
// The consumer sees the head only together with the first chunk (or at the end of an empty
// body), so an attempt that fails before any body byte arrives can be retried without the
// consumer ever knowing.
//
// `URLSessionTask.cancel()` on Linux waits its turn on the session's network queue, which a fast
// transfer keeps busy: on loopback a cancel can land only after many more megabytes were read.
// So the attempt ends as soon as it is cancelled or its consumer throws, at the next delegate
// call, and whatever still arrives is dropped until the cancel lands.
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A single streaming exchange that can be cancelled while it runs.
final class StreamingTransfer: NSObject, URLSessionDataDelegate, Sendable {
    typealias Outcome = Result<ConditionalResponse<ResponseHead>, AttemptFailure>

    /// Bytes of an error body kept for the server's message; the rest is dropped.
    static let errorBodyLimit = 64 * 1024
    /// Delegate calls (each at most one libcurl buffer, 16 KB) that may wait for the consumer
    /// before the network side stops reading.
    static let pendingCallLimit = 4

    private struct State {
        var task: URLSessionDataTask?
        var cancelled = false
        /// Nil once the attempt has ended.
        var continuation: CheckedContinuation<Outcome, Never>?
        var head: ResponseHead?
        var consumerHasHead = false
        var consumerHasBody = false
        var errorBody = Data()
    }

    private let request: URLRequest
    private let timeout: TimeInterval
    private let consumer: any ResponseBodyConsumer
    private let host: String
    private let path: String
    private let state = Mutex(State())

    init(request: URLRequest, timeout: TimeInterval, consumer: any ResponseBodyConsumer, host: String, path: String) {
        self.request = request
        self.timeout = timeout
        self.consumer = consumer
        self.host = host
        self.path = path
    }

    /// Cancels the exchange; a pending `run` finishes with `.cancelled` after the consumer's
    /// current call, if any.
    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        if let task { Self.cancelElsewhere(task) }
    }

    /// Performs the exchange; returns after the consumer's last call.
    func run() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                // One session per exchange: its delegate is this object, and its network thread
                // may be held up by this consumer alone.
                let session = URLSession(configuration: APIService.sessionConfiguration(timeout: timeout), delegate: self,
                                         delegateQueue: BackPressureQueue(limit: Self.pendingCallLimit))
                let task = session.dataTask(with: request)
                let cancelled = state.withLock { state in
                    state.continuation = continuation
                    state.task = task
                    return state.cancelled
                }
                task.resume()
                if cancelled { Self.cancelElsewhere(task) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// `URLSessionTask.cancel()` waits for the session's network thread, which may be waiting
    /// for the delegate queue (back-pressure): cancel from a thread that neither side waits for.
    private static func cancelElsewhere(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    // MARK: URLSessionDataDelegate (called serially on the BackPressureQueue)

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        if let http = response as? HTTPURLResponse {
            state.withLock { $0.head = ResponseHead(http) }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        enum Step { case ignore, end(Outcome), deliver(ResponseHead, first: Bool) }
        let step = state.withLock { state -> Step in
            guard state.continuation != nil else { return .ignore }
            if state.cancelled { return .end(.failure(AttemptFailure(error: .cancelled, isRetryable: false))) }
            guard !data.isEmpty, let head = state.head ?? (dataTask.response as? HTTPURLResponse).map(ResponseHead.init) else {
                return .ignore
            }
            state.head = head
            guard head.status < 400 else {
                state.errorBody.append(data.prefix(max(0, Self.errorBodyLimit - state.errorBody.count)))
                return .ignore
            }
            guard head.status != 304 else { return .ignore }
            let first = !state.consumerHasHead
            state.consumerHasHead = true
            state.consumerHasBody = true
            return .deliver(head, first: first)
        }
        switch step {
        case .ignore:
            return
        case .end(let outcome):
            end(with: outcome)
        case .deliver(let head, let first):
            do {
                if first { try consumer.begin(head) }
                try consumer.append(data)
            } catch {
                end(with: .failure(AttemptFailure(error: .decoding(error), isRetryable: false)))
                Self.cancelElsewhere(dataTask)
            }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        session.finishTasksAndInvalidate()
        guard state.withLock({ $0.continuation != nil }) else { return }
        end(with: outcome(of: task, error: error))
    }

    /// Ends the attempt with `outcome` unless it has already ended.
    private func end(with outcome: Outcome) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: outcome)
    }

    private func outcome(of task: URLSessionTask, error: (any Error)?) -> Outcome {
        let state = state.withLock { $0 }
        if let error {
            let failure = AttemptFailure(transportError: error, host: host, path: path)
            return .failure(state.consumerHasBody ? failure.afterDelivery(host: host) : failure)
        }
        guard let head = state.head ?? (task.response as? HTTPURLResponse).map(ResponseHead.init) else {
            return .failure(AttemptFailure(error: .connectionLost(host: host), isRetryable: true))
        }
        if head.status == 304 { return .success(.notModified(head)) }
        if head.status >= 400 { return .failure(AttemptFailure(errorStatus: head, body: state.errorBody, path: path)) }
        if !state.consumerHasHead {
            do {
                try consumer.begin(head)
            } catch {
                return .failure(AttemptFailure(error: .decoding(error), isRetryable: false))
            }
        }
        return .success(.modified(head))
    }
}
