// A request description independent of the server it is sent to: path, method, query, body,
// headers. `APIService` resolves it against its base URL.
import Foundation

/// One HTTP request to an API, relative to the API's base URL.
public struct Endpoint: Sendable, Hashable {
    /// Path appended to the base URL, starting with "/", e.g. "/users/1".
    public var path: String
    /// Request method.
    public var method: HTTPMethod
    /// Query parameters, in order.
    public var queryItems: [URLQueryItem]
    /// Request body, if any.
    public var body: Data?
    /// Extra request headers.
    public var headers: [String: String]
    /// What the answer holds, which bounds its size (see `ResponseLimits`).
    public var kind: ResponseKind

    /// Creates an endpoint.
    public init(
        path: String, method: HTTPMethod = .get, queryItems: [URLQueryItem] = [],
        body: Data? = nil, headers: [String: String] = [:], kind: ResponseKind = .item
    ) {
        self.path = path
        self.method = method
        self.queryItems = queryItems
        self.body = body
        self.headers = headers
        self.kind = kind
    }

    /// Whether the endpoint carries its own conditional header (`If-None-Match`, in any case):
    /// the request then revalidates data already held, as one sent with an entity tag does.
    public var isConditional: Bool {
        headers.keys.contains { $0.caseInsensitiveCompare("If-None-Match") == .orderedSame }
    }

    /// Creates an endpoint whose body is `value` encoded as JSON, with a JSON content type.
    public init(
        path: String, method: HTTPMethod, jsonBody value: some Encodable,
        encoder: JSONEncoder = JSONEncoder()
    ) throws {
        self.init(
            path: path, method: method, body: try encoder.encode(value),
            headers: ["Content-Type": "application/json; charset=utf-8"])
    }

    /// The full URL of this endpoint under an http(s) `baseURL`; the base URL's own path is kept as a prefix.
    public func url(relativeTo baseURL: URL) throws(NetworkError) -> URL {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else {
            throw .invalidURL(Redactor.redact(baseURL.absoluteString))
        }
        let prefix = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = prefix + (path.hasPrefix("/") ? path : "/" + path)
        if !queryItems.isEmpty { components.queryItems = (components.queryItems ?? []) + queryItems }
        guard let url = components.url else {
            throw .invalidURL(Redactor.redact(baseURL.absoluteString + path))
        }
        return url
    }

    /// The path and query with secrets redacted, for messages and logs.
    public var redactedDescription: String {
        var components = URLComponents()
        components.path = path
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        return "\(method.rawValue) " + Redactor.redact(components.string ?? path)
    }
}
