import JSONCore

// How the fixture store asks which version of a collection file is on disk.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileIdentity {
    /// The identity of the file at `path` (following a symlink); nil when there is none,
    /// `FileReadError` when it cannot be examined.
    static func ofFile(atPath path: String, name: String) throws(FileReadError) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw FileReadError(fileName: name, code: errno)
        }
        return FileIdentity(status)
    }
}
