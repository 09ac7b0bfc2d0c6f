// Sends `Endpoint`s to one API over URLSession (FoundationNetworking on Linux), buffered or
// streamed, optionally conditional (If-None-Match): per-request timeout, retries with backoff for
// GETs on connection errors and 5xx/429, cancellation, and errors as `NetworkError` with secrets
// redacted.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP client for one API base URL.
public final class APIService: Sendable {
    /// Timeouts, retries and size limits.
    public struct Configuration: Sendable {
        /// Seconds a buffered request may take in all, and a streamed one until its answer begins,
        /// before it fails with `.timedOut`.
        public var timeout: TimeInterval
        /// Seconds a streamed body may go without a byte before it fails with `.stalled`; a body
        /// arriving slowly but steadily takes as long as it needs.
        public var idleTimeout: TimeInterval
        /// Retry behaviour for GET requests.
        public var retry: RetryPolicy
        /// The largest answers accepted, by kind of request.
        public var limits: ResponseLimits
        /// The clock the backoff between retries waits on (a manual clock in tests).
        public var clock: any Clock<Duration>

        /// Creates a configuration.
        public init(
            timeout: TimeInterval = 15, idleTimeout: TimeInterval = 15, retry: RetryPolicy = RetryPolicy(),
            limits: ResponseLimits = ResponseLimits(), clock: any Clock<Duration> = ContinuousClock()
        ) {
            self.timeout = timeout
            self.idleTimeout = idleTimeout
            self.retry = retry
            self.limits = limits
            self.clock = clock
        }
    }

    /// The URL every endpoint path is appended to.
    public let baseURL: URL
    /// Timeout and retry settings.
    public let configuration: Configuration
    private let session: SharedSession
    private let onRetry: @Sendable (RetryEvent) -> Void
    /// Where conditional requests wait before they are sent, if anywhere.
    private let revalidationGate: RequestGate?

