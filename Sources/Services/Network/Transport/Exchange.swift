// One HTTP exchange: a URLSession data task whose delegate hands the body to a
// `ResponseBodyConsumer` chunk by chunk, keeps error bodies to itself, enforces the size limit
// and the same-origin redirect rule, notes when bytes last arrived, and reports how the attempt
// ended, with whether a retry is still safe.
//
// A streamed exchange has a session of its own; a buffered one runs on the service's shared
// session (one connection for many small requests) through its `SessionDelegateRouter`.
//
// The consumer is called on a serial queue of the exchange's own, never on the session's delegate
// queue, and nothing here ever makes URLSession wait. On Linux the delegate queue is fed from
// inside libcurl's callbacks on URLSession's work queue, and every session of the process shares
// that queue: a delegate queue that blocked when a consumer fell behind (back-pressure) stalled
// every other request in the process for as long as the slowest consumer took. Nor can a
// transfer be paused there: `URLSessionTask.suspend()` removes the transfer from libcurl and
// `resume()` starts it over. So a consumer slower than the network lets chunks wait in memory,
// at most the exchange's size limit, which is counted as the bytes arrive.
//
// The consumer sees the head only together with the first chunk (or at the end of an empty
// body), so an attempt that fails before any body byte arrives can be retried without the
// consumer ever knowing.
//
// `URLSessionTask.cancel()` on Linux waits its turn on the session's network queue, which a fast
// transfer keeps busy: on loopback a cancel can land only after many more megabytes were read.
// So the attempt ends as soon as it is cancelled, its consumer throws or its body goes over the
// limit, at the next delegate call, and whatever still arrives is dropped until the cancel lands.
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A single exchange that can be cancelled while it runs.
final class Exchange: NSObject, URLSessionDataDelegate, Sendable {
    typealias Outcome = Result<ConditionalResponse<ResponseHead>, AttemptFailure>

    /// Where the exchange runs.
    enum Session: Sendable {
        /// A session of its own with this configuration, its delegate calls on a back-pressure queue.
        case own(URLSessionConfiguration)
        /// The service's shared session.
        case shared(SharedSession)
    }

    /// What the exchange may receive and where it goes.
    struct Terms: Sendable {
        let request: URLRequest
        /// Host and redacted path, for messages.
        let host: String
        let path: String
        /// The most body bytes accepted, after decompression.
        let limit: Int
        /// Whether the consumer is new for every attempt, so a body cut short may be retried.
        let restartsWithEachAttempt: Bool
    }

    /// Bytes of an error body kept for the server's message; the rest is dropped.
    static let errorBodyLimit = 64 * 1024

    private struct State {
        var task: URLSessionDataTask?
        var cancelled = false
        /// URLSession reported the task complete.
        var completed = false
        /// The outcome was handed to `run`'s caller.
        var ended = false
        /// Nil once the attempt has ended.
        var continuation: CheckedContinuation<Outcome, Never>?
        var head: ResponseHead?
        var consumerHasHead = false
        var consumerHasBody = false
        var errorBody = Data()
        var received = 0
        /// Where a cross-origin redirect pointed (it was refused).
        var refusedRedirect: String?
    }

    private let session: Session
    private let terms: Terms
    private let consumer: any ResponseBodyConsumer
    private let state = Mutex(State())
    /// Where the consumer is called and the outcome decided, one at a time and in order, so the
    /// delegate queue never waits for the consumer and `run` returns after its last call.
    private let deliveries = DispatchQueue(label: "Exchange.deliveries")
    /// When the head and the body's bytes last arrived.
    let activity = TransferActivity()

    init(session: Session, terms: Terms, consumer: any ResponseBodyConsumer) {
        self.session = session
        self.terms = terms
        self.consumer = consumer
    }

