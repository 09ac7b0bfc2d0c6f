// RawHTTPClient: a minimal blocking HTTP/1.1 client over a Glibc socket, so tests can see exact
// bytes, reuse one connection (keep-alive) and observe truncation, drops and hangs.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A parsed response as read off the wire.
struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) }
}

/// What reading a response ended with.
enum RawReadError: Error, Equatable {
    /// The connection closed before a full head arrived (possibly after some bytes).
    case closed(receivedBytes: Int)
    /// The connection closed after the head but before `Content-Length` body bytes.
    case truncated(declared: Int, received: Int)
    /// Nothing within the timeout.
    case timedOut
}

/// One TCP connection to 127.0.0.1.
final class RawHTTPClient {
    let descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds (the default is far
    /// above any answer's time, for debug builds on a loaded machine).
    init(port: UInt16, timeout: Double = 30) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: deinit runs when a fully initialised object's init throws, and closing
        // twice could close a descriptor another test has opened since.
        guard result == 0 else { throw POSIXError(.ECONNREFUSED) }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends raw bytes.
    func send(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Sends a request with `Host` and optional body.
    func request(_ method: String, _ target: String, headers: [String: String] = [:], body: String? = nil) {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        send(text)
    }

    /// Reads one whole response (by Content-Length).
    func readResponse() throws(RawReadError) -> RawResponse {
        var headEnd: Range<Int>?
        while headEnd == nil {
            if let range = findHeadEnd() {
                headEnd = range
                break
            }
            try fill(whenClosed: RawReadError.closed(receivedBytes: buffer.count))
        }
        guard let headEnd else { throw .closed(receivedBytes: buffer.count) }
        let head = String(decoding: buffer[0..<headEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = Int(statusLine[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count - headEnd.upperBound < length {
            try fill(whenClosed: RawReadError.truncated(declared: length, received: buffer.count - headEnd.upperBound))
        }
        let body = Array(buffer[headEnd.upperBound..<(headEnd.upperBound + length)])
        buffer.removeFirst(headEnd.upperBound + length)
        return RawResponse(status: status, headers: headers, body: body)
    }

    /// Reads one response's head and counts its body without keeping it (only its last `tailLength`
    /// bytes), so many large answers can be read at once in little memory.
    func drainResponse(tailLength: Int = 256) throws(RawReadError) -> (
        status: Int, contentLength: Int, received: Int, tail: [UInt8]
    ) {
        var headEnd: Range<Int>?
        while headEnd == nil {
            if let range = findHeadEnd() {
                headEnd = range
                break
            }
            try fill(whenClosed: RawReadError.closed(receivedBytes: buffer.count))
        }
        guard let headEnd else { throw .closed(receivedBytes: buffer.count) }
        let head = String(decoding: buffer[0..<headEnd.lowerBound], as: UTF8.self).lowercased()
        let status = Int(head.split(separator: " ")[1]) ?? 0
        let length =
            head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        buffer.removeFirst(headEnd.upperBound)
        var received = 0
        var tail: [UInt8] = []
        while true {
            let taken = min(buffer.count, length - received)
            received += taken
            tail = Array((tail + buffer[0..<taken]).suffix(tailLength))
            buffer.removeFirst(taken)
            if received == length { break }
            try fill(whenClosed: RawReadError.truncated(declared: length, received: received))
        }
        return (status, length, received, tail)
    }

    /// True when the server closed the connection (reads end of stream) within the timeout.
    func serverClosed() -> Bool {
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, 0) == 0
    }

    private func findHeadEnd() -> Range<Int>? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index..<(index + 4)
        }
        return nil
    }

    private func fill(whenClosed error: RawReadError) throws(RawReadError) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return
        }
        if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { throw .timedOut }
        throw error
    }
}
