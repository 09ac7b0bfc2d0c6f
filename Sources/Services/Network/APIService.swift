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
    /// Timeout and retry settings.
    public struct Configuration: Sendable {
        /// Seconds a request may take before it fails with `.timedOut`.
        public var timeout: TimeInterval
        /// Retry behaviour for GET requests.
        public var retry: RetryPolicy

        /// Creates a configuration.
        public init(timeout: TimeInterval = 15, retry: RetryPolicy = RetryPolicy()) {
            self.timeout = timeout
            self.retry = retry
        }
    }

    /// The URL every endpoint path is appended to.
    public let baseURL: URL
    /// Timeout and retry settings.
    public let configuration: Configuration
    private let session: URLSession
    private let onRetry: @Sendable (RetryEvent) -> Void

    /// Creates a service for `baseURL`; `onRetry` is called before each retry.
    public init(baseURL: URL, configuration: Configuration = Configuration(),
                onRetry: @escaping @Sendable (RetryEvent) -> Void = { _ in }) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.onRetry = onRetry
        session = URLSession(configuration: Self.sessionConfiguration(timeout: configuration.timeout))
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `endpoint` and decodes a 2xx body as `T`.
    public func request<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self,
                                      decoder: JSONDecoder = JSONDecoder()) async throws(NetworkError) -> T {
        try await decodedResponse(endpoint, as: type, decoder: decoder).value
    }

    /// Sends `endpoint` and returns the body decoded as `T` together with the raw response
    /// (so a caller can cache the exact bytes and the ETag).
    public func decodedResponse<T: Decodable>(_ endpoint: Endpoint, as type: T.Type = T.self,
                                              decoder: JSONDecoder = JSONDecoder())
        async throws(NetworkError) -> (value: T, response: HTTPResponse) {
        let response = try await data(for: endpoint)
        do {
            return (try decoder.decode(T.self, from: response.body), response)
        } catch {
            throw NetworkError.decoding(error)
        }
    }

    /// Sends `endpoint` and returns the body turned into a value by `decode` (a faster decoder
    /// than JSONDecoder for large lists) together with the raw response.
    public func decodedResponse<T>(_ endpoint: Endpoint, decodedBy decode: (Data) throws -> T)
        async throws(NetworkError) -> (value: T, response: HTTPResponse) {
        let response = try await data(for: endpoint)
        do {
            return (try decode(response.body), response)
        } catch {
            throw NetworkError.decoding(error)
        }
    }

    /// Sends `endpoint` (retrying GETs as configured) and returns the raw answer for a status
    /// below 400; a status of 400 or more throws `NetworkError.http`.
    public func data(for endpoint: Endpoint) async throws(NetworkError) -> HTTPResponse {
        try await bufferedResponse(endpoint, ifNoneMatch: nil)
    }

    /// Sends `endpoint` with `If-None-Match: etag` (when given) and returns the whole answer, or
    /// `.notModified` when the server answers 304; a status of 400 or more throws as `data(for:)` does.
    public func data(for endpoint: Endpoint, ifNoneMatch etag: String?) async throws(NetworkError) -> ConditionalResponse<HTTPResponse> {
        let response = try await bufferedResponse(endpoint, ifNoneMatch: etag)
        return response.status == 304 ? .notModified(response.head) : .modified(response)
    }

    /// Sends `endpoint` (with `If-None-Match: etag` when given) and hands the body to `consumer`
    /// as it arrives, never holding it whole: `consumer.begin` gets the head just before the first
    /// chunk, then `consumer.append` each chunk, synchronously and in order on the transfer's
    /// delegate queue. A slow consumer slows the transfer down (the network stops reading while a
    /// few chunks wait), so memory stays bounded by a few chunks whatever the body's size.
    ///
    /// Returns `.notModified` for a 304 (the consumer is not called) and `.modified` with the
    /// head once the whole body was handed over. A status of 400 or more throws
    /// `NetworkError.http` with the server's message (the error body never reaches the consumer).
    /// A throwing consumer cancels the transfer, and the call fails with `NetworkError.decoding`.
    /// GETs are retried as configured only while the consumer has seen nothing; once a chunk was
    /// handed over a failure is final (`connectionLost` for a broken or short body). The timeout is
    /// a hard deadline for each attempt, cancellation is honoured, and the call returns only after
    /// the consumer's last call has returned.
    public func download(_ endpoint: Endpoint, ifNoneMatch etag: String? = nil,
                         into consumer: some ResponseBodyConsumer) async throws(NetworkError) -> ConditionalResponse<ResponseHead> {
        let request = try urlRequest(for: endpoint, ifNoneMatch: etag)
        let host = host(of: request)
        let timeout = configuration.timeout
        return try await withRetries(endpoint) { path in
            let transfer = StreamingTransfer(request: request, timeout: timeout, consumer: consumer, host: host, path: path)
            return await withDeadline(path: path, run: transfer.run, cancel: transfer.cancel)
        }
    }

    /// The configuration of every session: no cache, no cookies, and URLSession's own timeouts
    /// behind the deadline this service enforces.
    static func sessionConfiguration(timeout: TimeInterval) -> URLSessionConfiguration {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = backstop(timeout)
        sessionConfiguration.timeoutIntervalForResource = backstop(timeout)
        sessionConfiguration.httpShouldSetCookies = false
        return sessionConfiguration
    }

    /// A timeout for URLSession itself that never fires before `timeout`: swift-corelibs-foundation
    /// arms its timer for `Int(seconds) * 1000` ms, so 0.5 s would time out at once. The precise
    /// deadline is `withDeadline`'s.
    private static func backstop(_ timeout: TimeInterval) -> TimeInterval {
        timeout.rounded(.up) + 1
    }

    private func bufferedResponse(_ endpoint: Endpoint, ifNoneMatch etag: String?) async throws(NetworkError) -> HTTPResponse {
        let request = try urlRequest(for: endpoint, ifNoneMatch: etag)
        let host = host(of: request)
        return try await withRetries(endpoint) { path in
            let transfer = Transfer(session: session, request: request)
            return await withDeadline(path: path, run: { await transfer.run(host: host, path: path) }, cancel: transfer.cancel)
        }
    }

    /// Runs `attempt` (given the redacted path) until it succeeds, fails for good, or the retry
    /// policy (GETs only) runs out, waiting with backoff in between and telling `onRetry`.
    private func withRetries<T>(_ endpoint: Endpoint, attempt: (String) async -> Result<T, AttemptFailure>)
        async throws(NetworkError) -> T {
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
                onRetry(RetryEvent(path: path, reason: failure.error, nextAttempt: attemptNumber,
                                   maxAttempts: policy.maxAttempts, delay: delay))
                do {
                    try await Task.sleep(for: .seconds(delay))
                } catch {
                    throw .cancelled
                }
            }
        }
    }

    private func urlRequest(for endpoint: Endpoint, ifNoneMatch etag: String?) throws(NetworkError) -> URLRequest {
        var request = URLRequest(url: try endpoint.url(relativeTo: baseURL),
                                 cachePolicy: .reloadIgnoringLocalCacheData,
                                 timeoutInterval: Self.backstop(configuration.timeout))
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

    /// One attempt, with the request's own timeout as a hard deadline: when it passes, `cancel`
    /// stops the attempt and the result is `.timedOut` (after `run` has returned).
    private func withDeadline<T: Sendable>(path: String, run: @escaping @Sendable () async -> Result<T, AttemptFailure>,
                                           cancel: @escaping @Sendable () -> Void) async -> Result<T, AttemptFailure> {
        let timeout = configuration.timeout
        return await withTaskGroup(of: Result<T, AttemptFailure>?.self) { group in
            group.addTask { await run() }
            group.addTask {
                try? await Task.sleep(for: .seconds(timeout))
                return Task.isCancelled ? nil : .failure(AttemptFailure(error: .timedOut(path: path), isRetryable: false))
            }
            var result: Result<T, AttemptFailure> = .failure(AttemptFailure(error: .cancelled, isRetryable: false))
            for await case let outcome? in group {
                result = outcome
                break
            }
            group.cancelAll()
            cancel()
            return result
        }
    }
}
