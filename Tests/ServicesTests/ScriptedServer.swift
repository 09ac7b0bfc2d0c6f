// A loopback HTTP responder for answers the demo server does not give (304 Not Modified, a body
// that stops midway while the connection stays open): each connection reads one request head and
// runs the test's script, then closes.
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server on 127.0.0.1 whose answers are written by the test, one request per connection.
final class ScriptedServer: Sendable {
    /// One accepted connection, as the script sees it.
    struct Connection: Sendable {
        fileprivate let descriptor: Int32
        /// The request line and header lines, e.g. "GET /users HTTP/1.1", "If-None-Match: \"v1\"".
        let requestHead: [String]

        /// The value of request header `name` (case-insensitive).
        func header(_ name: String) -> String? {
            let prefix = name.lowercased() + ":"
            return requestHead.first { $0.lowercased().hasPrefix(prefix) }
                .map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
        }

        /// Sends `text` as is (CRLFs included); false when the client has gone.
        @discardableResult
        func send(_ text: String) -> Bool { send(Data(text.utf8)) }

        /// Sends `data` as is; false when the client has gone.
        @discardableResult
        func send(_ data: Data) -> Bool {
            data.withUnsafeBytes { buffer in
                var sent = 0
                while sent < buffer.count {
                    let count = Glibc.send(
                        descriptor, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                    if count <= 0 { return false }
                    sent += count
                }
                return true
            }
        }

        /// Waits until the client closes the connection (true) or `seconds` pass (false).
        @discardableResult
        func waitForClose(upTo seconds: Double) -> Bool {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let deadline = Date().addingTimeInterval(seconds)
            var byte: UInt8 = 0
            while Date() < deadline {
                if poll(&poller, 1, 10) > 0, recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT)) <= 0 { return true }
            }
            return false
        }
    }

    private struct State {
        var listener: Int32
        var connections: Set<Int32> = []
        var requests: [[String]] = []
        var stopped = false
    }

    private let state: Mutex<State>
    private let acceptLoopFinished = DispatchSemaphore(value: 0)
    /// `http://127.0.0.1:PORT`.
    let baseURL: URL

    /// Starts listening on an ephemeral port; `script` answers each request.
    init(script: @escaping @Sendable (Connection) -> Void) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listener >= 0, ready else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        state = Mutex(State(listener: listener))
        Thread.detachNewThread { [self] in
            while case let client = accept(listener, nil, nil), client >= 0 {
                let accepted = state.withLock { state in
                    state.stopped ? false : state.connections.insert(client).inserted
                }
                guard accepted else {
                    close(client)
                    break
                }
                Thread.detachNewThread { [self] in
                    if let head = Self.readRequestHead(client) {
                        state.withLock { $0.requests.append(head) }
                        script(Connection(descriptor: client, requestHead: head))
                    }
                    state.withLock {
                        $0.connections.remove(client)
                        close(client)
                    }
                }
            }
            acceptLoopFinished.signal()
        }
    }

    deinit { stop() }

    /// The request heads received so far, oldest first.
    var requests: [[String]] { state.withLock { $0.requests } }

    /// Closes the listener and every open connection.
    func stop() {
        let listener = state.withLock { state -> Int32 in
            defer {
                state.stopped = true
                state.listener = -1
            }
            for connection in state.connections { _ = shutdown(connection, Int32(SHUT_RDWR)) }
            return state.listener
        }
        guard listener >= 0 else { return }
        _ = shutdown(listener, Int32(SHUT_RDWR))
        acceptLoopFinished.wait()
        close(listener)
    }

    private static func readRequestHead(_ descriptor: Int32) -> [String]? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard recv(descriptor, &byte, 1, 0) == 1 else { return nil }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }
}
