// AtomicFile: small files the app keeps outside the cache (recent places, the saved session),
// written whole through a temporary file and a rename, and read back with a size limit.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file writes that leave the old file or the new one, never half of one, and bounded reads.
public enum AtomicFile {
    /// A failure to read or write, in plain words.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        public var description: String

        init(description: String) {
            self.description = description
        }

        /// `error` in words about the file rather than the cache: `cannot open /x: Permission denied`.
        init(_ error: CacheError) {
            switch error {
            case .io(let operation, let path, let code):
                description = "cannot \(operation) \(path): \(String(cString: strerror(code)))"
            case .notARegularFile(let path):
                description = "\(path) is not a regular file"
            default:
                description = error.userMessage
            }
        }
    }

    /// Writes `data` to `url` with mode 0600: a temporary file in the same directory (created
    /// 0700 if missing) is written, flushed and renamed over the old file.
    public static func write(_ data: Data, to url: URL) throws(Failure) {
        let directory = url.deletingLastPathComponent().path
        try makeDirectory(directory)
        let temporary = "\(directory)/.\(url.lastPathComponent).\(UUID().uuidString).tmp"
        let descriptor: Int32
        do {
            descriptor = try POSIXFile.createNew(temporary)
        } catch {
            throw Failure(error)
        }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try data.withUnsafeBytes { try POSIXFile.write(descriptor, $0, at: 0, path: temporary) }
            try POSIXFile.sync(descriptor, path: temporary)
            try POSIXFile.rename(temporary, to: url.path)
            renamed = true
        } catch let error as CacheError {
            throw Failure(error)
        } catch {
            throw Failure(description: String(describing: error))
        }
    }

    /// Creates `path` and the folders above it that are missing, each with mode 0700.
    private static func makeDirectory(_ path: String) throws(Failure) {
        var current = ""
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw Failure(description: "cannot create \(current): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The bytes of the regular file at `url`, or nil if nothing is there. Throws for anything
    /// else (a directory, a FIFO: never waited on), for a file that cannot be read, and for one
    /// larger than `limit` bytes (which is not read).
    public static func contents(of url: URL, limit: Int) throws(Failure) -> Data? {
        do {
            guard let descriptor = try POSIXFile.openForReading(url.path, touch: false) else { return nil }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                throw CacheError.io(operation: "stat", path: url.path, code: errno)
            }
            guard Int(info.st_size) <= limit else {
                throw Failure(description: "the file is larger than \(limit / 1024) KiB")
            }
            var data = Data(count: limit + 1)
            let count = try data.withUnsafeMutableBytes { buffer throws(CacheError) in
                try POSIXFile.readFully(descriptor, into: buffer, at: 0, path: url.path)
            }
            guard count <= limit else { throw Failure(description: "the file is larger than \(limit / 1024) KiB") }
            data.count = count
            return data
        } catch let error as Failure {
            throw error
        } catch let error as CacheError {
            throw Failure(error)
        } catch {
            throw Failure(description: String(describing: error))
        }
    }
}
