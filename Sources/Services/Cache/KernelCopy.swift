// Copies a byte range from one file to another without the bytes passing through this
// process's memory: copy_file_range(2) (which may even share the blocks), falling back to
// sendfile(2), and only then to a pread/pwrite loop through a small buffer.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// In-kernel file-to-file copies.
enum KernelCopy {
    /// The ways of copying, best first.
    enum Method: CaseIterable {
        case copyFileRange, sendfile, readWrite
    }

    /// Copies `count` bytes from `source` at `sourceOffset` to `destination` at
    /// `destinationOffset`, trying `methods` in order and moving on when one is unsupported here
    /// (EXDEV, ENOSYS, EINVAL, EOPNOTSUPP); `path` names the destination in errors.
    static func copy(
        count: Int, from source: Int32, at sourceOffset: Int, to destination: Int32, at destinationOffset: Int,
        path: String, methods: [Method] = Method.allCases
    ) throws(CacheError) {
        var copied = 0
        for method in methods {
            do throws(CallFailure) {
                while copied < count {
                    let step = try copyStep(
                        method, count: count - copied, from: source, at: sourceOffset + copied,
                        to: destination, at: destinationOffset + copied)
                    // The source ended early.
                    guard step > 0 else { throw CallFailure(code: EIO, isUnsupported: false) }
                    copied += step
                }
                return
            } catch {
                guard error.isUnsupported, method != methods.last else {
                    throw .io(operation: "copy", path: path, code: error.code)
                }
            }
        }
    }

    /// A failed system call; an unsupported one lets the next method try.
    private struct CallFailure: Error {
        var code: Int32
        var isUnsupported: Bool

        init(code: Int32, isUnsupported: Bool? = nil) {
            self.code = code
            self.isUnsupported = isUnsupported ?? [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP].contains(code)
        }
    }

    /// One system call's worth of copying; returns the bytes copied (0 at the source's end).
    private static func copyStep(
        _ method: Method, count: Int, from source: Int32, at sourceOffset: Int,
        to destination: Int32, at destinationOffset: Int
    ) throws(CallFailure) -> Int {
        while true {
            let result: Int
            switch method {
            case .copyFileRange:
                guard let copyFileRange else { throw CallFailure(code: ENOSYS) }
                var input = Int64(sourceOffset)
                var output = Int64(destinationOffset)
                result = copyFileRange(source, &input, destination, &output, count, 0)
            case .sendfile:
                // sendfile writes at the destination's file position.
                guard lseek(destination, off_t(destinationOffset), SEEK_SET) >= 0 else {
                    throw CallFailure(code: errno)
                }
                var input = off_t(sourceOffset)
                result = Glibc.sendfile(destination, source, &input, count)
            case .readWrite:
                result = readWriteStep(
                    count: count, from: source, at: sourceOffset, to: destination, at: destinationOffset)
            }
            if result >= 0 { return result }
            guard errno == EINTR else { throw CallFailure(code: errno) }
        }
    }

    /// Up to 64 KB through a buffer of that size; -1 with errno set on failure.
    private static func readWriteStep(
        count: Int, from source: Int32, at sourceOffset: Int,
        to destination: Int32, at destinationOffset: Int
    ) -> Int {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(count, 64 * 1024), alignment: 1)
        defer { buffer.deallocate() }
        let read = pread(source, buffer.baseAddress, buffer.count, off_t(sourceOffset))
        guard read > 0 else { return read }
        var written = 0
        while written < read {
            let count = pwrite(
                destination, buffer.baseAddress! + written, read - written, off_t(destinationOffset + written))
            if count < 0, errno != EINTR { return -1 }
            written += max(0, count)
        }
        return read
    }

    private typealias CopyFileRange =
        @convention(c) (
            Int32, UnsafeMutablePointer<Int64>?, Int32,
            UnsafeMutablePointer<Int64>?, Int, UInt32
        ) -> Int

    /// copy_file_range is declared only under _GNU_SOURCE, which Swift's Glibc module does not
    /// define, so it is looked up once at run time (glibc 2.27 and later have it).
    private static let copyFileRange: CopyFileRange? = dlsym(nil, "copy_file_range").map {
        unsafeBitCast($0, to: CopyFileRange.self)
    }
}
