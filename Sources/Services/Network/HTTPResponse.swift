// A raw HTTP answer: status, headers and body bytes, before any decoding.
import Foundation

/// The raw answer to a request.
public struct HTTPResponse: Sendable, Hashable {
    /// HTTP status code.
    public var status: Int
    /// Response headers with lower-cased names.
    public var headers: [String: String]
    /// Body bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The status and headers without the body.
    public var head: ResponseHead { ResponseHead(status: status, headers: headers) }

    /// The `ETag` header, if the server sent one.
    public var etag: String? { head.etag }

    /// The value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? { head.header(name) }
}
