// DemoRequest: one entry of the server's request log, for tests that check what a client sent.

/// A request the server received, as recorded in `DemoServer.requests`.
public struct DemoRequest: Sendable, Equatable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The decoded path without the query, e.g. `/users/1`.
    public var path: String
    /// The decoded query; the value of `appid` is replaced by `DemoRequest.redacted` (keys are never logged).
    public var query: [String: String]
    /// The status answered, or nil when no status line was sent (drop, hang, or the client left first).
    public var status: Int?
    /// Whether the client closed the connection before the whole response was sent.
    public var clientClosedEarly: Bool

    /// What the log shows instead of an API key.
    public static let redacted = "<redacted>"

    /// A log entry.
    public init(
        method: String, path: String, query: [String: String], status: Int? = nil, clientClosedEarly: Bool = false
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.status = status
        self.clientClosedEarly = clientClosedEarly
    }

    /// The entry for `request`, with secrets redacted.
    init(_ request: HTTPRequest) {
        var query: [String: String] = [:]
        for item in request.query {
            query[item.name] = item.name.lowercased() == "appid" ? Self.redacted : item.value
        }
        self.init(method: request.method, path: request.path, query: query)
    }
}
