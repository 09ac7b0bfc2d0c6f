// ListDownload: where a streamed list download goes. Each piece of the body is written to a new
// cache entry as the transfer hands it over, and split into elements on the way (a quick scan that
// keeps up with the network); the elements are decoded from the entry behind the writer, a batch
// at a time on another thread (`TrailingListDecoder`), and what is left when the body is all
// there on two. The transfer never waits for its consumer, so a consumer that decoded the pieces
// themselves as they came would fall behind a fast server and leave the pieces it had not reached
// waiting in memory (about 25 MB for 100,000 users over loopback); decoding from the entry, what
// waits is in the file. Without a cache entry to write (no cache, or the entry could not be
// written) pieces are decoded as they arrive. The entry is committed, with the item count and the
// ETag, only once the whole list has decoded. A download interrupted (it failed, was cancelled, or
// the app quits) keeps the complete elements that arrived as an entry marked incomplete, when its
// destination allows it; else the previous entry stays.
//
// Flow: `begin` (opens the entry with the ETag), `append` per piece, then `finish` (the list)
// and `commitEntry`, or `keepWhatArrived` when the download was interrupted.
import Foundation
import JSONCore
import Models
import Services
import Synchronization

/// Consumes a list download: decodes it and stores it in the cache as it arrives.
final class ListDownload<Element: Sendable>: ResponseBodyConsumer {
    /// The cache entry a download replaces.
    struct Destination: Sendable {
        let cache: JSONDiskCache
        let key: String
        let sourceURL: String?
        /// An interrupted download keeps its complete elements as an incomplete entry when they
        /// are more than this many (0 when nothing is cached); nil keeps nothing (a complete
        /// entry, which an incomplete one must never replace, is cached).
        let keepsIncompleteAbove: Int?
        /// Told about cache trouble, which never fails the download.
        let reportFailure: @Sendable (any Error) -> Void
    }

    private struct State {
        var decoder: StreamingListDecoder<Element>
        /// Cuts a body that goes to the entry first (`decodesAfterwards`) into its elements, for
        /// `trailing` to decode from the entry.
        var splitter = JSONArrayStreamSplitter()
        var trailing: TrailingListDecoder<Element>?
        var writer: JSONDiskCache.EntryWriter?
        /// Whether the body is decoded from the entry, behind the writer, rather than as it comes.
        var decodesAfterwards = false
        /// The last whole percentage of the list reported.
        var reportedPercent = 0
        /// When it was reported.
        var reportedAt: ContinuousClock.Instant?
        /// The body's length as the server announced it (`Content-Length`), when it did and the
        /// body is not compressed.
        var bodyLength: Int?
        /// The body's bytes appended so far.
        var receivedBytes = 0

        /// The elements read so far, decoded or not.
        var elementCount: Int { decodesAfterwards ? splitter.elementCount : decoder.elementCount }

        /// How many of the body's bytes hold the complete elements read so far.
        var completeElementsLength: Int {
            decodesAfterwards ? splitter.completeElementsLength : decoder.completeElementsLength
        }
    }

    private let decodeElement: StreamingListDecoder<Element>.ElementDecoder
    private let destination: Destination?
    private let state: Mutex<State>
    private let expectedCount: Int?
    private let onProgress: @Sendable (Double) -> Void
    private let now: @Sendable () -> ContinuousClock.Instant

    /// The least time between two progress reports: each redraws the list's title, and a fast
    /// server (the demo's, over loopback) sends a hundred whole percents in a fraction of a second,
    /// the redraws then taking the processor from the decoding (a cold 1,000,000-user start 4%
    /// slower). Twenty a second still moves smoothly.
    static var progressInterval: Duration { .milliseconds(50) }

    /// A download decoding elements with `decodeElement`, about `expectedCount` of them, into
    /// `destination`; `onProgress` hears the fraction of the list read, at a whole percent and at
    /// most once in `progressInterval` (on the clock `now` reads): of `expectedCount`, or, when
    /// the count is not known, of the body's announced length.
    init(
        decodeElement: @escaping StreamingListDecoder<Element>.ElementDecoder, expectedCount: Int?,
        destination: Destination?,
        onProgress: @escaping @Sendable (Double) -> Void = { _ in },
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.decodeElement = decodeElement
        self.destination = destination
        self.expectedCount = expectedCount.flatMap { $0 > 0 ? $0 : nil }
        self.onProgress = onProgress
        self.now = now
        state = Mutex(State(decoder: StreamingListDecoder(decodeElement: decodeElement)))
    }

    func begin(_ head: ResponseHead) throws {
        // A compressed body's length on the wire is not the length of what arrives unpacked.
        state.withLock { $0.bodyLength = head.isEncoded ? nil : head.contentLength }
        guard let destination else {
            // Decoded as it comes: room for the whole list once a body comes (a 304 needs none).
            state.withLock { $0.decoder.reserve(expectedCount) }
            return
        }
        do {
            let writer = try destination.cache.beginEntry(
                forKey: destination.key, sourceURL: destination.sourceURL, etag: head.etag)
            let trailing = TrailingListDecoder(
                decodeElement: decodeElement, read: { try writer.readPayload(at: $0, into: $1) },
                expectedCount: expectedCount)
            state.withLock { state in
                state.writer = writer
                state.trailing = trailing
                state.decodesAfterwards = true
            }
            if destination.keepsIncompleteAbove != nil {
                ListDownloads.register(ObjectIdentifier(self)) { [weak self] in self?.keepWhatArrived() }
            }
        } catch {
            state.withLock { $0.decoder.reserve(expectedCount) }
            destination.reportFailure(error)
        }
    }

