// Writing one cache entry as a stream: begin (a temp file in the cache directory, with a
// placeholder for the header), append the payload piece by piece, then commit (the real header
// over the placeholder, fsync, rename over the entry, fsync the directory, eviction) or abandon
// (the temp file goes). Readers see the previous entry until the rename, never a half-written
// one. An interrupted list can be committed as its complete beginning, marked incomplete.
import Foundation
import JSONCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONDiskCache {
    /// Starts writing the entry under `key`; readers keep seeing the previous entry until the
    /// writer commits. `sourceURL` is redacted before it is written.
    public func beginEntry(forKey key: String, sourceURL: String? = nil, etag: String? = nil) throws -> EntryWriter {
        let name = CacheFileName.forKey(key)
        let sourceURL = sourceURL.map(Redactor.redact)
        let headerWidth = CacheEnvelope.headerWidth(sourceURL: sourceURL, etag: etag)
        let temporary = try createTemporaryFile(for: name)
        do {
            try CacheEnvelope.placeholderLine(width: headerWidth).withUnsafeBytes {
                try POSIXFile.write(temporary.descriptor, $0, at: 0, path: temporary.path)
            }
        } catch {
            close(temporary.descriptor)
            try? POSIXFile.remove(temporary.path)
            throw error
        }
        return EntryWriter(
            cache: self, entryName: name, temporaryPath: temporary.path, descriptor: temporary.descriptor,
            sourceURL: sourceURL, etag: etag, headerWidth: headerWidth)
    }

    /// One cache entry being written piece by piece (see `beginEntry`). Dropping an unfinished
    /// writer abandons it.
    public final class EntryWriter: Sendable {
        private struct State {
            /// The temp file (locked while open), or -1 once committed or abandoned.
            var descriptor: Int32
            var payloadLength = 0
        }

        private let cache: JSONDiskCache
        private let entryName: String
        private let temporaryPath: String
        private let sourceURL: String?
        private let etag: String?
        private let headerWidth: Int
        private let state: Mutex<State>

        fileprivate init(
            cache: JSONDiskCache, entryName: String, temporaryPath: String, descriptor: Int32,
            sourceURL: String?, etag: String?, headerWidth: Int
        ) {
            self.cache = cache
            self.entryName = entryName
            self.temporaryPath = temporaryPath
            self.sourceURL = sourceURL
            self.etag = etag
            self.headerWidth = headerWidth
            state = Mutex(State(descriptor: descriptor))
        }

        deinit { abandon() }

        /// The payload bytes written so far.
        public var payloadLength: Int { state.withLock { $0.payloadLength } }

        /// Appends `bytes` to the payload.
        public func append(_ bytes: UnsafeRawBufferPointer) throws {
            try state.withLock { state in
                let descriptor = try openDescriptor(state)
                try POSIXFile.write(descriptor, bytes, at: headerWidth + state.payloadLength, path: temporaryPath)
                state.payloadLength += bytes.count
            }
        }

        /// Appends `data` to the payload.
        public func append(_ data: Data) throws {
            try data.withUnsafeBytes { try append($0) }
        }

        /// Calls `body` with consecutive pieces of the payload written so far, each at most
        /// `chunkSize` bytes and valid only during the call, read back from the file (so a long
        /// payload can be written as it arrives and read once it is all there). The writer is
        /// locked only while a piece is read: a commit or an abandon in between ends the read
        /// with a throw.
        public func readPayload(chunkSize: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
            let length = state.withLock { $0.payloadLength }
            try POSIXFile.forEachChunk(
                of: chunkSize, count: length, path: temporaryPath,
                reading: { piece, offset in
                    try state.withLock { state in
                        try POSIXFile.readFully(
                            try openDescriptor(state), into: piece, at: headerWidth + offset, path: temporaryPath)
                    }
                }, body)
        }

        /// Fills `buffer` with the payload bytes from `offset`, read back from the file (so a
        /// list can be decoded behind the writer while it is written). Throws when they were not
        /// all written yet, or the writer has been committed or abandoned.
        public func readPayload(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws {
            try state.withLock { state in
                guard offset >= 0, offset + buffer.count <= state.payloadLength else {
                    throw CacheError.io(operation: "read", path: temporaryPath, code: EINVAL)
                }
                let read = try POSIXFile.readFully(
                    try openDescriptor(state), into: buffer, at: headerWidth + offset, path: temporaryPath)
                guard read == buffer.count else {
                    throw CacheError.io(operation: "read", path: temporaryPath, code: EIO)
                }
            }
        }

        /// Appends `count` bytes of the open file `source` from `offset`, copied in the kernel.
        func appendCopy(of count: Int, from source: Int32, at offset: Int) throws {
            try state.withLock { state in
                let descriptor = try openDescriptor(state)
                try KernelCopy.copy(
                    count: count, from: source, at: offset, to: descriptor,
                    at: headerWidth + state.payloadLength, path: temporaryPath)
                state.payloadLength += count
            }
        }

        /// Finishes the entry, a JSON array of `itemCount` elements if known, stored at `storedAt`:
        /// writes its header, flushes it to disk and puts it in place of the previous entry atomically.
        public func commit(itemCount: Int? = nil, storedAt: Date = Date()) throws {
            _ = try commit(itemCount: itemCount, storedAt: storedAt, replacing: nil)
        }

        /// `commit`, but only over the entry file `expected` when given: if another writer replaced
        /// it meanwhile, the new content is dropped and the result is false.
        func commit(itemCount: Int?, storedAt: Date, replacing expected: FileIdentity?) throws -> Bool {
            try state.withLock { state in
                let metadata = CacheEntryMetadata(
                    storedAt: storedAt, sourceURL: sourceURL, etag: etag, itemCount: itemCount,
                    payloadLength: state.payloadLength)
                return try commit(metadata, &state, replacing: expected)
            }
        }

        /// Finishes the entry as the incomplete beginning of a list whose download was
        /// interrupted: the payload is cut after its first `payloadLength` bytes (the complete
        /// elements), `closing` is appended (e.g. `]`), and the entry, marked incomplete, without
        /// the ETag (which names the whole list), holding `itemCount` of `expectedCount` elements,
        /// replaces the previous one atomically as `commit` does.
        public func commitIncomplete(
            payloadLength: Int, closing: [UInt8], itemCount: Int, expectedCount: Int?,
            storedAt: Date = Date()
        ) throws {
            try state.withLock { state in
                let descriptor = try openDescriptor(state)
                guard (0...state.payloadLength).contains(payloadLength) else {
                    throw CacheError.io(operation: "truncate", path: temporaryPath, code: EINVAL)
                }
                do {
                    try POSIXFile.truncate(descriptor, to: headerWidth + payloadLength, path: temporaryPath)
                    try closing.withUnsafeBytes {
                        try POSIXFile.write(descriptor, $0, at: headerWidth + payloadLength, path: temporaryPath)
                    }
                } catch {
                    abandon(&state)
                    throw error
                }
                state.payloadLength = payloadLength + closing.count
                let metadata = CacheEntryMetadata(
                    storedAt: storedAt, sourceURL: sourceURL, itemCount: itemCount,
                    payloadLength: state.payloadLength, isIncomplete: true,
                    expectedCount: expectedCount)
                _ = try commit(metadata, &state, replacing: nil)
            }
        }

        /// Writes the header for `metadata`, flushes the file to disk and renames it over the
        /// entry (only over `expected` when given); the writer is closed either way.
        private func commit(_ metadata: CacheEntryMetadata, _ state: inout State, replacing expected: FileIdentity?)
            throws -> Bool
        {
            let descriptor = try openDescriptor(state)
            defer {
                close(descriptor)
                state.descriptor = -1
            }
            do {
                let header = CacheEnvelope.headerLine(for: metadata, width: headerWidth)
                assert(header.count == headerWidth, "the placeholder fits any header with these strings")
                try header.withUnsafeBytes { try POSIXFile.write(descriptor, $0, at: 0, path: temporaryPath) }
                try POSIXFile.sync(descriptor, path: temporaryPath)
                guard try cache.moveIntoPlace(temporaryPath, as: entryName, ifEntryIs: expected) else {
                    try? POSIXFile.remove(temporaryPath)
                    return false
                }
                return true
            } catch {
                try? POSIXFile.remove(temporaryPath)
                throw error
            }
        }

        /// Drops what was written: the temp file is removed and the previous entry stays.
        public func abandon() {
            state.withLock { abandon(&$0) }
        }

        private func abandon(_ state: inout State) {
            guard state.descriptor >= 0 else { return }
            try? POSIXFile.remove(temporaryPath)
            close(state.descriptor)
            state.descriptor = -1
        }

        private func openDescriptor(_ state: State) throws -> Int32 {
            guard state.descriptor >= 0 else {
                // Already committed or abandoned.
                throw CacheError.io(operation: "write", path: temporaryPath, code: EBADF)
            }
            return state.descriptor
        }
    }
}
