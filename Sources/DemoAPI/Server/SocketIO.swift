// SocketIO: the thin layer over Glibc sockets: a loopback listener, accept, full sends and reads.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A socket call that failed, with its errno.
public struct DemoServerError: Error, Equatable, CustomStringConvertible {
    /// The call that failed, e.g. `bind`.
    public var operation: String
    /// The errno it set.
    public var code: Int32

    /// A one-line explanation, e.g. `bind failed: Address already in use`.
    public var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}

/// Socket helpers; every function works on a raw file descriptor.
enum SocketIO {
    /// A listening TCP socket on 127.0.0.1 with `SO_REUSEADDR`; `port` 0 picks an ephemeral one.
    static func listen(port: UInt16) throws(DemoServerError) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw DemoServerError(operation: "socket", code: errno) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw closing(descriptor, DemoServerError(operation: "bind", code: errno)) }
        guard Glibc.listen(descriptor, 128) == 0 else {
            throw closing(descriptor, DemoServerError(operation: "listen", code: errno))
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw closing(descriptor, DemoServerError(operation: "getsockname", code: errno)) }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    private static func closing(_ descriptor: Int32, _ error: DemoServerError) -> DemoServerError {
        close(descriptor)
        return error
    }

    /// Accepts one connection; nil when the listener was shut down or failed for good.
    static func accept(_ listener: Int32) -> Int32? {
        while true {
            let client = Glibc.accept(listener, nil, nil)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                var noDelay: Int32 = 1
                setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
                return client
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                usleep(10_000)
                continue
            default: return nil
            }
        }
    }

    /// Sends every byte (`MSG_NOSIGNAL`, so a closed peer is an error, not SIGPIPE); false on failure.
    static func send(_ descriptor: Int32, _ bytes: some Collection<UInt8>) -> Bool {
        let sent: Bool? = bytes.withContiguousStorageIfAvailable { sendAll(descriptor, UnsafeRawBufferPointer($0)) }
        if let sent { return sent }
        return Array(bytes).withUnsafeBytes { sendAll(descriptor, $0) }
    }

    private static func sendAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let result = Glibc.send(
                descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            if result > 0 {
                offset += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Sends `length` bytes of the file `file` from `offset` with sendfile(2), without copying them
    /// into the process; false when the peer went away or the file ended early.
    static func sendFile(_ descriptor: Int32, from file: Int32, offset: Int, length: Int) -> Bool {
        var position = off_t(offset)
        let end = off_t(offset + length)
        while position < end {
            let result = Glibc.sendfile(descriptor, file, &position, Int(end - position))
            if result > 0 { continue }
            if result < 0 && errno == EINTR { continue }
            if result < 0 && errno == EPIPE { discardBrokenPipeSignal() }
            return false
        }
        return true
    }

    /// Blocks SIGPIPE on the calling thread: sendfile(2) has no MSG_NOSIGNAL, and a peer that closed
    /// must fail the send with EPIPE rather than end the process.
    static func blockBrokenPipeSignal() {
        var signals = brokenPipeSignalOnly()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Takes the SIGPIPE an EPIPE left pending on this thread (where it is blocked), so none is left over.
    private static func discardBrokenPipeSignal() {
        var signals = brokenPipeSignalOnly()
        var noWait = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&signals, nil, &noWait)
    }

    private static func brokenPipeSignalOnly() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        return signals
    }

    /// What waiting for bytes gave.
    enum Received {
        /// Bytes that arrived.
        case bytes([UInt8])
        /// The peer closed (or the socket failed, or was shut down).
        case closed
        /// Nothing arrived before the deadline.
        case timedOut
    }

    /// Waits until bytes arrive (up to `maximum`), the peer closes, or `deadline` (a
    /// `monotonicMilliseconds()` value) passes.
    static func receive(_ descriptor: Int32, deadline: Int, maximum: Int = 65_536) -> Received {
        while true {
            let remaining = deadline - monotonicMilliseconds()
            guard remaining > 0 else { return .timedOut }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining, 1_000)))
            if ready < 0 && errno != EINTR { return .closed }
            guard ready > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: maximum)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, Int32(MSG_DONTWAIT)) }
            if count > 0 { return .bytes(Array(buffer[0..<count])) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return .closed
        }
    }

    /// Closes the sending side and reads and drops what the peer still sends, until it closes or
    /// `milliseconds` pass, so an answer sent before its request was read whole (413, 431) is not
    /// lost to a reset.
    static func finishReading(_ descriptor: Int32, milliseconds: Int) {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_WR))
        let deadline = monotonicMilliseconds() + milliseconds
        while case .bytes = receive(descriptor, deadline: deadline) {}
    }

    /// Makes a send that cannot progress for `milliseconds` fail, so a client that stops reading
    /// does not hold its thread.
    static func setSendTimeout(_ descriptor: Int32, milliseconds: Int) {
        var limit = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Milliseconds on the monotonic clock.
    static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }

    /// Wakes any thread blocked on `descriptor` (accept, recv, send) without closing it.
    static func shutdown(_ descriptor: Int32) {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
