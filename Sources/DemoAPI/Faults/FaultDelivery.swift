// FaultDelivery: how each Fault is put on the wire for one request. Faults that cut the normal body
// send part of it (from the file when it is one); those that reshape or drip it read it into memory.

/// Sends the faulty answer to one request.
struct FaultDelivery {
    let handler: ConnectionHandler
    let request: HTTPRequest

    /// Delivers `fault` and says how it went; `announce` is told the status just before a status line goes out.
    func deliver(_ fault: Fault, announce: (Int) -> Void) -> ConnectionHandler.Outcome {
        let keepAlive = request.keepsAlive
        switch fault {
        case .status(let code, let retryAfter, let body):
            var response = HTTPResponse.rawJSON(body ?? "{}", status: code)
            if let retryAfter { response.headers.append(HeaderField(name: "Retry-After", value: String(retryAfter))) }
            announce(code)
            return handler.finished(sent: handler.send(response, keepAlive: keepAlive))
        case .truncatedBody:
            let response = normal()
            let declared = max(response.body.count, 1)
            announce(response.status)
            let sent =
                SocketIO.send(handler.descriptor, response.head(contentLength: declared, keepAlive: false))
                && handler.send(response.body.prefix(response.body.count / 2))
            return handler.finished(sent: sent, keepOpen: false)
        case .malformedJSON:
            let body = normal().body
            let response = HTTPResponse(status: 200, body: body.prefix(max(body.count / 2, 1)))
            announce(200)
            return handler.finished(sent: handler.send(response, keepAlive: keepAlive))
        case .wrongShape:
            let response = HTTPResponse.json(Self.reshaped((try? normal().body.loadBytes()) ?? []))
            announce(200)
            return handler.finished(sent: handler.send(response, keepAlive: keepAlive))
        case .emptyBody:
            announce(200)
            return handler.finished(
                sent: handler.send(HTTPResponse(status: 200, body: .bytes([])), keepAlive: keepAlive))
        case .hugeBody(let megabytes):
            announce(200)
            return handler.finished(sent: sendHuge(megabytes: megabytes, keepAlive: keepAlive))
        case .dropConnection:
            return ConnectionHandler.Outcome(keepOpen: false)
        case .hang:
            let clientLeft = handler.waitNoticingClose(milliseconds: nil)
            return ConnectionHandler.Outcome(clientClosedEarly: clientLeft, keepOpen: false)
        case .slowDrip(let interval):
            return drip(bytesPerStep: 1, everyMilliseconds: interval, keepAlive: keepAlive, announce: announce)
        case .throttled(let kilobytesPerSecond):
            return drip(
                bytesPerStep: max(1, kilobytesPerSecond * 1024 / 10), everyMilliseconds: 100, keepAlive: keepAlive,
                announce: announce)
        }
    }

    /// Sends the real response `bytesPerStep` bytes at a time, waiting `interval` ms after each.
    private func drip(
        bytesPerStep: Int, everyMilliseconds interval: Int, keepAlive: Bool,
        announce: (Int) -> Void
    ) -> ConnectionHandler.Outcome {
        let response = normal()
        // A file that can no longer be read ends the connection, as a drop does.
        guard let body = try? response.body.loadBytes() else { return ConnectionHandler.Outcome(keepOpen: false) }
        let bytes = response.head(contentLength: body.count, keepAlive: keepAlive) + body
        announce(response.status)
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = min(start + bytesPerStep, bytes.endIndex)
            guard SocketIO.send(handler.descriptor, bytes[start..<end]),
                !handler.waitNoticingClose(milliseconds: interval)
            else {
                return handler.finished(sent: false)
            }
            start = end
        }
        return handler.finished(sent: true)
    }

    private func normal() -> HTTPResponse {
        handler.server.response(to: request)
    }

    /// An array becomes `{"data": [...]}`, anything else `[...]` around it.
    static func reshaped(_ body: [UInt8]) -> JSONValue {
        let value = (try? JSONParser.parse(body)) ?? .object([])
        if case .array = value { return .object([JSONMember(key: "data", value: value)]) }
        return .array([value])
    }

    /// A JSON array of 1 KiB strings, about `megabytes` MiB, streamed in 64 KiB pieces.
    private func sendHuge(megabytes: Int, keepAlive: Bool) -> Bool {
        let element = Array(("\"" + String(repeating: "x", count: 1021) + "\"").utf8)
        let count = megabytes * 1024
        let length = 2 + count * element.count + (count - 1)
        let head = HTTPResponse(status: 200, body: .bytes([])).head(contentLength: length, keepAlive: keepAlive)
        guard SocketIO.send(handler.descriptor, head + [UInt8(ascii: "[")]) else { return false }
        var piece: [UInt8] = []
        piece.reserveCapacity(65 * element.count)
        for index in 0..<count {
            if index > 0 { piece.append(UInt8(ascii: ",")) }
            piece.append(contentsOf: element)
            if piece.count >= 64 * 1024 {
                guard SocketIO.send(handler.descriptor, piece) else { return false }
                piece.removeAll(keepingCapacity: true)
            }
        }
        piece.append(UInt8(ascii: "]"))
        return SocketIO.send(handler.descriptor, piece)
    }
}
