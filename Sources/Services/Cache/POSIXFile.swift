// Small wrappers over open/pread/pwrite/fsync used by the disk cache, so it can set modes with
// fchmod (umask cannot loosen them), refuse symlinks (O_NOFOLLOW), fsync files and directories,
// and read or write at explicit offsets.
import Foundation
import JSONCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File system primitives for the cache.
enum POSIXFile {
    /// Opens the regular file at `path` for reading, or returns nil if it does not exist.
    /// With `touch`, its modification time is set to now (the cache's LRU clock). Anything but a
    /// regular file (a FIFO, a device, a directory) throws `.notARegularFile` without blocking:
    /// the open does not wait for a FIFO's writer, and nothing is read from it.
    static func openForReading(_ path: String, touch: Bool) throws(CacheError) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP || code == ENXIO { throw .notARegularFile(path: path) }
            throw .io(operation: "open", path: path, code: code)
        }
        do {
            try requireRegularFile(descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        if touch { _ = futimens(descriptor, nil) }
        return descriptor
    }

    /// Throws `.notARegularFile` unless `descriptor` is open on a regular file.
    static func requireRegularFile(_ descriptor: Int32, path: String) throws(CacheError) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io(operation: "stat", path: path, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: path) }
    }

    /// The whole content of the regular file at `path` with its identity (taken after the
    /// touch), or nil if it does not exist. With `touch`, see `openForReading`.
    static func read(_ path: String, touch: Bool) throws(CacheError) -> (data: Data, identity: FileIdentity)? {
        guard let descriptor = try openForReading(path, touch: touch) else { return nil }
        defer { close(descriptor) }
        guard let identity = FileIdentity(descriptor: descriptor) else {
            throw .io(operation: "stat", path: path, code: errno)
        }
        if identity.size >= mappingThreshold, let file = MappedFile(descriptor: descriptor, size: identity.size) {
            let data = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: file.bytes.baseAddress!), count: file.bytes.count,
                deallocator: .custom { _, _ in withExtendedLifetime(file) {} })
            return (data, identity)
        }
        var data = Data(count: identity.size)
        let filled = data.withUnsafeMutableBytes { buffer in
            Result { () throws(CacheError) in try readFully(descriptor, into: buffer, at: 0, path: path) }
        }
        data.count = try filled.get()
        return (data, identity)
    }

    /// Files at least this large are mapped instead of read: no copy, and pages come straight
    /// from the page cache (a 42 MB list of 100,000 users reads in a few milliseconds).
    static let mappingThreshold = 1 << 20

    /// Reads from `offset` until `buffer` is full or the file ends; returns the bytes read.
    static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int,
        path: String
    ) throws(CacheError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(operation: "read", path: path, code: errno)
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// Calls `body` with consecutive pieces of the `count` bytes of `descriptor` from `offset`,
    /// each at most `chunkSize` bytes, read into one reused buffer that is valid only during the
    /// call; a file shorter than that throws.
    static func forEachChunk(
        _ descriptor: Int32, path: String, of chunkSize: Int, count: Int, from offset: Int,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try forEachChunk(
            of: chunkSize, count: count, path: path,
            reading: { piece, at in
                try readFully(descriptor, into: piece, at: offset + at, path: path)
            }, body)
    }

    /// `forEachChunk` with each piece filled by `read` (given the piece and its offset in the
    /// `count` bytes; it returns how many bytes it read), e.g. under a lock of the caller's.
    static func forEachChunk(
        of chunkSize: Int, count: Int, path: String, reading read: (UnsafeMutableRawBufferPointer, Int) throws -> Int,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, min(chunkSize, count)), alignment: 16)
        defer { buffer.deallocate() }
        var done = 0
        while done < count {
            let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[..<min(buffer.count, count - done)])
            // The size was checked before; a shorter file was changed in place.
            guard try read(piece, done) == piece.count else {
                throw CacheError.io(operation: "read", path: path, code: EIO)
            }
            try body(UnsafeRawBufferPointer(piece))
            done += piece.count
        }
    }

    /// Creates `path` exclusively with mode 0600 for writing (and reading back what was written).
    static func createNew(_ path: String) throws(CacheError) -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .io(operation: "create", path: path, code: errno) }
        guard fchmod(descriptor, 0o600) == 0 else {
            let code = errno
            close(descriptor)
            throw .io(operation: "chmod", path: path, code: code)
        }
        return descriptor
    }

    /// Writes all of `bytes` at `offset`.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int, path: String)
        throws(CacheError)
    {
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(operation: "write", path: path, code: errno)
            }
            written += count
        }
    }

    /// Cuts the file to `length` bytes.
    static func truncate(_ descriptor: Int32, to length: Int, path: String) throws(CacheError) {
        while ftruncate(descriptor, off_t(length)) != 0 {
            guard errno == EINTR else { throw .io(operation: "truncate", path: path, code: errno) }
        }
    }

    /// Flushes the file's data and size to disk.
    static func sync(_ descriptor: Int32, path: String) throws(CacheError) {
        guard fsync(descriptor) == 0 else { throw .io(operation: "fsync", path: path, code: errno) }
    }

    /// Takes an exclusive `flock` on `descriptor` without waiting; false when someone holds it.
    static func tryLockExclusive(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    /// Flushes the directory itself, making a rename in it durable.
    static func syncDirectory(_ path: String) throws(CacheError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(operation: "open directory", path: path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .io(operation: "fsync directory", path: path, code: errno) }
    }

    /// Renames `from` to `to`, replacing `to` atomically.
    static func rename(_ from: String, to: String) throws(CacheError) {
        guard Glibc.rename(from, to) == 0 else { throw .io(operation: "rename", path: from, code: errno) }
    }

    /// Removes the file at `path`; a missing file is not an error.
    static func remove(_ path: String) throws(CacheError) {
        guard unlink(path) == 0 || errno == ENOENT else { throw .io(operation: "remove", path: path, code: errno) }
    }

    /// Size and modification time of each regular file in `directory`, by name.
    static func listing(_ directory: String) throws(CacheError) -> [(name: String, size: Int, modified: Double)] {
        guard let handle = opendir(directory) else { throw .io(operation: "list", path: directory, code: errno) }
        defer { closedir(handle) }
        var files: [(name: String, size: Int, modified: Double)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard lstat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            files.append((name, Int(info.st_size), modified))
        }
        return files
    }
}
