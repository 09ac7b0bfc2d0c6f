// RequestReader: pulls successive requests off one connection, keeping bytes that arrived early
// (pipelining) for the next one.

/// Reads requests from a connected socket.
struct RequestReader {
    /// What the next read produced.
    enum Outcome {
        /// A complete request with its body.
        case request(HTTPRequest)
        /// The peer closed (or the server shut the socket) between requests.
        case closed
        /// Bytes that are not a valid request; answer 400 and close.
        case malformed(MalformedRequest)
    }

    /// The largest head accepted.
    static let maximumHeadBytes = 64 * 1024
    /// The largest body accepted.
    static let maximumBodyBytes = 64 * 1024 * 1024

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// A reader for `descriptor`.
    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Blocks until a whole request arrived, the peer closed, or the bytes are malformed.
    mutating func next() -> Outcome {
        var searchFrom = 0
        var headEnd: (head: Int, body: Int)?
        while headEnd == nil {
            headEnd = Self.findHeadEnd(buffer, from: searchFrom)
            if headEnd != nil { break }
            guard buffer.count <= Self.maximumHeadBytes else {
                return .malformed(MalformedRequest(reason: "request head too large"))
            }
            searchFrom = max(0, buffer.count - 3)
            let chunk = SocketIO.receive(descriptor)
            if chunk.isEmpty {
                return buffer.allSatisfy({ $0 == 0x0D || $0 == 0x0A })
                    ? .closed : .malformed(MalformedRequest(reason: "incomplete request head"))
            }
            buffer.append(contentsOf: chunk)
            // Tolerate blank lines before a request line (RFC 9112 section 2.2).
            while let first = buffer.first, first == 0x0D || first == 0x0A { buffer.removeFirst() }
        }
        guard let (headLength, bodyStart) = headEnd else { return .closed }
        let parsed: (request: HTTPRequest, contentLength: Int)
        do {
            parsed = try HTTPRequestHeadParser.parse(Array(buffer[0..<headLength]))
        } catch {
            return .malformed(error)
        }
        guard parsed.contentLength <= Self.maximumBodyBytes else {
            return .malformed(MalformedRequest(reason: "body too large"))
        }
        while buffer.count - bodyStart < parsed.contentLength {
            let chunk = SocketIO.receive(descriptor)
            if chunk.isEmpty { return .malformed(MalformedRequest(reason: "body shorter than Content-Length")) }
            buffer.append(contentsOf: chunk)
        }
        var request = parsed.request
        request.body = Array(buffer[bodyStart..<(bodyStart + parsed.contentLength)])
        buffer.removeFirst(bodyStart + parsed.contentLength)
        return .request(request)
    }

    /// Where the head ends: the length of the head and the offset of the body (after CRLFCRLF or LFLF).
    static func findHeadEnd(_ bytes: [UInt8], from start: Int) -> (head: Int, body: Int)? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < bytes.count && bytes[index + 1] == 0x0D && bytes[index + 2] == 0x0A {
                    return (index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }
}