    /// Cancels the exchange; a pending `run` finishes with `.cancelled` after the consumer's
    /// current call, if any.
    /// A task that has completed is left alone: cancelling it would only make a thread wait for
    /// the session's work queue, which every session of the process shares.
    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.completed ? nil : state.task
        }
        if let task { Self.cancelElsewhere(task) }
        // The attempt ends now, whenever the cancel reaches URLSession (its work queue may be busy
        // with other transfers for seconds): at once for a consumer of its own (buffered), after
        // the consumer's current call for a streamed one; chunks still arriving are dropped.
        let cancelled = Outcome.failure(AttemptFailure(error: .cancelled, isRetryable: false))
        if terms.restartsWithEachAttempt { end(with: cancelled) } else { endAfterDeliveries(with: cancelled) }
    }

    /// Whether the attempt has ended (its outcome is decided, even if `run` has not returned yet).
    var hasEnded: Bool {
        state.withLock { $0.ended }
    }

    /// Performs the exchange, ending it with the deadline's error when it is late under
    /// `deadline`; returns after the consumer's last call.
    func run(within deadline: TransferActivity.Deadline) async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                state.withLock { $0.continuation = continuation }
                activity.start()
                watch(deadline)
                // Making a task and resuming it wait for URLSession's work queue, which every
                // session of the process shares and a large transfer keeps busy: never on a
                // thread of Swift's cooperative pool (one per core), whose threads every task
                // of the process needs.
                DispatchQueue.global().async { [self] in start() }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Ends the attempt with the deadline's error once it is late under `deadline`, checked
    /// whenever the deadline (which moves as bytes arrive) is reached. A dispatch timer, not a
    /// task: a cooperative pool kept busy elsewhere in the process must not make it late.
    private func watch(_ deadline: TransferActivity.Deadline) {
        guard !hasEnded else { return }
        let expiry = activity.expiry(under: deadline, path: terms.path)
        let wait = ContinuousClock.now.duration(to: expiry.at)
        guard wait <= .zero else {
            let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in watch(deadline) }
            return
        }
        endAfterDeliveries(with: .failure(AttemptFailure(error: expiry.error, isRetryable: false)))
        cancel()
    }

    /// Makes the task and resumes it; cancels it at once when the exchange was cancelled first.
    private func start() {
        let task = makeTask()
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        task.resume()
        if cancelled { Self.cancelElsewhere(task) }
    }

    private func makeTask() -> URLSessionDataTask {
        switch session {
        case .own(let configuration):
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
            return session.dataTask(with: terms.request)
        case .shared(let shared):
            return shared.dataTask(with: terms.request, delegate: self)
        }
    }

    /// `URLSessionTask.cancel()` waits for URLSession's work queue, which every session of the
    /// process shares and a fast transfer keeps busy: cancel from a thread that nothing waits for.
    private static func cancelElsewhere(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    // MARK: URLSessionDataDelegate (called serially on the delegate queue; never waits)

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Once cancelled, the task is ending: answering now would reach a transfer that no longer
        // waits for it (swift-corelibs-foundation traps on that).
        guard !state.withLock({ $0.cancelled }) else { return }
        guard let destination = request.url, let origin = terms.request.url,
            !RedirectRule.isSameOrigin(destination, origin)
        else {
            completionHandler(request)
            return
        }
        // Never follow: the request (and any key in its query) must not reach another host.
        state.withLock { $0.refusedRedirect = RedirectRule.describe(destination) }
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse {
            let head = ResponseHead(http)
            state.withLock { $0.head = head }
            activity.headArrived()
            // Refused before any of it arrives when the server announces too much.
            if !head.isEncoded, let length = head.contentLength, length > terms.limit {
                endAfterDeliveries(with: .failure(tooLarge()))
                Self.cancelElsewhere(dataTask)
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        enum Step {
            case ignore
            case end(Outcome)
            case deliver(ResponseHead, Data, first: Bool)
        }
        activity.bytesArrived()
        let step = state.withLock { state -> Step in
            guard state.continuation != nil else { return .ignore }
            if state.cancelled { return .end(.failure(AttemptFailure(error: .cancelled, isRetryable: false))) }
            guard state.refusedRedirect == nil, !data.isEmpty,
                let head = state.head ?? (dataTask.response as? HTTPURLResponse).map(ResponseHead.init)
            else {
                return .ignore
            }
            state.head = head
            state.received += data.count
            guard state.received <= terms.limit else { return .end(.failure(tooLarge())) }
            guard head.status < 400 else {
                state.errorBody.append(data.prefix(max(0, Self.errorBodyLimit - state.errorBody.count)))
                return .ignore
            }
            guard head.status != 304 else { return .ignore }
            let first = !state.consumerHasHead
            state.consumerHasHead = true
            state.consumerHasBody = true
            return .deliver(head, data, first: first)
        }
        switch step {
        case .ignore:
            return
        case .end(let outcome):
            endAfterDeliveries(with: outcome)
            Self.cancelElsewhere(dataTask)
        case .deliver(let head, let chunk, let first):
            deliveries.async { [self] in deliver(chunk, after: first ? head : nil, task: dataTask) }
        }
    }

    /// Hands `chunk` to the consumer, after `head` when it is the first chunk, unless the attempt
    /// has ended or been cancelled meanwhile. Runs on `deliveries`.
    private func deliver(_ chunk: Data, after head: ResponseHead?, task: URLSessionDataTask) {
        let (running, cancelled) = state.withLock { ($0.continuation != nil, $0.cancelled) }
        guard running else { return }
        guard !cancelled else { return end(with: .failure(AttemptFailure(error: .cancelled, isRetryable: false))) }
        do {
            if let head { try consumer.begin(head) }
            try consumer.append(chunk)
        } catch {
            end(with: .failure(AttemptFailure(error: .decoding(error), isRetryable: false)))
            Self.cancelElsewhere(task)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if case .own = self.session { session.finishTasksAndInvalidate() }
        let running = state.withLock { state in
            state.completed = true
            return state.continuation != nil
        }
        guard running else { return }
        deliveries.async { [self] in
            // Ended meanwhile (cancelled, late or refused): the consumer hears nothing more.
            guard state.withLock({ $0.continuation != nil }) else { return }
            end(with: outcome(of: task, error: error))
        }
    }

    /// Ends the attempt with `outcome` once the consumer's pending calls are done (they see the
    /// attempt ended and do nothing).
    private func endAfterDeliveries(with outcome: Outcome) {
        guard let continuation = takeContinuation() else { return }
        deliveries.async { continuation.resume(returning: outcome) }
    }

    /// Ends the attempt with `outcome` unless it has already ended.
    private func end(with outcome: Outcome) {
        takeContinuation()?.resume(returning: outcome)
    }

    /// Marks the attempt ended and returns what resumes `run`, unless it had already ended.
    private func takeContinuation() -> CheckedContinuation<Outcome, Never>? {
        state.withLock { state in
            defer { state.continuation = nil }
            if state.continuation != nil { state.ended = true }
            return state.continuation
        }
    }

    private func tooLarge() -> AttemptFailure {
        AttemptFailure(error: .responseTooLarge(limit: terms.limit, path: terms.path), isRetryable: false)
    }

    private func outcome(of task: URLSessionTask, error: (any Error)?) -> Outcome {
        let state = state.withLock { $0 }
        if let destination = state.refusedRedirect {
            return .failure(
                AttemptFailure(error: .redirectedToAnotherHost(destination: destination), isRetryable: false))
        }
        if let error {
            let failure = AttemptFailure(transportError: error, host: terms.host, path: terms.path)
            let final = state.consumerHasBody && !terms.restartsWithEachAttempt
            return .failure(final ? failure.afterDelivery(host: terms.host) : failure)
        }
        guard let head = state.head ?? (task.response as? HTTPURLResponse).map(ResponseHead.init) else {
            return .failure(AttemptFailure(error: .connectionLost(host: terms.host), isRetryable: true))
        }
        if head.status == 304 { return .success(.notModified(head)) }
        if head.status >= 400 {
            return .failure(AttemptFailure(errorStatus: head, body: state.errorBody, path: terms.path))
        }
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
