// ConnectionHandler: serves one accepted connection: reads requests in a loop (keep-alive),
// logs them, and answers normally or through the fault that applies.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The per-connection loop; runs on its own thread.
struct ConnectionHandler {
    let server: DemoServer
    let descriptor: Int32

    /// Serves requests until the client closes, asks to close, a fault closes, or the server stops.
    func serve() {
        SocketIO.blockBrokenPipeSignal()
        let limits = server.limits
        SocketIO.setSendTimeout(descriptor, milliseconds: limits.idleTimeoutMilliseconds)
        var reader = RequestReader(descriptor: descriptor, limits: limits)
        while !server.isStopped {
            switch reader.next() {
            case .closed:
                return
            case .malformed(let problem):
                let body = JSONValue.object([JSONMember(key: "error", value: .string(problem.reason))])
                if send(.json(body, status: problem.status), keepAlive: false) {
                    SocketIO.finishReading(descriptor, milliseconds: min(limits.idleTimeoutMilliseconds, 1_000))
                }
                return
            case .request(let request):
                let index = server.log(request)
                let outcome = answer(request) { server.recordStatus($0, at: index) }
                server.recordClientClosedEarly(outcome.clientClosedEarly, at: index)
                guard outcome.keepOpen, request.keepsAlive else { return }
            }
        }
    }

    /// How answering one request went.
    struct Outcome {
        var clientClosedEarly = false
        var keepOpen = true
    }

    /// Answers `request`; `announce` receives the status just before its status line is sent.
    private func answer(_ request: HTTPRequest, announce: (Int) -> Void) -> Outcome {
        let rule = server.takeFault(method: request.method, path: request.path)
        if let rule, rule.delayMilliseconds > 0, waitNoticingClose(milliseconds: rule.delayMilliseconds) {
            return Outcome(clientClosedEarly: true, keepOpen: false)
        }
        guard let fault = rule?.fault else {
            let response = server.response(to: request)
            announce(response.status)
            return finished(sent: send(response, keepAlive: request.keepsAlive))
        }
        return FaultDelivery(handler: self, request: request).deliver(fault, announce: announce)
    }

    /// The outcome after trying to send a response.
    func finished(sent: Bool, keepOpen: Bool = true) -> Outcome {
        Outcome(clientClosedEarly: !sent, keepOpen: sent && keepOpen)
    }

    /// Sends head and body; false when the client went away.
    func send(_ response: HTTPResponse, keepAlive: Bool) -> Bool {
        SocketIO.send(descriptor, response.head(contentLength: response.body.count, keepAlive: keepAlive))
            && send(response.body)
    }

    /// Sends a body: bytes as they are, a file region straight from the file, a stream piece by
    /// piece; false when the client went away (or a file ended early).
    func send(_ body: HTTPBody) -> Bool {
        switch body {
        case .bytes(let bytes):
            return SocketIO.send(descriptor, bytes)
        case .file(let region):
            return SocketIO.sendFile(
                descriptor, from: region.file.descriptor, offset: region.offset, length: region.length)
        case .stream(let stream):
            var writer = SocketBodyWriter(descriptor: descriptor)
            return stream.write(to: &writer) && writer.flush()
        }
    }

    /// Sleeps up to `milliseconds` (forever when nil), returning true as soon as the client closes
    /// (or the server stops). Bytes the client pipelines meanwhile are left unread.
    func waitNoticingClose(milliseconds: Int?) -> Bool {
        let deadline = milliseconds.map { SocketIO.monotonicMilliseconds() + $0 }
        var peerSentData = false
        while true {
            if server.isStopped { return true }
            let remaining = deadline.map { $0 - SocketIO.monotonicMilliseconds() }
            if let remaining, remaining <= 0 { return false }
            let slice = Int32(min(remaining ?? 50, 50))
            if peerSentData {
                usleep(UInt32(slice) * 1000)
                continue
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, slice)
            guard ready > 0 else { continue }
            if poller.revents & Int16(POLLHUP | POLLERR) != 0 { return true }
            var byte: UInt8 = 0
            let peeked = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
            if peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EINTR) { return true }
            if peeked > 0 { peerSentData = true }
        }
    }
}
