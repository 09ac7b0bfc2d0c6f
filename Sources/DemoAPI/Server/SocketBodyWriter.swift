// SocketBodyWriter: sends a streamed body's pieces to a socket through one 64 KiB buffer: small
// pieces (separators, records, short file runs) are gathered into full packets, long file runs go
// out with sendfile(2) without entering the process.
import Glibc

/// A `BodySink` writing to a connected socket.
struct SocketBodyWriter: BodySink {
    /// The buffer's size, and the longest file region read into it rather than sent from the file.
    static let bufferSize = 64 * 1024

    private let descriptor: Int32
    private var buffer: [UInt8] = []

    /// A writer to `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    mutating func write(_ piece: BodyPiece) -> Bool {
        if buffer.count + piece.count > Self.bufferSize, !flush() { return false }
        switch piece {
        case .bytes(let bytes) where bytes.count > Self.bufferSize:
            return SocketIO.send(descriptor, bytes)
        case .bytes(let bytes):
            buffer.append(contentsOf: bytes)
            return true
        case .file(let region) where region.length > Self.bufferSize:
            return SocketIO.sendFile(
                descriptor, from: region.file.descriptor, offset: region.offset, length: region.length)
        case .file(let region):
            return append(region)
        }
    }

    /// Sends what the buffer holds; false when the peer went away.
    mutating func flush() -> Bool {
        guard !buffer.isEmpty else { return true }
        defer { buffer.removeAll(keepingCapacity: true) }
        return SocketIO.send(descriptor, buffer)
    }

    /// Reads `region` into the end of the buffer (which has room for it).
    private mutating func append(_ region: FileRegion) -> Bool {
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: region.length))
        let filled = buffer.withUnsafeMutableBytes { all in
            try? region.file.read(into: UnsafeMutableRawBufferPointer(rebasing: all[start...]), at: region.offset)
        }
        return filled == region.length
    }
}
