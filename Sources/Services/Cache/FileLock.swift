// An advisory `flock` on the cache directory's lock file. Each use opens its own file
// description, so it excludes other threads of this process as well as other processes.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work while holding a `flock`.
enum FileLock {
    /// Blocks until the lock on `path` is held (shared for readers, exclusive for writers), runs
    /// `body`, and releases the lock.
    static func withLock<T>(path: String, exclusive: Bool, _ body: () throws -> T) throws -> T {
        // Non-blocking: a FIFO in its place must not hang the app (it is refused below).
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ELOOP
                ? CacheError.notARegularFile(path: path) : CacheError.io(operation: "open lock", path: path, code: code)
        }
        defer { close(descriptor) }
        try POSIXFile.requireRegularFile(descriptor, path: path)
        _ = fchmod(descriptor, 0o600)
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            let code = errno
            guard code == EINTR else { throw CacheError.io(operation: "lock", path: path, code: code) }
        }
        defer { _ = flock(descriptor, LOCK_UN) }
        return try body()
    }
}
