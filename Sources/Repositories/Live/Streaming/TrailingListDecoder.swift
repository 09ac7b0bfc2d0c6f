// TrailingListDecoder: decodes a list download from its cache entry while the entry is written,
// a batch of elements at a time, trailing the writer. The download's splitter (which cuts the body
// into elements as it arrives) names each element's place in the body; elements are gathered into
// batches of at least `batchBytes`, and a batch, once full, is read back from the entry and decoded
// on a thread of its own while the transfer goes on. What waits is only where the elements are,
// never their bytes (those are in the file), so a decoder slower than the network holds no more
// memory. When the download ends the batches left are decoded on two threads, the caller's and
// one more, and the elements come out in their order in the list.
//
// Flow: `addElements` the elements' ranges (in order, on one thread at a time), then `finish`; or
// `cancel` (the download went another way), which waits for the batch being decoded.
import Dispatch
import Foundation
import Models
import Synchronization

/// Decodes the elements of a list while it is written to a file, behind the writer.
struct TrailingListDecoder<Element: Sendable>: Sendable {
    /// Reads the body's bytes from an offset into a buffer, all of them or a throw.
    typealias Reader = @Sendable (_ offset: Int, _ buffer: UnsafeMutableRawBufferPointer) throws -> Void

    /// The bytes of elements a batch gathers before it is decoded (it may gather the rest of the
    /// piece that filled it).
    static var batchBytes: Int { 256 * 1024 }
    /// The threads decoding batches while the list still arrives (the transfer needs the rest).
    static var threadsWhileArriving: Int { 1 }

    private var filling: ElementRanges
    private let pool: Pool

    /// A decoder reading the body with `read` and each element with `decodeElement`; about
    /// `expectedCount` elements are expected (room is made for them).
    init(
        decodeElement: @escaping StreamingListDecoder<Element>.ElementDecoder, read: @escaping Reader,
        expectedCount: Int?
    ) {
        filling = ElementRanges(firstIndex: 0)
        pool = Pool(decodeElement: decodeElement, read: read, expectedCount: expectedCount)
    }

    /// Notes the elements `feed` reports to the function it is given, in order: each one's
    /// offset in the body and size, its bytes in the file already. Once `feed` returns, a batch
    /// filled by them is handed to a decoding thread. (Reporting goes through a function made
    /// here, not through this generic type, because it is done for every element.)
    mutating func addElements(_ feed: (_ add: (_ offset: Int, _ count: Int) -> Void) throws -> Void) rethrows {
        try feed { offset, count in filling.add(offset: offset, count: count) }
        guard filling.byteCount >= Self.batchBytes else { return }
        pool.enqueue(filling)
        filling = ElementRanges(firstIndex: filling.firstIndex + filling.count)
    }

    /// Every element, once the whole list was added: the batches left are decoded on this
    /// thread and one more. Throws what reading the file threw, or `CancellationError` when
    /// `isCancelled` says so between batches.
    func finish(stoppingWhen isCancelled: () -> Bool = { Task.isCancelled }) throws -> DecodedList<Element> {
        if filling.count > 0 { pool.enqueue(filling) }
        return try pool.finish(stoppingWhen: isCancelled)
    }

    /// Stops decoding: the batches waiting are dropped, and the one being decoded is waited for
    /// (so nothing reads the file after this returns).
    func cancel() {
        pool.cancel()
    }
}

extension TrailingListDecoder {
    /// The batches waiting, the threads decoding them, and the elements decoded, in order.
    fileprivate final class Pool: Sendable {
        private struct State {
            var waiting: [ElementRanges] = []
            var nextWaiting = 0
            var threads = 0
            /// Batches decoded ahead of one still being decoded, by first index.
            var decodedAhead: [Int: DecodedList<Element>] = [:]
            /// The elements decoded so far, in order, up to `nextIndex`.
            var list = DecodedList<Element>(elements: [])
            var nextIndex = 0
            var failure: (any Error)?
            var cancelled = false
        }

        private let decodeElement: StreamingListDecoder<Element>.ElementDecoder
        private let read: Reader
        private let state = Mutex(State())
        /// Entered by each thread decoding batches, left when it stops.
        private let threads = DispatchGroup()

        init(
            decodeElement: @escaping StreamingListDecoder<Element>.ElementDecoder, read: @escaping Reader,
            expectedCount: Int?
        ) {
            self.decodeElement = decodeElement
            self.read = read
            if let expectedCount, expectedCount > 0 {
                state.withLock {
                    $0.list.elements.reserveCapacity(
                        min(expectedCount, StreamingListDecoder<Element>.maximumReservation))
                }
            }
        }

        func enqueue(_ batch: ElementRanges) {
            let startsThread = state.withLock { state in
                guard !state.cancelled, state.failure == nil else { return false }
                state.waiting.append(batch)
                guard state.threads < TrailingListDecoder.threadsWhileArriving else { return false }
                state.threads += 1
                return true
            }
            if startsThread { startThread() }
        }

        func finish(stoppingWhen isCancelled: () -> Bool) throws -> DecodedList<Element> {
            let startsThread = state.withLock { state in
                state.threads += 1
                guard state.threads < 2, state.waiting.count - state.nextWaiting >= 2 else { return false }
                state.threads += 1
                return true
            }
            if startsThread { startThread() }
            decodeWaitingBatches(stoppingWhen: isCancelled)
            threads.wait()
            return try state.withLock { state in
                if let failure = state.failure { throw failure }
                if state.cancelled { throw CancellationError() }
                defer { state.list = DecodedList(elements: []) }
                return state.list
            }
        }

        func cancel() {
            state.withLock { $0.cancelled = true }
            threads.wait()
        }

        /// Decodes waiting batches on a thread of the system's pool (counted in `threads` already).
        private func startThread() {
            threads.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                decodeWaitingBatches(stoppingWhen: { false })
                threads.leave()
            }
        }

