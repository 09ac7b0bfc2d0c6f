// Companions: a second form of an entry's payload, kept beside the entry in `<name>.packed`, that
// the layer above reads back far faster than it decodes the payload (a long list already laid
// out as its elements are in memory). The cache only stores and hands back the bytes; their
// layout belongs to whoever wrote them.
//
// - A companion begins with a stamp of the payload it was made from: its length, its item count
//   and its ETag (the same ETag names the same bytes, so an entry revalidated with a 304 keeps
//   its companion), or, without an ETag, the time the entry was stored. It is read only while
//   the entry's stamp is the same; a new payload makes it stale, and it is ignored until it is
//   replaced.
// - It is written to a locked temp file and renamed into place under the directory lock, only if
//   the entry is still the one stamped. It is derived data, so it is not fsynced: a torn one has
//   the wrong size, and the reader of its layout refuses it.
// - It goes with its entry: removing, quarantining or evicting the entry removes it, and its size
//   counts towards the cache's cap.
import Foundation
import JSONCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONDiskCache {
    /// Writes a companion of the entry under `key`, whose metadata is `metadata`: `write` gives
    /// its bytes to the writer it is passed. Returns false, leaving nothing behind, when the entry
    /// no longer holds that payload by the time the companion is written.
    @discardableResult
    public func storeCompanion(
        forKey key: String, of metadata: CacheEntryMetadata, write: (CompanionWriter) throws -> Void
    ) throws -> Bool {
        let stamp = CompanionStamp(metadata)
        let entryName = fileName(forKey: key)
        let name = CacheFileName.companion(ofEntry: entryName)
        let (path, descriptor) = try createTemporaryFile(for: name)
        var placed = false
        defer {
            if !placed { try? POSIXFile.remove(path) }
            close(descriptor)
        }
        let writer = CompanionWriter(descriptor: descriptor, path: path)
        try stamp.bytes.withUnsafeBytes { try writer.append($0) }
        try write(writer)
        try writer.flush()
        placed = try FileLock.withLock(path: lockPath, exclusive: true) {
            guard try entryStamp(at: entryPath(forKey: key)) == stamp else { return false }
            try POSIXFile.rename(path, to: companionPath(ofEntryPath: entryPath(forKey: key)))
            try evict(keeping: entryName)
            return true
        }
        return placed
    }

    /// The value `read` makes of the companion of the entry under `key`, with the entry's
    /// metadata; nil when there is no entry, no companion, or one made from another payload, or
    /// when `read` refuses the bytes (returns nil). `read` is given the entry's metadata and a
    /// reader of the companion's bytes after its stamp.
    public func companion<Value>(
        forKey key: String, read: (CacheEntryMetadata, CompanionReader) throws -> Value?
    ) throws -> (value: Value, metadata: CacheEntryMetadata)? {
        guard let (_, metadata, _) = try openEntry(forKey: key) else { return nil }
        let path = companionPath(ofEntryPath: entryPath(forKey: key))
        let descriptor = try FileLock.withLock(path: lockPath, exclusive: false) {
            try POSIXFile.openForReading(path, touch: false)
        }
        guard let descriptor else { return nil }
        defer { close(descriptor) }
        guard let identity = FileIdentity(descriptor: descriptor), identity.size >= CompanionStamp.size else {
            return nil
        }
        let reader = CompanionReader(descriptor: descriptor, path: path, byteCount: identity.size)
        var stampBytes = [UInt8](repeating: 0, count: CompanionStamp.size)
        try stampBytes.withUnsafeMutableBytes { try reader.read(into: $0) }
        guard stampBytes == CompanionStamp(metadata).bytes, let value = try read(metadata, reader) else { return nil }
        return (value, metadata)
    }

    /// The companion file of the entry file at `path`.
    func companionPath(ofEntryPath path: String) -> String {
        String(path.dropLast(CacheFileName.entryExtension.count)) + CacheFileName.companionExtension
    }

    /// The stamp of the entry at `path` now, or nil when there is none that reads as an entry.
    /// Takes no lock: the caller holds the directory's.
    private func entryStamp(at path: String) throws -> CompanionStamp? {
        guard let descriptor = try POSIXFile.openForReading(path, touch: false) else { return nil }
        let file = try EntryFile(path: path, descriptor: descriptor)
        guard let (metadata, _) = try? file.readHeader() else { return nil }
        return CompanionStamp(metadata)
    }
}

/// What ties a companion to the payload it was made from.
struct CompanionStamp: Equatable {
    /// The stamp's size in bytes.
    static let size = 32
    private static let magic = Array("UTCOMP01".utf8)

    /// The stamp as it is written: magic, payload length, item count (or all ones) and a hash of
    /// the ETag (or of the stored-at time, for an entry without one), little-endian.
    let bytes: [UInt8]

    /// The stamp of the entry `metadata` describes.
    init(_ metadata: CacheEntryMetadata) {
        let tag =
            metadata.etag.map { "etag " + $0 }
            ?? "stored \(metadata.storedAt.timeIntervalSince1970.bitPattern)"
        var bytes = Self.magic
        for value in [
            UInt64(metadata.payloadLength), metadata.itemCount.map(UInt64.init) ?? .max,
            CacheFileName.fnv1aValue(tag),
        ] {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        self.bytes = bytes
    }
}

/// Writes a companion's bytes in order, through a buffer.
public final class CompanionWriter {
    private let descriptor: Int32
    private let path: String
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    private var buffered = 0
    private var written = 0

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { buffer.deallocate() }

    /// Appends `bytes`.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        if buffered + bytes.count > buffer.count { try flush() }
        if bytes.count > buffer.count {
            try POSIXFile.write(descriptor, bytes, at: written, path: path)
            written += bytes.count
            return
        }
        UnsafeMutableRawBufferPointer(rebasing: buffer[buffered...]).copyMemory(from: bytes)
        buffered += bytes.count
    }

    /// Writes out what is buffered.
    func flush() throws {
        try POSIXFile.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[..<buffered]), at: written, path: path)
        written += buffered
        buffered = 0
    }
}

/// Reads a companion's bytes: its stamp in order, then the rest mapped into memory.
public final class CompanionReader {
    private let descriptor: Int32
    private let path: String
    private var offset = 0
    private let byteCount: Int

    init(descriptor: Int32, path: String, byteCount: Int) {
        self.descriptor = descriptor
        self.path = path
        self.byteCount = byteCount
    }

    /// The bytes left to read, mapped into memory; nil when there are none or the file cannot be
    /// mapped. The mapping outlives the reader.
    public func mapRemainingBytes() -> MappedFile? {
        MappedFile(descriptor: descriptor, size: byteCount, from: offset)
    }

    /// Fills `buffer` with the next bytes; throws when fewer are left.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws {
        guard try POSIXFile.readFully(descriptor, into: buffer, at: offset, path: path) == buffer.count else {
            throw CacheError.io(operation: "read", path: path, code: EIO)
        }
        offset += buffer.count
    }
}
