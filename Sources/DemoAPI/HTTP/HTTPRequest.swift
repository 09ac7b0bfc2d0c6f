// HTTPRequest: one parsed HTTP/1.x request, and the parser for its head (request line + headers).
import Foundation

/// A parsed HTTP request as the router sees it.
struct HTTPRequest: Sendable {
    /// Upper-case method, e.g. `GET`.
    var method: String
    /// The request target as sent, e.g. `/users?_page=2`.
    var target: String
    /// Percent-decoded path without the query, e.g. `/users/1`.
    var path: String
    /// Decoded query items in the order they were sent (`+` means a space, as in forms).
    var query: [QueryItem]
    /// Header fields with lower-cased names, in the order they were sent.
    var headers: [(name: String, value: String)]
    /// `1.0` or `1.1`.
    var minorVersion: Int
    /// The body (`Content-Length` bytes).
    var body: [UInt8] = []

    /// The first header named `name` (case-insensitive).
    func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name == lowered }?.value
    }

    /// The first query value named `name`.
    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Whether the connection stays open after the response (HTTP/1.1 default; `Connection` wins).
    var keepsAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

}

/// One `name=value` pair of a query string.
struct QueryItem: Sendable, Equatable {
    /// The decoded name.
    var name: String
    /// The decoded value (empty for `?flag`).
    var value: String
}

/// Why a request was rejected, and with which status (400 unless another one says it better).
struct MalformedRequest: Error, Equatable {
    /// The status to answer: 400, 408, 413 or 431.
    var status = 400
    /// A short description for the error body.
    var reason: String
}

/// Parses the head of a request (everything before the blank line).
enum HTTPRequestHeadParser {
    /// Parses `head` (request line and header lines, CRLF or LF separated, without the blank line).
    /// The returned request has an empty body; `contentLength` says how many body bytes follow.
    static func parse(_ head: [UInt8]) throws(MalformedRequest) -> (request: HTTPRequest, contentLength: Int) {
        // Split on LF bytes: as Characters, "\r\n" is a single grapheme and would not split on "\n".
        var lines: [Substring] = []
        for rawLine in head.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let bytes = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let line = String(validating: bytes, as: UTF8.self) else {
                throw MalformedRequest(reason: "request head is not UTF-8")
            }
            lines.append(Substring(line))
        }
        guard !lines.isEmpty else { throw MalformedRequest(reason: "empty request") }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw MalformedRequest(reason: "bad request line") }
        let method = String(parts[0])
        guard !method.isEmpty, method.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) else {
            throw MalformedRequest(reason: "bad method")
        }
        let minorVersion: Int
        switch parts[2] {
        case "HTTP/1.1": minorVersion = 1
        case "HTTP/1.0": minorVersion = 0
        default: throw MalformedRequest(reason: "unsupported HTTP version")
        }
        let target = String(parts[1])
        let (path, query) = try parseTarget(target)
        var headers: [(name: String, value: String)] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw MalformedRequest(reason: "bad header line")
            }
            let name = line[..<colon]
            guard !name.contains(" "), !name.contains("\t") else { throw MalformedRequest(reason: "bad header name") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((name.lowercased(), value))
        }
        let request = HTTPRequest(
            method: method, target: target, path: path, query: query, headers: headers, minorVersion: minorVersion)
        if request.header("transfer-encoding") != nil {
            throw MalformedRequest(reason: "Transfer-Encoding is not supported; send Content-Length")
        }
        let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
        guard Set(lengths).count <= 1 else { throw MalformedRequest(reason: "conflicting Content-Length") }
        var contentLength = 0
        if let declared = lengths.first {
            guard !declared.isEmpty, declared.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                throw MalformedRequest(reason: "bad Content-Length")
            }
            // More digits than an Int holds is a length beyond any limit, not a reason to trap.
            contentLength = Int(declared) ?? Int.max
        }
        return (request, contentLength)
    }

    /// Splits an origin-form target (`/path?query`) into its decoded path and query items.
    static func parseTarget(_ target: String) throws(MalformedRequest) -> (path: String, query: [QueryItem]) {
        guard target.hasPrefix("/") else { throw MalformedRequest(reason: "target must start with '/'") }
        let withoutFragment = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let pieces = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = String(pieces[0]).removingPercentEncoding else {
            throw MalformedRequest(reason: "bad percent-encoding in path")
        }
        var query: [QueryItem] = []
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = formDecode(nameAndValue[0]),
                    let value = nameAndValue.count == 2 ? formDecode(nameAndValue[1]) : ""
                else {
                    throw MalformedRequest(reason: "bad percent-encoding in query")
                }
                query.append(QueryItem(name: name, value: value))
            }
        }
        return (path, query)
    }

    private static func formDecode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
