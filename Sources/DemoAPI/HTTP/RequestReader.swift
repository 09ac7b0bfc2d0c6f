// RequestReader: pulls successive requests off one connection, keeping bytes that arrived early
// (pipelining) for the next one, within the server's limits: a head larger than allowed is 431,
// a body larger than allowed 413 (refused before it is read), a head not complete within the idle
// timeout 408, and a connection idle that long between requests is closed.

/// Reads requests from a connected socket.
struct RequestReader {
    /// What the next read produced.
    enum Outcome {
        /// A complete request with its body.
        case request(HTTPRequest)
        /// The peer closed, the server shut the socket, or the connection sat idle between requests.
        case closed
        /// Bytes that are not an acceptable request; answer `status` and close.
        case malformed(MalformedRequest)
    }

    private let descriptor: Int32
    private let limits: DemoServerLimits
    private var buffer: [UInt8] = []

    /// A reader for `descriptor` enforcing `limits`.
    init(descriptor: Int32, limits: DemoServerLimits) {
        self.descriptor = descriptor
        self.limits = limits
    }

    /// Blocks until a whole request arrived, the peer closed, the connection went idle, or the bytes
    /// are not acceptable.
    mutating func next() -> Outcome {
        let headDeadline = SocketIO.monotonicMilliseconds() + limits.idleTimeoutMilliseconds
        var searchFrom = 0
        var headEnd = Self.findHeadEnd(buffer, from: 0)
        while headEnd == nil {
            guard buffer.count <= limits.maximumHeadBytes else { return .malformed(headTooLarge) }
            searchFrom = max(0, buffer.count - 3)
            switch SocketIO.receive(descriptor, deadline: headDeadline) {
            case .bytes(let chunk):
                buffer.append(contentsOf: chunk)
            case .closed:
                return buffer.allSatisfy({ $0 == 0x0D || $0 == 0x0A })
                    ? .closed : .malformed(MalformedRequest(reason: "incomplete request head"))
            case .timedOut:
                return buffer.isEmpty
                    ? .closed
                    : .malformed(
                        MalformedRequest(
                            status: 408, reason: "request head not complete within \(limits.idleTimeoutMilliseconds) ms"
                        ))
            }
            // Tolerate blank lines before a request line (RFC 9112 section 2.2).
            let blank = buffer.prefix { $0 == 0x0D || $0 == 0x0A }.count
            if blank > 0 {
                buffer.removeFirst(blank)
                searchFrom = 0
            }
            headEnd = Self.findHeadEnd(buffer, from: searchFrom)
        }
        guard let (headLength, bodyStart) = headEnd else { return .closed }
        guard headLength <= limits.maximumHeadBytes else { return .malformed(headTooLarge) }
        let parsed: (request: HTTPRequest, contentLength: Int)
        do {
            parsed = try HTTPRequestHeadParser.parse(Array(buffer[0..<headLength]))
        } catch {
            return .malformed(error)
        }
        guard parsed.contentLength <= limits.maximumBodyBytes else {
            return .malformed(
                MalformedRequest(
                    status: 413, reason: "request body too large: the limit is \(limits.maximumBodyBytes) bytes"))
        }
        while buffer.count - bodyStart < parsed.contentLength {
            let deadline = SocketIO.monotonicMilliseconds() + limits.idleTimeoutMilliseconds
            switch SocketIO.receive(descriptor, deadline: deadline) {
            case .bytes(let chunk):
                buffer.append(contentsOf: chunk)
            case .closed:
                return .malformed(MalformedRequest(reason: "body shorter than Content-Length"))
            case .timedOut:
                return .malformed(
                    MalformedRequest(
                        status: 408, reason: "no bytes of the body for \(limits.idleTimeoutMilliseconds) ms"))
            }
        }
        var request = parsed.request
        request.body = Array(buffer[bodyStart..<(bodyStart + parsed.contentLength)])
        buffer.removeFirst(bodyStart + parsed.contentLength)
        return .request(request)
    }

    private var headTooLarge: MalformedRequest {
        MalformedRequest(status: 431, reason: "request head too large: the limit is \(limits.maximumHeadBytes) bytes")
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
