// RecordListBody: a list answer streamed from its entries: `[`, the records separated as
// json-server separates them, `]`. File runs go out from the file, stored records from memory;
// nothing is assembled, so any number of readers cost the same memory as one.
import JSONCore

/// A pretty-printed JSON array of a collection's records, produced while it is sent.
struct RecordListBody: StreamedBody {
    let count: Int
    let entityTag: EntityTag
    private let contents: [BodyPiece]

    private static let open = Array("[\n  ".utf8)
    private static let separator = Array(",\n  ".utf8)
    private static let close = Array("\n]".utf8)

    /// The list of `entries`, whose file runs are elements of `file`.
    init(entries: [ListEntry], file: CollectionFile?) throws(FixtureStore.LoadError) {
        var contents: [BodyPiece] = []
        contents.reserveCapacity(entries.count)
        var hash = FNV1aHash()
        if let identity = file?.identity {
            for value in [
                identity.device, identity.inode, UInt64(identity.size), UInt64(bitPattern: identity.modificationTime),
            ] {
                hash.combine(value)
            }
        }
        for entry in entries {
            switch entry {
            case .fileElements(let range):
                guard let file, let region = try file.region(of: range) else { continue }
                contents.append(.file(region))
                hash.combine(UInt64(region.offset))
                hash.combine(UInt64(region.length))
            case .record(let record):
                contents.append(.bytes(record.listText))
                hash.combine(record.hash)
            }
        }
        self.contents = contents
        let separators =
            contents.isEmpty ? 2 : Self.open.count + Self.close.count + Self.separator.count * (contents.count - 1)
        count = contents.reduce(separators) { $0 + $1.count }
        hash.combine(UInt64(count))
        entityTag = EntityTag(opaque: hash.hexDigits, isWeak: true)
    }

    func write<Sink: BodySink>(to sink: inout Sink) -> Bool {
        guard !contents.isEmpty else { return sink.write(.bytes(Array("[]".utf8))) }
        for (index, piece) in contents.enumerated() {
            guard sink.write(.bytes(index == 0 ? Self.open : Self.separator)), sink.write(piece) else { return false }
        }
        return sink.write(.bytes(Self.close))
    }
}
