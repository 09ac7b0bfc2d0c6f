// TextArena: where text records (`TextRecord`: users', photos') are kept: many values' records
// packed end to end in shared chunks of 64 KiB, so a value costs its text, not also an object
// header and the allocator's rounding (about 30 bytes a user: 3 MB for 100,000 users). A chunk
// lives as long as any value whose text it holds; a text larger than a quarter of a chunk gets a
// buffer of its own. A packed list read in place (`PackedUserList`) has chunks over a mapped file
// instead, which they keep mapped. Each thread fills a chunk of its own, so threads decoding
// side by side neither wait for each other nor share a chunk's reference count.
#if canImport(Glibc)
    import Glibc
#endif

/// Hands out room for text records in shared chunks.
enum TextArena {
    /// A buffer of records; each record is written once, before the `TextRecord` naming it exists,
    /// and never changed.
    final class Chunk {
        /// The first byte.
        let base: UnsafeMutablePointer<UInt8>
        /// The mapped file the bytes belong to; nil when the chunk allocated them.
        private let mapping: (any MappedBytes)?

        /// A chunk of `capacity` new bytes.
        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            mapping = nil
        }

        /// A chunk of records already in `mapping`, from `start` on; they are never written.
        init(recordsAt start: UnsafeRawPointer, in mapping: any MappedBytes) {
            base = UnsafeMutablePointer(mutating: start.assumingMemoryBound(to: UInt8.self))
            self.mapping = mapping
        }

        deinit {
            if mapping == nil { base.deallocate() }
        }
    }

    /// Where one record is.
    ///
    /// `@unchecked Sendable` is sound: a record's bytes are written once, by the one caller the
    /// arena gave them to, before anything else can see them; other writes into the same chunk
    /// touch only other records.
    struct Record: @unchecked Sendable {
        /// The chunk holding the record.
        let chunk: Chunk
        /// Where in the chunk the record starts.
        let offset: Int
    }

    /// The size of a shared chunk.
    static let chunkSize = 64 * 1024

    /// The chunk a thread is filling, and how much of it is taken.
    private struct Filling {
        var chunk: Chunk?
        var used = 0
    }

    /// The key of each thread's `Filling`, made on first use; a thread's is freed when it ends
    /// (its chunk lives on as long as the records in it).
    private static let fillingKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { filling in
            guard let filling = filling?.assumingMemoryBound(to: Filling.self) else { return }
            filling.deinitialize(count: 1)
            filling.deallocate()
        }
        precondition(status == 0, "TextArena could not make its thread-local key (\(status))")
        return key
    }()

    /// The calling thread's `Filling`, made on its first record.
    private static var filling: UnsafeMutablePointer<Filling> {
        if let filling = pthread_getspecific(fillingKey) {
            return filling.assumingMemoryBound(to: Filling.self)
        }
        let filling = UnsafeMutablePointer<Filling>.allocate(capacity: 1)
        filling.initialize(to: Filling())
        pthread_setspecific(fillingKey, filling)
        return filling
    }

    /// Room for a record of `size` bytes, filled by `write` (given the record's bytes).
    static func record(
        of size: Int, write: (UnsafeMutableRawBufferPointer) -> Void
    ) -> Record {
        if size > chunkSize / 4 {
            let chunk = Chunk(capacity: size)
            write(UnsafeMutableRawBufferPointer(start: chunk.base, count: size))
            return Record(chunk: chunk, offset: 0)
        }
        let filling = Self.filling
        if filling.pointee.chunk == nil || filling.pointee.used + size > chunkSize {
            filling.pointee.chunk = Chunk(capacity: chunkSize)
            filling.pointee.used = 0
        }
        let record = Record(chunk: filling.pointee.chunk!, offset: filling.pointee.used)
        filling.pointee.used += size
        write(UnsafeMutableRawBufferPointer(start: record.chunk.base + record.offset, count: size))
        return record
    }
}
