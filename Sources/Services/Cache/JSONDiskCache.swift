// A crash-safe, multi-process-safe disk cache of JSON payloads, one file per key.
//
// - Directory 0700, files 0600, set with fchmod so the umask cannot loosen them; a directory that
//   is a symlink or belongs to another user is refused.
// - Writes go to a temp file in the same directory (streamed there by an `EntryWriter`), are
//   fsynced, renamed over the entry and the directory is fsynced: a kill at any moment leaves the
//   old entry or the new one, never a torn one. Entries are never changed in place.
// - Every operation holds a `flock` on `.lock` (shared to read, exclusive to create, rename or
//   remove), so several processes or instances can share one directory. A writer also holds a
//   `flock` on its temp file while it streams (without the directory lock); temp files that
//   nobody holds belong to killed writers and are removed.
// - A file that fails to decode (or has a newer format version) is renamed `<name>.corrupt` and
//   treated as a miss, unless a writer replaced it meanwhile (checked by file identity).
// - Total size is capped; the least recently used entries (by modification time, which reads
//   refresh) are evicted first.
// - An entry may have a companion, a faster form of its payload written by the layer above
//   (see `JSONDiskCache+Companions`); it goes with its entry.
import Foundation
import JSONCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A disk cache of raw payloads (usually JSON) keyed by string.
public final class JSONDiskCache: Sendable {
    /// The directory holding the entries.
    public let directory: URL
    /// The total size of entry files above which the least recently used are evicted.
    public let maxTotalBytes: Int

    private let directoryPath: String
    var lockPath: String { directoryPath + "/" + CacheFileName.lockFile }

    /// The default cap: room for a list of 1,000,000 users (428 MB of JSON) with its packed
    /// companion (255 MB) and everything else, so that opening a user, which caches their posts,
    /// does not evict the list.
    public static let defaultMaxTotalBytes = 1024 * 1024 * 1024

    /// Opens (creating if needed) the cache in `directory`; throws `CacheError` if it is unsafe.
    public convenience init(directory: URL, maxTotalBytes: Int = defaultMaxTotalBytes) throws {
        try self.init(path: directory.path, maxTotalBytes: maxTotalBytes)
    }

    /// Opens (creating if needed) the cache in the folder at `path` (made absolute from the
    /// current folder); throws `CacheError` if it is unsafe.
    public init(path: String, maxTotalBytes: Int = defaultMaxTotalBytes) throws {
        directoryPath = PathText.absolute(path)
        directory = URL(fileURLWithPath: directoryPath, isDirectory: true)
        self.maxTotalBytes = maxTotalBytes
        try Self.prepareDirectory(directoryPath)
    }

    // MARK: Reading

    /// The entry stored under `key`, or nil on a miss (including a quarantined corrupt file).
    public func entry(forKey key: String) throws -> CacheEntry? {
        try read(path: entryPath(forKey: key))?.entry
    }

    /// The entry under `key` decoded as `T`; a payload that does not decode is quarantined and
    /// reported as a miss.
    public func value<T: Decodable>(
        _ type: T.Type, forKey key: String,
        decoder: JSONDecoder = JSONDecoder()
    ) throws -> (value: T, entry: CacheEntry)? {
        try value(forKey: key) { try decoder.decode(T.self, from: $0) }
    }

    /// The decoded envelope at `path` and the identity of the file it came from; an undecodable
    /// file is quarantined.
    func read(path: String) throws -> (identity: FileIdentity, entry: CacheEntry)? {
        let file = try setAsideIfIrregular(path) {
            try FileLock.withLock(path: lockPath, exclusive: false) {
                try POSIXFile.read(path, touch: true)
            }
        }
        guard let file else { return nil }
        do {
            return (file.identity, try CacheEnvelope.decode(file.data))
        } catch {
            try quarantine(path: path, ifStillHolding: file.identity)
            return nil
        }
    }

    /// The entry file for `key` opened for reading, with its metadata and payload offset; nil on
    /// a miss, including a file that is not an entry (it is quarantined).
    func openEntry(forKey key: String) throws -> (file: EntryFile, metadata: CacheEntryMetadata, payloadOffset: Int)? {
        let path = entryPath(forKey: key)
        let descriptor = try setAsideIfIrregular(path) {
            try FileLock.withLock(path: lockPath, exclusive: false) {
                try POSIXFile.openForReading(path, touch: true)
            }
        }
        guard let descriptor else { return nil }
        let file = try EntryFile(path: path, descriptor: descriptor)
        do {
            let (metadata, payloadOffset) = try file.readHeader()
            return (file, metadata, payloadOffset)
        } catch is CacheEnvelope.Failure {
            try quarantine(path: path, ifStillHolding: file.identity)
            return nil
        }
    }

    /// `open`'s result, or nil (a miss) when the entry at `path` is not a regular file: such a
    /// file (a FIFO, a device) is quarantined like a corrupt entry, never read.
    private func setAsideIfIrregular<T>(_ path: String, _ open: () throws -> T?) throws -> T? {
        do {
            return try open()
        } catch CacheError.notARegularFile(let irregular) where irregular == path {
            if let identity = FileIdentity(path: path) { try quarantine(path: path, ifStillHolding: identity) }
            return nil
        }
    }

    // MARK: Writing

    /// Stores `payload` under `key` atomically, replacing any previous entry.
    /// `sourceURL` is redacted before it is written; `itemCount` is the number of elements of a
    /// JSON array payload, if known.
    public func store(
        _ payload: Data, forKey key: String, sourceURL: String? = nil, etag: String? = nil,
        itemCount: Int? = nil, storedAt: Date = Date()
    ) throws {
        let writer = try beginEntry(forKey: key, sourceURL: sourceURL, etag: etag)
        try writer.append(payload)
        try writer.commit(itemCount: itemCount, storedAt: storedAt)
    }

