// The status and headers of an HTTP answer without its body: what a streaming download hands
// its consumer before the first chunk, and what a 304 Not Modified carries.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The status and headers of a response.
public struct ResponseHead: Sendable, Hashable {
    /// HTTP status code.
    public var status: Int
    /// Response headers with lower-cased names.
    public var headers: [String: String]

    /// Creates a response head.
    public init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = headers
    }

    /// The head of `response`, header names lower-cased.
    init(_ response: HTTPURLResponse) {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        self.init(status: response.statusCode, headers: headers)
    }

    /// The `ETag` header, if the server sent one.
    public var etag: String? { headers["etag"] }

    /// The value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The body length the server announced in `Content-Length`, if any (nil when it is not a
    /// whole number from 0 to Int.max).
    public var contentLength: Int? { header("Content-Length").flatMap(HeaderNumber.count) }

    /// Whether the body is sent compressed (a Content-Encoding other than identity), so its
    /// length on the wire says nothing of its length once unpacked.
    public var isEncoded: Bool {
        guard let encoding = header("Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased() else {
            return false
        }
        return !encoding.isEmpty && encoding != "identity"
    }

    /// The seconds the server's `Retry-After` asks for, when it is a number of seconds (an HTTP
    /// date, a negative or a non-finite value is ignored).
    public var retryAfter: TimeInterval? { header("Retry-After").flatMap(HeaderNumber.seconds) }
}
