// Sends `Endpoint`s to one API over URLSession (FoundationNetworking on Linux): per-request
// timeout, retries with backoff for GETs on connection errors and 5xx/429, cancellation, and
// errors as `NetworkError` with secrets redacted.
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
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.urlCache = nil
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.httpShouldSetCookies = false
        session = URLSession(configuration: sessionConfiguration)
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
        let request = try urlRequest(for: endpoint)
        let path = Redactor.redact(endpoint.path)
        let policy = endpoint.method.isRetryable ? configuration.retry : .none
        var attempt = 1
        while true {
            if Task.isCancelled { throw .cancelled }
            let outcome = await send(request, path: path)
            switch outcome {
            case .success(let response):
                return response
            case .failure(let failure):
                guard attempt < policy.maxAttempts, failure.isRetryable, !Task.isCancelled else {
                    throw Task.isCancelled ? .cancelled : failure.error
                }
                let delay = policy.delay(beforeRetry: attempt, retryAfter: failure.retryAfter)
                attempt += 1
                onRetry(RetryEvent(path: path, reason: failure.error, nextAttempt: attempt,
                                   maxAttempts: policy.maxAttempts, delay: delay))
                do {
                    try await Task.sleep(for: .seconds(delay))
                } catch {
                    throw .cancelled
                }
            }
        }
    }

    private func urlRequest(for endpoint: Endpoint) throws(NetworkError) -> URLRequest {
        var request = URLRequest(url: try endpoint.url(relativeTo: baseURL),
                                 cachePolicy: .reloadIgnoringLocalCacheData,
                                 timeoutInterval: configuration.timeout)
        request.httpMethod = endpoint.method.rawValue
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in endpoint.headers { request.setValue(value, forHTTPHeaderField: name) }
        return request
    }

    /// One attempt, with the request's own timeout as a hard deadline.
    private func send(_ request: URLRequest, path: String) async -> Result<HTTPResponse, AttemptFailure> {
        let host = request.url?.host ?? baseURL.absoluteString
        let timeout = configuration.timeout
        let transfer = Transfer(session: session, request: request)
        return await withTaskGroup(of: Result<HTTPResponse, AttemptFailure>?.self) { group in
            group.addTask { await transfer.run(host: host, path: path) }
            group.addTask {
                try? await Task.sleep(for: .seconds(timeout))
                return Task.isCancelled ? nil : .failure(AttemptFailure(error: .timedOut(path: path), isRetryable: false))
            }
            var result: Result<HTTPResponse, AttemptFailure> = .failure(AttemptFailure(error: .cancelled, isRetryable: false))
            for await case let outcome? in group {
                result = outcome
                break
            }
            group.cancelAll()
            transfer.cancel()
            return result
        }
    }
}
