// Small wrappers over open/read/write/fsync used by the disk cache, so it can set modes with
// fchmod (umask cannot loosen them), refuse symlinks (O_NOFOLLOW) and fsync files and directories.
import Foundation
import Glibc

/// File system primitives for the cache.
enum POSIXFile {
    /// The whole content of the regular file at `path`, or nil if it does not exist.
    /// With `touch`, its modification time is set to now (the cache's LRU clock).
    static func read(_ path: String, touch: Bool) throws(CacheError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw .io(operation: "open", path: path, code: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .io(operation: "stat", path: path, code: errno) }
        if touch { _ = futimens(descriptor, nil) }
        if Int(info.st_size) >= mappingThreshold, let mapped = map(descriptor, size: Int(info.st_size)) { return mapped }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        while filled < data.count {
            let count = data.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(operation: "read", path: path, code: errno)
            }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return data
    }

    /// Files at least this large are mapped instead of read: no copy, and pages come straight
    /// from the page cache (a 42 MB list of 100,000 users reads in a few milliseconds).
    static let mappingThreshold = 1 << 20

    /// The whole file mapped read-only, or nil when mapping fails (the caller reads instead).
    /// Entries are only ever replaced by rename, never rewritten in place, so a mapping stays
    /// valid while it is used.
    private static func map(_ descriptor: Int32, size: Int) -> Data? {
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return nil
        }
        return Data(bytesNoCopy: address, count: size, deallocator: .custom { pointer, count in
            munmap(pointer, count)
        })
    }

    /// Creates `path` exclusively with mode 0600, writes `data` and fsyncs it.
    static func writeNew(_ path: String, data: Data) throws(CacheError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .io(operation: "create", path: path, code: errno) }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw .io(operation: "chmod", path: path, code: errno) }
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .io(operation: "write", path: path, code: errno)
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw .io(operation: "fsync", path: path, code: errno) }
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