    /// Encodes `value` as JSON and stores it under `key`.
    public func store<T: Encodable>(
        value: T, forKey key: String, sourceURL: String? = nil, etag: String? = nil,
        encoder: JSONEncoder = JSONEncoder()
    ) throws {
        try store(try encoder.encode(value), forKey: key, sourceURL: sourceURL, etag: etag)
    }

    /// Removes the entry under `key`, if any.
    public func removeEntry(forKey key: String) throws {
        try FileLock.withLock(path: lockPath, exclusive: true) {
            try POSIXFile.remove(entryPath(forKey: key))
            try POSIXFile.remove(companionPath(ofEntryPath: entryPath(forKey: key)))
        }
    }

    /// The file name used for `key` (redacted, escaped and hashed).
    public func fileName(forKey key: String) -> String { CacheFileName.forKey(key) }

    // MARK: Internals

    func entryPath(forKey key: String) -> String {
        directoryPath + "/" + CacheFileName.forKey(key)
    }

    /// Creates a new temp file for entry `name`, locked for the caller's lifetime as a writer.
    func createTemporaryFile(for name: String) throws -> (path: String, descriptor: Int32) {
        let path =
            directoryPath + "/" + CacheFileName.temporaryPrefix + name
            + "-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return try FileLock.withLock(path: lockPath, exclusive: true) {
            try removeAbandonedTemporaryFiles()
            let descriptor = try POSIXFile.createNew(path)
            guard POSIXFile.tryLockExclusive(descriptor) else {
                let code = errno
                close(descriptor)
                try? POSIXFile.remove(path)
                throw CacheError.io(operation: "lock", path: path, code: code)
            }
            return (path, descriptor)
        }
    }

    /// Renames the finished temp file over entry `name`, makes the rename durable and evicts
    /// over the cap. With `expected`, only if the entry is still that file; false if it is not.
    func moveIntoPlace(_ temporaryPath: String, as name: String, ifEntryIs expected: FileIdentity? = nil) throws -> Bool
    {
        try FileLock.withLock(path: lockPath, exclusive: true) {
            let path = directoryPath + "/" + name
            if let expected {
                guard let current = FileIdentity(path: path), current.isSameFile(as: expected) else { return false }
            }
            try POSIXFile.rename(temporaryPath, to: path)
            try POSIXFile.syncDirectory(directoryPath)
            try evict(keeping: name)
            return true
        }
    }

    /// Moves a corrupt file aside unless another writer replaced it since it was read: the file
    /// at `path` must still be `identity` (same inode, size and modification time; a reader's
    /// LRU touch in between makes this a no-op, and a later read quarantines it instead).
    func quarantine(path: String, ifStillHolding identity: FileIdentity) throws {
        try FileLock.withLock(path: lockPath, exclusive: true) {
            guard FileIdentity(path: path) == identity else { return }
            try POSIXFile.rename(path, to: path + CacheFileName.corruptSuffix)
            try POSIXFile.remove(companionPath(ofEntryPath: path))
        }
    }

    /// Removes temp files no live writer holds (a writer keeps a `flock` on its temp file).
    /// Called with the exclusive directory lock held, so no writer is between creating its temp
    /// file and locking it.
    private func removeAbandonedTemporaryFiles() throws {
        for file in try POSIXFile.listing(directoryPath) where file.name.hasPrefix(CacheFileName.temporaryPrefix) {
            let path = directoryPath + "/" + file.name
            guard let descriptor = try? POSIXFile.openForReading(path, touch: false) else { continue }
            defer { close(descriptor) }
            if POSIXFile.tryLockExclusive(descriptor) { try POSIXFile.remove(path) }
        }
    }

    /// Evicts least recently used entries, each with its companion, until the total of both
    /// fits `maxTotalBytes`, never `keeping`. Called with the exclusive directory lock held.
    func evict(keeping name: String) throws {
        let files = try POSIXFile.listing(directoryPath)
        let companionSizes = Dictionary(
            files.filter { $0.name.hasSuffix(CacheFileName.companionExtension) }.map { ($0.name, $0.size) },
            uniquingKeysWith: max)
        let entries = files.filter { $0.name.hasSuffix(CacheFileName.entryExtension) }.map { file in
            (file, size: file.size + (companionSizes[CacheFileName.companion(ofEntry: file.name)] ?? 0))
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > maxTotalBytes else { return }
        for (file, size) in entries.sorted(by: { $0.0.modified < $1.0.modified }) where file.name != name {
            let path = directoryPath + "/" + file.name
            try POSIXFile.remove(path)
            try POSIXFile.remove(companionPath(ofEntryPath: path))
            total -= size
            if total <= maxTotalBytes { break }
        }
    }

    /// Creates the directory with mode 0700 if needed and checks it is safe to use.
    private static func prepareDirectory(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw CacheError.io(operation: "stat", path: path, code: errno) }
            do {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw CacheError.io(operation: "create directory", path: path, code: EACCES)
            }
            guard lstat(path, &info) == 0 else { throw CacheError.io(operation: "stat", path: path, code: errno) }
        }
        switch info.st_mode & S_IFMT {
        case S_IFLNK: throw CacheError.directoryIsSymlink(path: path)
        case S_IFDIR: break
        default: throw CacheError.notADirectory(path: path)
        }
        guard info.st_uid == geteuid() else {
            throw CacheError.directoryOwnedByAnotherUser(path: path, owner: info.st_uid)
        }
        if info.st_mode & 0o777 != 0o700, chmod(path, 0o700) != 0 {
            throw CacheError.io(operation: "chmod", path: path, code: errno)
        }
    }
}
