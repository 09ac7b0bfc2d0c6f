// HTTPResponse: a status, headers and a body, and their HTTP/1.1 wire form.

/// A response the server sends.
struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200.
    var status: Int
    /// Extra headers (Content-Type, Content-Length and Connection are added on the wire).
    var headers: [HeaderField] = []
    /// The body: bytes, or a region of a file.
    var body: HTTPBody
    /// The `Content-Type` header value.
    var contentType = "application/json; charset=utf-8"

    /// A JSON response with `value` pretty-printed like json-server.
    static func json(_ value: JSONValue, status: Int = 200, style: JSONWriter.Style = .pretty) -> HTTPResponse {
        HTTPResponse(status: status, body: .bytes(JSONWriter.bytes(value, style: style)))
    }

    /// A JSON response whose body is already-encoded text.
    static func rawJSON(_ text: String, status: Int) -> HTTPResponse {
        HTTPResponse(status: status, body: .bytes(Array(text.utf8)))
    }

    /// The head (status line and headers, ending with the blank line), declaring `contentLength`.
    /// A 204 or 304, which never has a body, declares neither a length nor a type.
    func head(contentLength: Int, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        if status != 204 && status != 304 {
            text += "Content-Type: \(contentType)\r\n"
            text += "Content-Length: \(contentLength)\r\n"
        }
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n"
        for field in headers { text += "\(field.name): \(field.value)\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    /// The standard reason phrase for `status`.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Payload Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 507: "Insufficient Storage"
        default: "Status \(status)"
        }
    }
}

/// One response header.
struct HeaderField: Sendable, Equatable {
    /// The header name as sent.
    var name: String
    /// The header value.
    var value: String
}
