// TextArena: where text records (`TextRecord`: users', photos') are kept: many values' records
// packed end to end in shared chunks of 64 KiB, so a value costs its text, not also an object
// header and the allocator's rounding (about 30 bytes a user: 3 MB for 100,000 users). A chunk
// lives as long as any value whose text it holds; a text larger than a quarter of a chunk gets a
// buffer of its own. A packed list read in place (`PackedUserList`) has chunks over a mapped file
// instead, which they keep mapped. Each thread fills a chunk of its own, so threads decoding
// side by side neither wait for each other nor share a chunk's reference count.

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

    /// Each thread's `Filling` (its chunk lives on after the thread as long as the records in it).
    private static let filling = ThreadLocal { Filling() }

    /// Room for a record of `size` bytes, filled by `write` (given the record's bytes).
    static func record(
        of size: Int, write: (UnsafeMutableRawBufferPointer) -> Void
    ) -> Record {
        if size > chunkSize / 4 {
            let chunk = Chunk(capacity: size)
            write(UnsafeMutableRawBufferPointer(start: chunk.base, count: size))
            return Record(chunk: chunk, offset: 0)
        }
        let record = filling.withValue { filling in
            if filling.chunk == nil || filling.used + size > chunkSize {
                filling.chunk = Chunk(capacity: chunkSize)
                filling.used = 0
            }
            defer { filling.used += size }
            return Record(chunk: filling.chunk!, offset: filling.used)
        }
        write(UnsafeMutableRawBufferPointer(start: record.chunk.base + record.offset, count: size))
        return record
    }
}
