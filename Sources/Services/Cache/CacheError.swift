// Why the disk cache refused a directory or failed an operation, in plain words.
import Foundation

/// A disk cache failure.
public enum CacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cache directory is a symbolic link (refused: it could point anywhere).
    case directoryIsSymlink(path: String)
    /// The cache directory belongs to another user (refused: they could read or plant entries).
    case directoryOwnedByAnotherUser(path: String, owner: UInt32)
    /// The cache path exists but is not a directory.
    case notADirectory(path: String)
    /// A file in the cache is not a regular file (a FIFO, a device, a symbolic link): it is
    /// never opened for reading, so it cannot hang or feed the app.
    case notARegularFile(path: String)
    /// A system call failed; `operation` names it, `code` is the errno value.
    case io(operation: String, path: String, code: Int32)

    /// A sentence for the status bar or stderr.
    public var userMessage: String {
        switch self {
        case .directoryIsSymlink(let path):
            "The cache directory \(path) is a symbolic link; refusing to use it. Pass a real directory with --cache-dir."
        case .directoryOwnedByAnotherUser(let path, let owner):
            "The cache directory \(path) belongs to another user (uid \(owner)); refusing to use it."
        case .notADirectory(let path):
            "The cache path \(path) is not a directory."
        case .notARegularFile(let path):
            "The cache file \(path) is not a regular file, so it is not read."
        case .io(let operation, let path, let code):
            "Cache \(operation) failed for \(path): \(String(cString: strerror(code)))."
        }
    }

    /// The same as `userMessage`.
    public var description: String { userMessage }
}
