// A crash-safe, multi-process-safe disk cache of JSON payloads, one file per key.
//
// - Directory 0700, files 0600, set with fchmod so the umask cannot loosen them; a directory that
//   is a symlink or belongs to another user is refused.
// - Writes go to a temp file in the same directory, are fsynced, renamed over the entry and the
//   directory is fsynced: a kill at any moment leaves the old entry or the new one, never a torn one.
// - Every operation holds a `flock` on `.lock` (shared to read, exclusive to write), so several
//   processes or instances can share one directory. Temp files found while holding the exclusive
//   lock belong to killed writers and are removed.
// - A file that fails to decode (or has a newer format version) is renamed `<name>.corrupt` and
//   treated as a miss.
// - Total size is capped; the least recently used entries (by modification time, which reads
//   refresh) are evicted first.
import Foundation
import Glibc

/// A disk cache of raw payloads (usually JSON) keyed by string.
public final class JSONDiskCache: Sendable {
    /// The directory holding the entries.
    public let directory: URL
    /// The total size of entry files above which the least recently used are evicted.
    public let maxTotalBytes: Int

    private var directoryPath: String { directory.path }
    private var lockPath: String { directoryPath + "/" + CacheFileName.lockFile }

    /// Opens (creating if needed) the cache in `directory`; throws `CacheError` if it is unsafe.
    public init(directory: URL, maxTotalBytes: Int = 256 * 1024 * 1024) throws {
        self.directory = directory.standardizedFileURL
        self.maxTotalBytes = maxTotalBytes
        try Self.prepareDirectory(self.directory.path)
    }

    // MARK: Reading

    /// The entry stored under `key`, or nil on a miss (including a quarantined corrupt file).
    public func entry(forKey key: String) throws -> CacheEntry? {
        try read(path: entryPath(forKey: key))?.entry
    }

    /// The entry under `key` decoded as `T`; a payload that does not decode is quarantined and
    /// reported as a miss.
    public func value<T: Decodable>(_ type: T.Type, forKey key: String,
                                    decoder: JSONDecoder = JSONDecoder()) throws -> (value: T, entry: CacheEntry)? {
        try value(forKey: key) { try decoder.decode(T.self, from: $0) }
    }

    /// The raw bytes and decoded envelope at `path`; an undecodable file is quarantined.
    func read(path: String) throws -> (raw: Data, entry: CacheEntry)? {
        let data = try FileLock.withLock(path: lockPath, exclusive: false) {
            try POSIXFile.read(path, touch: true)
        }
        guard let data else { return nil }
        do {
            return (data, try CacheEnvelope.decode(data))
        } catch {
            try quarantine(path: path, ifStillHolding: data)
            return nil
        }
    }

    // MARK: Writing

    /// Stores `payload` under `key` atomically, replacing any previous entry.
    /// `sourceURL` is redacted before it is written.
    public func store(_ payload: Data, forKey key: String, sourceURL: String? = nil, etag: String? = nil,
                      storedAt: Date = Date()) throws {
        let entry = CacheEntry(payload: payload, storedAt: storedAt,
                               sourceURL: sourceURL.map(Redactor.redact), etag: etag)
        let bytes = CacheEnvelope.encode(entry)
        let name = CacheFileName.forKey(key)
        try FileLock.withLock(path: lockPath, exclusive: true) {
            try removeTemporaryFiles()
            let temporary = directoryPath + "/" + CacheFileName.temporaryPrefix + name
                + "-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            do {
                try POSIXFile.writeNew(temporary, data: bytes)
                try POSIXFile.rename(temporary, to: directoryPath + "/" + name)
            } catch {
                try? POSIXFile.remove(temporary)
                throw error
            }
            try POSIXFile.syncDirectory(directoryPath)
            try evict(keeping: name)
        }
    }

    /// Encodes `value` as JSON and stores it under `key`.
    public func store<T: Encodable>(value: T, forKey key: String, sourceURL: String? = nil, etag: String? = nil,
                                    encoder: JSONEncoder = JSONEncoder()) throws {
        try store(try encoder.encode(value), forKey: key, sourceURL: sourceURL, etag: etag)
    }

    /// Removes the entry under `key`, if any.
    public func removeEntry(forKey key: String) throws {
        try FileLock.withLock(path: lockPath, exclusive: true) {
            try POSIXFile.remove(entryPath(forKey: key))
        }
    }

    /// The file name used for `key` (redacted, escaped and hashed).
    public func fileName(forKey key: String) -> String { CacheFileName.forKey(key) }

    // MARK: Internals

    func entryPath(forKey key: String) -> String {
        directoryPath + "/" + CacheFileName.forKey(key)
    }

    /// Moves a corrupt file aside unless another writer replaced it since it was read.
    func quarantine(path: String, ifStillHolding data: Data) throws {
        try FileLock.withLock(path: lockPath, exclusive: true) {
            guard try POSIXFile.read(path, touch: false) == data else { return }
            try POSIXFile.rename(path, to: path + CacheFileName.corruptSuffix)
        }
    }

    /// Removes temp files; only called with the exclusive lock held, when no live writer has one.
    private func removeTemporaryFiles() throws {
        for file in try POSIXFile.listing(directoryPath) where file.name.hasPrefix(CacheFileName.temporaryPrefix) {
            try POSIXFile.remove(directoryPath + "/" + file.name)
        }
    }

    /// Evicts least recently used entries until the total fits `maxTotalBytes`, never `keeping`.
    private func evict(keeping name: String) throws {
        let entries = try POSIXFile.listing(directoryPath).filter { $0.name.hasSuffix(CacheFileName.entryExtension) }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > maxTotalBytes else { return }
        for file in entries.sorted(by: { $0.modified < $1.modified }) where file.name != name {
            try POSIXFile.remove(directoryPath + "/" + file.name)
            total -= file.size
            if total <= maxTotalBytes { break }
        }
    }

    /// Creates the directory with mode 0700 if needed and checks it is safe to use.
    private static func prepareDirectory(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw CacheError.io(operation: "stat", path: path, code: errno) }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
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