    func append(_ chunk: Data) throws {
        try state.withLock { state in
            state.receivedBytes += chunk.count
            if let writer = state.writer {
                do {
                    try writer.append(chunk)
                } catch {
                    // What the entry holds is decoded now; the rest as it comes.
                    if state.decodesAfterwards { try decodeEntry(writer, &state) }
                    writer.abandon()
                    state.writer = nil
                    destination?.reportFailure(error)
                }
            }
            try chunk.withUnsafeBytes { bytes in
                if state.decodesAfterwards {
                    guard var trailing = state.trailing else {
                        return try Self.splitting { try state.splitter.feed(bytes) { _ in } }
                    }
                    state.trailing = nil
                    defer { state.trailing = trailing }
                    try Self.splitting {
                        try trailing.addElements { add in
                            try state.splitter.feed(bytes) { element, offset in add(offset, element.count) }
                        }
                    }
                } else {
                    try state.decoder.append(bytes)
                }
            }
            reportProgress(&state)
        }
    }

    /// Runs `body` on the splitter, its errors thrown as the decoder's are (`DecodingError`).
    private static func splitting(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as JSONArrayStreamError {
            throw error.asDecodingError
        }
    }

    /// Decodes the body written to the entry so far, read back in pieces; from then on the body
    /// is decoded as it comes.
    private func decodeEntry(_ writer: JSONDiskCache.EntryWriter, _ state: inout State) throws {
        state.trailing?.cancel()
        state.trailing = nil
        state.decodesAfterwards = false
        state.decoder.reserve(max(state.splitter.elementCount, expectedCount ?? 0))
        try writer.readPayload { try state.decoder.append($0) }
    }

    /// Tells `onProgress` when another whole percent of the list has been read (never 100 before
    /// the list is finished), `progressInterval` after the last report at the soonest (99 at
    /// once): of the expected elements, or of the body's announced length when the server did not
    /// say how many elements there are (a list without `X-Total-Count`).
    private func reportProgress(_ state: inout State) {
        let fraction: Double
        if let expectedCount {
            fraction = Double(state.elementCount) / Double(expectedCount)
        } else if let length = state.bodyLength, length > 0 {
            fraction = Double(state.receivedBytes) / Double(length)
        } else {
            return
        }
        let percent = min(99, Int(fraction * 100))
        guard percent > state.reportedPercent else { return }
        let time = now()
        // 99% (all of the body, or all but its last element) is said at once: the list follows.
        if percent < 99, let last = state.reportedAt, time - last < Self.progressInterval { return }
        state.reportedPercent = percent
        state.reportedAt = time
        onProgress(Double(percent) / 100)
    }

    /// After the whole body was appended: every element. A body that ends before its array does
    /// throws `NetworkError.decoding` (the entry being written is left for `keepWhatArrived`).
    func finish() throws -> DecodedList<Element> {
        do {
            let trailing = try state.withLock { state -> TrailingListDecoder<Element>? in
                guard state.decodesAfterwards else { return nil }
                // The body went to the entry, which `keepWhatArrived` took meanwhile (the app quits).
                guard state.writer != nil, let trailing = state.trailing else { throw CancellationError() }
                state.trailing = nil
                do {
                    try Self.splitting { try state.splitter.finish() }
                } catch {
                    trailing.cancel()
                    throw error
                }
                return trailing
            }
            guard let trailing else { return try state.withLock { try $0.decoder.finish() } }
            // Outside the lock (the splitter answers for the elements meanwhile), so that
            // `keepWhatArrived` at exit never waits for the decoding.
            return try trailing.finish()
        } catch {
            guard case DecodingError.dataCorrupted(let context) = error else { throw error }
            throw NetworkError.decoding(path: "", description: context.debugDescription)
        }
    }

    /// Puts the entry written, a list of `itemCount` elements, in place of the previous one.
    /// Done under the lock, and the download stays registered until it is done, so that
    /// `ListDownloads.keepWhatArrived` at exit waits for a commit in progress on another thread.
    func commitEntry(itemCount: Int) {
        state.withLock { state in
            defer { state.writer = nil }
            do {
                try state.writer?.commit(itemCount: itemCount)
            } catch {
                destination?.reportFailure(error)
            }
        }
        ListDownloads.unregister(ObjectIdentifier(self))
    }

    /// The download was interrupted: the complete elements received so far become the entry,
    /// marked incomplete, when the destination keeps that many; otherwise the entry being
    /// written is dropped and the previous one stays. Later pieces are no longer written. As for
    /// `commitEntry`, the download is unregistered only once the entry is in place, so that
    /// quitting while an interrupted download keeps its part (on another thread) waits for it.
    func keepWhatArrived() {
        defer { ListDownloads.unregister(ObjectIdentifier(self)) }
        state.withLock { state in
            state.trailing?.cancel()
            state.trailing = nil
            guard let writer = state.writer else { return }
            state.writer = nil
            let count = state.elementCount
            guard let destination, let floor = destination.keepsIncompleteAbove, count > floor else {
                writer.abandon()
                return
            }
            do {
                try writer.commitIncomplete(
                    payloadLength: state.completeElementsLength, closing: [UInt8(ascii: "]")],
                    itemCount: count, expectedCount: expectedCount)
            } catch {
                destination.reportFailure(error)
            }
        }
    }

    deinit { ListDownloads.unregister(ObjectIdentifier(self)) }
}