        /// Takes waiting batches and decodes them until none is left, reading failed, or the
        /// decoder is cancelled or `isCancelled`; the thread was counted in `threads`.
        private func decodeWaitingBatches(stoppingWhen isCancelled: () -> Bool) {
            var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 0, alignment: 16)
            defer { buffer.deallocate() }
            while let batch = nextBatch(cancelling: isCancelled()) {
                let result = Result {
                    if buffer.count < batch.byteCount {
                        buffer.deallocate()
                        buffer = .allocate(byteCount: batch.byteCount + batch.byteCount / 4, alignment: 16)
                    }
                    let bytes = UnsafeMutableRawBufferPointer(rebasing: buffer[..<batch.byteCount])
                    try read(batch.start, bytes)
                    return try batch.decode(UnsafeRawBufferPointer(bytes), with: decodeElement)
                }
                keep(result, of: batch)
            }
        }

        /// The next batch to decode, or nil (the thread is no longer counted) when there is none;
        /// nil too, for every thread, once `cancelling`.
        private func nextBatch(cancelling: Bool) -> ElementRanges? {
            state.withLock { state in
                if cancelling { state.cancelled = true }
                guard !state.cancelled, state.failure == nil, state.nextWaiting < state.waiting.count else {
                    state.threads -= 1
                    return nil
                }
                let batch = state.waiting[state.nextWaiting]
                state.nextWaiting += 1
                // Taken batches are dropped now and then, not one by one (that would shift them all).
                if state.nextWaiting >= 64 {
                    state.waiting.removeFirst(state.nextWaiting)
                    state.nextWaiting = 0
                }
                return batch
            }
        }

        /// Appends a batch's elements in their order in the list, or notes the failure.
        private func keep(_ result: Result<DecodedList<Element>, any Error>, of batch: ElementRanges) {
            state.withLock { state in
                switch result {
                case .failure(let error):
                    if state.failure == nil { state.failure = error }
                case .success(let decoded):
                    state.decodedAhead[batch.firstIndex] = decoded
                    while let next = state.decodedAhead.removeValue(forKey: state.nextIndex) {
                        state.list.elements.append(contentsOf: next.elements)
                        state.list.skipped.formUnion(next.skipped)
                        state.nextIndex += next.elements.count + next.skipped.count
                    }
                }
            }
        }
    }
}

/// Where a batch's elements are in the body: the first one's offset, and each one's start and end
/// relative to it. Not generic (nor nested in a generic type), as it is filled for every element.
private struct ElementRanges: Sendable {
    /// The position in the list of the first element.
    let firstIndex: Int
    private(set) var start = 0
    private var starts: [Int] = []
    private var ends: [Int] = []

    init(firstIndex: Int) { self.firstIndex = firstIndex }

    var count: Int { ends.count }
    /// The bytes from the first element's start to the last one's end.
    var byteCount: Int { ends.last ?? 0 }

    mutating func add(offset: Int, count: Int) {
        if ends.isEmpty { start = offset }
        starts.append(offset - start)
        ends.append(offset + count - start)
    }

    /// The elements, decoded from `bytes` (the batch's `byteCount` bytes).
    func decode<Element>(
        _ bytes: UnsafeRawBufferPointer, with decodeElement: StreamingListDecoder<Element>.ElementDecoder
    ) throws -> DecodedList<Element> {
        try StreamingListDecoder.decodeElements(count: count, firstIndex: firstIndex, with: decodeElement) {
            UnsafeRawBufferPointer(rebasing: bytes[starts[$0]..<ends[$0]])
        }
    }
}
