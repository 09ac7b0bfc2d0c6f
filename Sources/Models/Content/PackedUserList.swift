// PackedUserList: a list of users in the layout their text has in memory (`UserText` records in
// blocks the size of the arena's chunks), to be kept beside a cache entry and read back in a
// fraction of the time its JSON takes to decode: reading maps the file, checks every record and
// leaves the users' text where it is, never parsing or copying it. Bytes that are not such a list
// (another format, a torn or a corrupt file) are refused, never trusted: a user refers to a record
// only once the record has been found to lie whole inside its block, so the worst a corrupt byte
// can do is change a letter. The text is read again from the file after the check (its pages are
// let go of), which is sound because a cache file is only ever replaced, never written in place.
//
// Layout, integers little-endian: the 8 bytes "UTUSERS1"; the number of users and of blocks
// (UInt64 each); each block's size (UInt32); the blocks, end to end; then, for each user, its id
// (Int64), its block (UInt32) and where its record starts in the block (UInt32).

/// Writes and reads lists of users in their packed layout.
public enum PackedUserList {
    private static let magic = Array("UTUSERS1".utf8)
    private static let headerSize = 24
    private static let placementSize = 16
    /// How many placements are written at once, and checked between releases of checked pages.
    private static let placementsPerRelease = 4096

    /// Writes `users` in the packed layout, handing `write` the bytes in order, in pieces.
    public static func write(_ users: [User], to write: (UnsafeRawBufferPointer) throws -> Void) throws {
        var blockSizes: [UInt32] = []
        forEachPlacement(of: users) { _, block, offset, size in
            if block == blockSizes.count { blockSizes.append(0) }
            blockSizes[block] = UInt32(offset + size)
        }
        var header = magic
        append(UInt64(users.count), to: &header)
        append(UInt64(blockSizes.count), to: &header)
        for size in blockSizes { append(size, to: &header) }
        try header.withUnsafeBytes(write)
        for user in users { try user.packedText.withRecordBytes(write) }
        var placements: [UInt8] = []
        placements.reserveCapacity(placementsPerRelease * placementSize)
        try forEachPlacement(of: users) { index, block, offset, _ in
            append(Int64(users[index].id), to: &placements)
            append(UInt32(block), to: &placements)
            append(UInt32(offset), to: &placements)
            if placements.count >= placementsPerRelease * placementSize {
                try placements.withUnsafeBytes(write)
                placements.removeAll(keepingCapacity: true)
            }
        }
        try placements.withUnsafeBytes(write)
    }

    /// The `count` users packed in `file`'s bytes, read in place: their text stays in the file,
    /// whose pages are let go of once checked, so the list costs memory only for the rows looked
    /// at; nil when the bytes are not such a list.
    public static func read(count: Int, from file: any MappedBytes) -> [User]? {
        let bytes = file.bytes
        let byteCount = bytes.count
        // A count from a damaged entry's header may be anything: checked before it is multiplied.
        guard byteCount >= headerSize, count >= 0, count <= byteCount / placementSize,
            bytes.prefix(magic.count).elementsEqual(magic),
            integer(UInt64.self, in: bytes, at: 8) == UInt64(count)
        else { return nil }
        let blockCount = Int(truncatingIfNeeded: integer(UInt64.self, in: bytes, at: 16))
        guard blockCount >= 0, blockCount <= count, headerSize + blockCount * 4 + count * placementSize <= byteCount
        else { return nil }
        let blockSizes = (0..<blockCount).map { Int(integer(UInt32.self, in: bytes, at: headerSize + $0 * 4)) }
        let blocksStart = headerSize + blockCount * 4
        let placementsStart = blocksStart + blockSizes.reduce(0, +)
        guard !blockSizes.contains(0), placementsStart + count * placementSize == byteCount else { return nil }
        var blockStarts: [Int] = []
        blockStarts.reserveCapacity(blockCount)
        var chunks: [TextArena.Chunk] = []
        chunks.reserveCapacity(blockCount)
        var start = blocksStart
        for size in blockSizes {
            blockStarts.append(start)
            chunks.append(TextArena.Chunk(recordsAt: bytes.baseAddress! + start, in: file))
            start += size
        }
        var users: [User] = []
        users.reserveCapacity(count)
        // Checking a record reads its page; pages already checked are let go of as the check moves
        // on (records lie in the order of their users), so it never holds the whole file.
        var checkedText = 0
        var checkedPlacements = placementsStart
        for index in 0..<count {
            let at = placementsStart + index * placementSize
            let block = Int(integer(UInt32.self, in: bytes, at: at + 8))
            let offset = Int(integer(UInt32.self, in: bytes, at: at + 12))
            guard block < blockCount, let text = UserText.record(at: offset, in: chunks[block], size: blockSizes[block])
            else { return nil }
            users.append(User(id: Int(integer(Int64.self, in: bytes, at: at)), text: text))
            if index % placementsPerRelease == placementsPerRelease - 1, blockStarts[block] > checkedText {
                file.releasePages(in: checkedText..<blockStarts[block])
                checkedText = blockStarts[block]
                file.releasePages(in: checkedPlacements..<at)
                checkedPlacements = at
            }
        }
        file.releasePages(in: 0..<byteCount)
        return users
    }

    /// Calls `body` with each user's index, and the block, offset and size of its record as the
    /// packed layout places it: records end to end, a new block when the next record would take
    /// the block past a chunk's size (a record larger than that has a block of its own).
    private static func forEachPlacement(
        of users: [User], _ body: (_ index: Int, _ block: Int, _ offset: Int, _ size: Int) throws -> Void
    ) rethrows {
        var block = 0
        var used = 0
        for index in users.indices {
            let size = users[index].packedText.withRecordBytes(\.count)
            if used > 0, used + size > TextArena.chunkSize {
                block += 1
                used = 0
            }
            try body(index, block, used, size)
            used += size
        }
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func integer<T: FixedWidthInteger>(_ type: T.Type, in bytes: UnsafeRawBufferPointer, at offset: Int)
        -> T
    {
        T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}
