// MappedFile: a cache file mapped read-only into memory, so its bytes are read where the kernel
// keeps them instead of being copied. Cache files are only ever replaced by rename, never written
// in place, so a mapping reads the same bytes for as long as it lives.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes from some offset on, mapped read-only into memory until the value goes.
///
/// `@unchecked Sendable` is sound: the mapping is read-only and never changes.
public final class MappedFile: @unchecked Sendable {
    /// The mapped bytes, from the offset the file was mapped from.
    public let bytes: UnsafeRawBufferPointer
    private let mapping: UnsafeMutableRawPointer
    private let length: Int
    private let offset: Int

    /// Maps the `size` bytes of the file open as `descriptor`, giving them from `offset` on; nil
    /// when the file cannot be mapped, or `offset` is not inside it.
    init?(descriptor: Int32, size: Int, from offset: Int = 0) {
        guard offset >= 0, offset < size,
            let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else { return nil }
        mapping = address
        length = size
        self.offset = offset
        bytes = UnsafeRawBufferPointer(start: address + offset, count: size - offset)
    }

    deinit { munmap(mapping, length) }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Lets go of the memory pages lying wholly inside `range` of `bytes`: they stop counting in
    /// the process's memory and are read again from the file when next touched.
    public func releasePages(in range: Range<Int>) {
        let page = Self.pageSize
        let start = (offset + max(range.lowerBound, 0) + page - 1) / page * page
        let end = (offset + min(range.upperBound, bytes.count)) / page * page
        guard start < end else { return }
        madvise(mapping + start, end - start, MADV_DONTNEED)
    }
}
