// FileIdentity: which version of a file a path named when it was read (device, inode, size,
// modification time), so a file can be recognised later without reading its bytes again. The
// JSON files of the disk cache and of the demo server's fixtures are both told apart by it.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The identity of one version of a file, as `stat(2)` reports it.
package struct FileIdentity: Hashable, Sendable {
    /// The device holding the file.
    package var device: UInt64
    /// The inode number.
    package var inode: UInt64
    /// The size in bytes.
    package var size: Int
    /// The last modification time: whole seconds since the epoch.
    package var modifiedSeconds: Int
    /// The last modification time: nanoseconds past `modifiedSeconds`.
    package var modifiedNanoseconds: Int

    /// The identity in a `stat` record.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }

    /// The identity of the open file `descriptor`, or nil if fstat fails.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of what `path` names now (not following a symlink), or nil if nothing.
    package init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The last modification time in nanoseconds since the epoch.
    package var modificationTime: Int64 {
        Int64(modifiedSeconds) * 1_000_000_000 + Int64(modifiedNanoseconds)
    }

    /// Whether both name the same inode (regardless of size and times).
    package func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
