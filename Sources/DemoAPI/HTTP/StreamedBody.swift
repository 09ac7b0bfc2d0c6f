// StreamedBody: a response body produced piece by piece while it is sent (runs of a file, records
// held in memory, separators), so a list of any length costs the same memory for every reader.

/// One piece of a streamed body.
enum BodyPiece {
    /// Bytes in memory.
    case bytes([UInt8])
    /// A region of an open file, sent from the file.
    case file(FileRegion)

    /// The number of bytes.
    var count: Int {
        switch self {
        case .bytes(let bytes): bytes.count
        case .file(let region): region.length
        }
    }
}

/// Where a streamed body's pieces go: a socket, memory, or another sink.
protocol BodySink {
    /// Takes `piece`; false when it cannot (the peer went away, a file could not be read).
    mutating func write(_ piece: BodyPiece) -> Bool
}

/// A body whose length and tag are known before it is produced.
protocol StreamedBody: Sendable {
    /// The number of bytes (the `Content-Length`).
    var count: Int { get }
    /// The weak tag naming the content.
    var entityTag: EntityTag { get }
    /// Hands the pieces to `sink` in order; false as soon as the sink refuses one.
    func write<Sink: BodySink>(to sink: inout Sink) -> Bool
}

/// The first `count` bytes of another streamed body.
struct PrefixedBody: StreamedBody {
    let base: any StreamedBody
    let count: Int

    var entityTag: EntityTag {
        var hash = FNV1aHash()
        hash.combine(Array(base.entityTag.opaque.utf8))
        hash.combine(UInt64(count))
        return EntityTag(opaque: hash.hexDigits, isWeak: true)
    }

    func write<Sink: BodySink>(to sink: inout Sink) -> Bool {
        var limited = LimitedSink(base: sink, remaining: count)
        defer { sink = limited.base }
        return base.write(to: &limited)
    }

    /// Passes on pieces until `remaining` bytes went through, cutting the last one; swallows the rest.
    private struct LimitedSink<Base: BodySink>: BodySink {
        var base: Base
        var remaining: Int

        mutating func write(_ piece: BodyPiece) -> Bool {
            guard remaining > 0 else { return true }
            let taken = min(piece.count, remaining)
            remaining -= taken
            switch piece {
            case .bytes(let bytes):
                return base.write(.bytes(taken == bytes.count ? bytes : Array(bytes.prefix(taken))))
            case .file(let region):
                return base.write(.file(FileRegion(file: region.file, offset: region.offset, length: taken)))
            }
        }
    }
}

/// Collects a streamed body in memory (for faults that reshape a body, never for normal answers).
struct CollectingSink: BodySink {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ piece: BodyPiece) -> Bool {
        switch piece {
        case .bytes(let more):
            bytes.append(contentsOf: more)
            return true
        case .file(let region):
            guard let more = try? region.file.bytes(at: region.offset, length: region.length) else { return false }
            bytes.append(contentsOf: more)
            return true
        }
    }
}