    /// Creates a service for `baseURL`; `onRetry` is called before each retry. With a
    /// `revalidationGate`, a conditional request (`ifNoneMatch`, revalidating data already
    /// shown) is sent only once the gate is open; other requests never wait.
    public init(
        baseURL: URL, configuration: Configuration = Configuration(),
        onRetry: @escaping @Sendable (RetryEvent) -> Void = { _ in }, revalidationGate: RequestGate? = nil
    ) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.onRetry = onRetry
        self.revalidationGate = revalidationGate
        session = SharedSession(timeout: configuration.timeout)
    }

    deinit {
        session.invalidate()
    }

    /// Whether the shared URLSession of buffered requests exists yet: it is made by the first one.
    var hasSession: Bool { session.isMade }

    /// Sends `endpoint` and decodes a 2xx body as `T`.
    public func request<T: Decodable>(
        _ endpoint: Endpoint, as type: T.Type = T.self,
        decoder: JSONDecoder = JSONDecoder()
    ) async throws(NetworkError) -> T {
        try await decodedResponse(endpoint, as: type, decoder: decoder).value
    }

    /// Sends `endpoint` and returns the body decoded as `T` together with the raw response
    /// (so a caller can cache the exact bytes and the ETag).
    public func decodedResponse<T: Decodable>(
        _ endpoint: Endpoint, as type: T.Type = T.self,
        decoder: JSONDecoder = JSONDecoder()
    )
        async throws(NetworkError) -> (value: T, response: HTTPResponse)
    {
        let response = try await data(for: endpoint)
        do {
            return (try decoder.decode(T.self, from: response.body), response)
        } catch {
            throw NetworkError.decoding(error, body: response.body)
        }
    }

    /// Sends `endpoint` (with `If-None-Match: etag` when given) and returns the body turned into
    /// a value by `decode` (a faster decoder than JSONDecoder for large lists) together with the
    /// raw response; a 304's empty body is decoded too, so `decode` should expect it when `etag`
    /// is given.
    public func decodedResponse<T>(
        _ endpoint: Endpoint, ifNoneMatch etag: String? = nil, decodedBy decode: (Data) throws -> T
    ) async throws(NetworkError) -> (value: T, response: HTTPResponse) {
        let response = try await bufferedResponse(endpoint, ifNoneMatch: etag)
        do {
            return (try decode(response.body), response)
        } catch {
            throw NetworkError.decoding(error, body: response.body)
        }
    }

    /// Sends `endpoint` (retrying GETs as configured) and returns the raw answer for a status
    /// below 400; a status of 400 or more throws `NetworkError.http`.
    public func data(for endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        try await bufferedResponse(endpoint, ifNoneMatch: nil)
    }

    /// Sends `endpoint` with `If-None-Match: etag` (when given) and returns the whole answer, or
    /// `.notModified` when the server answers 304; a status of 400 or more throws as `data(for:)` does.
    public func data(for endpoint: Endpoint, ifNoneMatch etag: String?) async throws(NetworkError)
        -> ConditionalResponse<HTTPResponse>
    {
        let response = try await bufferedResponse(endpoint, ifNoneMatch: etag)
        return response.status == 304 ? .notModified(response.head) : .modified(response)
    }

    /// Sends `endpoint` (with `If-None-Match: etag` when given) and hands the body to `consumer`
    /// as it arrives: `consumer.begin` gets the head just before the first chunk, then
    /// `consumer.append` each chunk, synchronously and in order on a queue of the transfer's own.
    /// The network never waits for the consumer (on Linux every URLSession of the process shares
    /// one work queue, so holding it up for one consumer would stall every request): chunks a slow
    /// consumer has not taken yet wait in memory, never more than the endpoint's size limit.
    ///
    /// Returns `.notModified` for a 304 (the consumer is not called) and `.modified` with the
    /// head once the whole body was handed over. A status of 400 or more throws
    /// `NetworkError.http` with the server's message (the error body never reaches the consumer).
    /// A throwing consumer cancels the transfer, and the call fails with `NetworkError.decoding`.
    /// GETs are retried as configured only while the consumer has seen nothing; once a chunk was
    /// handed over a failure is final (`connectionLost` for a broken or short body). The answer
    /// must begin within the timeout; after that the body may take as long as it needs as long as
    /// no pause is longer than the idle timeout (`.stalled`). A body larger than the limit for the
    /// endpoint's kind fails with `.responseTooLarge` as soon as it goes over. Cancellation is
    /// honoured, and the call returns only after the consumer's last call has returned.
    public func download(
        _ endpoint: Endpoint, ifNoneMatch etag: String? = nil,
        into consumer: some ResponseBodyConsumer
    ) async throws(NetworkError) -> ConditionalResponse<ResponseHead> {
        await waitIfRevalidating(endpoint, etag)
        let request = try urlRequest(for: endpoint, ifNoneMatch: etag)
        // URLSession's own timer must not end a long body: the exchange's idle deadline does.
        let sessionConfiguration = SessionConfiguration.make(timeout: 86_400)
        let deadline = TransferActivity.Deadline.idle(head: configuration.timeout, idle: configuration.idleTimeout)
        return try await withRetries(endpoint) { path in
            let exchange = Exchange(
                session: .own(sessionConfiguration),
                terms: terms(for: endpoint, request: request, path: path, restartsWithEachAttempt: false),
                consumer: consumer)
            return await exchange.run(within: deadline)
        }
    }

    /// Waits at the revalidation gate when the request is conditional: `etag` is given, or the
    /// endpoint carries its own `If-None-Match`.
    private func waitIfRevalidating(_ endpoint: Endpoint, _ etag: String?) async {
        guard let revalidationGate, etag != nil || endpoint.isConditional else { return }
        await revalidationGate.wait()
    }

    private func bufferedResponse(_ endpoint: Endpoint, ifNoneMatch etag: String?) async throws(NetworkError)
        -> HTTPResponse
    {
        await waitIfRevalidating(endpoint, etag)
        let request = try urlRequest(for: endpoint, ifNoneMatch: etag)
        let deadline = TransferActivity.Deadline.total(configuration.timeout)
        return try await withRetries(endpoint) { path in
            let body = BufferingConsumer()
            let exchange = Exchange(
                session: .shared(session),
                terms: terms(for: endpoint, request: request, path: path, restartsWithEachAttempt: true),
                consumer: body)
            return await exchange.run(within: deadline).map { answer in
                switch answer {
                case .modified(let head): HTTPResponse(status: head.status, headers: head.headers, body: body.body)
                case .notModified(let head): HTTPResponse(status: head.status, headers: head.headers, body: Data())
                }
            }
        }
    }

    private func terms(for endpoint: Endpoint, request: URLRequest, path: String, restartsWithEachAttempt: Bool)
        -> Exchange.Terms
    {
        Exchange.Terms(
            request: request, host: host(of: request), path: path,
            limit: configuration.limits.bytes(for: endpoint.kind), restartsWithEachAttempt: restartsWithEachAttempt)
    }

    /// Runs `attempt` (given the redacted path) until it succeeds, fails for good, or the retry
    /// policy (GETs only) runs out, waiting with backoff in between and telling `onRetry`.
    private func withRetries<T>(_ endpoint: Endpoint, attempt: (String) async -> Result<T, AttemptFailure>)
        async throws(NetworkError) -> T
    {
        let path = Redactor.redact(endpoint.path)
        let policy = endpoint.method.isRetryable ? configuration.retry : .none
        var attemptNumber = 1
        while true {
            if Task.isCancelled { throw .cancelled }
            switch await attempt(path) {
            case .success(let value):
                return value
            case .failure(let failure):
                guard attemptNumber < policy.maxAttempts, failure.isRetryable, !Task.isCancelled else {
                    throw Task.isCancelled ? .cancelled : failure.error
                }
                let delay = policy.delay(beforeRetry: attemptNumber, retryAfter: failure.retryAfter)
                attemptNumber += 1
                onRetry(
                    RetryEvent(
                        path: path, reason: failure.error, nextAttempt: attemptNumber,
                        maxAttempts: policy.maxAttempts, delay: delay))
                do {
                    try await configuration.clock.sleep(for: .seconds(delay))
                } catch {
                    throw .cancelled
                }
            }
        }
    }

    private func urlRequest(for endpoint: Endpoint, ifNoneMatch etag: String?) throws(NetworkError) -> URLRequest {
        var request = URLRequest(
            url: try endpoint.url(relativeTo: baseURL),
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: SessionConfiguration.backstop(configuration.timeout))
        request.httpMethod = endpoint.method.rawValue
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in endpoint.headers { request.setValue(value, forHTTPHeaderField: name) }
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        return request
    }

    private func host(of request: URLRequest) -> String {
        request.url?.host ?? baseURL.absoluteString
    }
}
