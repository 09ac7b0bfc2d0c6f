// Reading a small file only when it is a regular file, without blocking: a FIFO or a device in
// its place is refused at once instead of waiting for a writer.
import Foundation
import Glibc

/// Non-blocking reads of regular files.
public enum RegularFile {
    /// The bytes of the regular file at `path`; nil if nothing is there. Throws `CacheError` for
    /// anything that is not a regular file or cannot be read.
    public static func contents(atPath path: String) throws(CacheError) -> Data? {
        try POSIXFile.read(path, touch: false)?.data
    }
}
