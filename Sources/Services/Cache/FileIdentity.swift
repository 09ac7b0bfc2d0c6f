// Which file a path named when it was read (device, inode, size, modification time), so a file
// can be recognised later without comparing its bytes.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of one version of a file.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    /// The identity in `info`.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }

    /// The identity of the open file `descriptor`, or nil if fstat fails.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity of what `path` names now (not following a symlink), or nil if nothing.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// Whether both name the same inode (regardless of size and times).
    func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}
