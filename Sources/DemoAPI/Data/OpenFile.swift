import JSONCore

// OpenFile: a file opened read-only for as long as something refers to it, so a response can send
// from it after the route returned, even when the file was replaced (renamed over) meanwhile.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read that failed: which file, and the errno.
struct FileReadError: Error, Equatable, CustomStringConvertible {
    /// The file's name, e.g. `users.json`.
    var fileName: String
    /// The errno set by the failing call (`EIO` for a file that ended early).
    var code: Int32

    /// A one-line explanation, e.g. `cannot read users.json: Permission denied`.
    var description: String { "cannot read \(fileName): \(String(cString: strerror(code)))" }
}

/// A read-only file descriptor, closed when the last reference goes away.
final class OpenFile: Sendable {
    /// The file's name, for messages.
    let name: String
    /// The descriptor; valid for the life of this object.
    let descriptor: Int32
    /// The identity of the opened file, taken with `fstat` right after opening.
    let identity: FileIdentity

    /// Opens the file at `path` for reading.
    init(path: String, name: String) throws(FileReadError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileReadError(fileName: name, code: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw FileReadError(fileName: name, code: code)
        }
        self.name = name
        self.descriptor = descriptor
        self.identity = FileIdentity(status)
    }

    deinit { close(descriptor) }

    /// The whole file as a response body region.
    var wholeRegion: FileRegion { FileRegion(file: self, offset: 0, length: identity.size) }

    /// Fills `buffer` with the bytes from `offset`; returns how many were read (fewer only at the end of the file).
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(FileReadError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let result = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if result > 0 {
                filled += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                throw FileReadError(fileName: name, code: errno)
            }
        }
        return filled
    }

    /// Exactly `length` bytes from `offset`, after `prefix` and before `suffix`; a file that ends early is an error.
    func bytes(at offset: Int, length: Int, prefix: [UInt8] = [], suffix: [UInt8] = []) throws(FileReadError) -> [UInt8]
    {
        var bytes = prefix
        bytes.reserveCapacity(prefix.count + length + suffix.count)
        bytes.append(contentsOf: repeatElement(0, count: length))
        bytes.append(contentsOf: suffix)
        let filled = bytes.withUnsafeMutableBytes { buffer in
            Result { () throws(FileReadError) in
                try read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[prefix.count..<(prefix.count + length)]),
                    at: offset)
            }
        }
        guard try filled.get() == length else { throw FileReadError(fileName: name, code: EIO) }
        return bytes
    }
}
