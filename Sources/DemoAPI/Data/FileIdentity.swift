// FileIdentity: what tells one version of a file from another without reading it: device, inode,
// size and modification time.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of a file's current contents, as `stat(2)` reports it.
struct FileIdentity: Sendable, Equatable {
    /// The device holding the file.
    var device: UInt64
    /// The inode number.
    var inode: UInt64
    /// The size in bytes.
    var size: Int
    /// The last modification time, in nanoseconds since the epoch.
    var modifiedNanoseconds: Int64

    /// The identity in a `stat` record.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int(status.st_size)
        modifiedNanoseconds = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    }

    /// The identity of the file at `path`; nil when there is none, `FileReadError` when it cannot be examined.
    static func ofFile(atPath path: String, name: String) throws(FileReadError) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw FileReadError(fileName: name, code: errno)
        }
        return FileIdentity(status)
    }
}
