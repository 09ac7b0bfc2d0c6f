// StreamingListDecoder: a JSON array that arrives in pieces, decoded element by element as each
// one is complete, so a list is never held as one payload. An element that does not decode is
// left out and counted (`SkippedRecords`), so one bad record never hides the rest; a body that is
// not a well-formed array throws a DecodingError (the disk cache quarantines entries that do).
//
// A long list read from the disk, which comes faster than one core decodes it, can be decoded in
// parallel: the elements cut out are copied into batches, each full batch is decoded on a worker
// thread while the next ones are cut, and their elements are taken in order.
import Dispatch
import Foundation
import JSONCore
import Models

/// Decodes a JSON array fed in pieces into its elements.
struct StreamingListDecoder<Element> {
    /// Turns the bytes of one element into a value (e.g. `UserListDecoder.decodeElement`).
    typealias ElementDecoder = @Sendable (Data) throws -> Element

    /// The most elements reserved up front, whatever count a server or a cache entry announces.
    static var maximumReservation: Int { 1 << 20 }

    /// The bytes of elements a batch collects before it is decoded in parallel.
    static var batchBytes: Int { 256 * 1024 }
    /// How many batches may be cut and waiting to be taken before the cutting waits for the first
    /// of them: enough to keep every core decoding, few enough to bound the memory they hold.
    static var batchesInFlight: Int { ProcessInfo.processInfo.activeProcessorCount }

    private var splitter = JSONArrayStreamSplitter()
    private var elements: [Element] = []
    /// The elements left out so far.
    private(set) var skipped = SkippedRecords()
    private let decodeElement: ElementDecoder
    /// Whether elements are decoded in batches on worker threads; the batch filling, and those
    /// handed to the workers whose elements were not taken yet, oldest first.
    private let decodesInParallel: Bool
    private var filling: ElementBatch?
    private var inFlight: [BatchDecoding<Element>] = []

    /// A decoder for arrays of elements that `decodeElement` reads, one by one as each is cut
    /// out, or `inParallel`, in batches on several threads (the elements come out in order
    /// either way, all of them by `finish`).
    init(decodeElement: @escaping ElementDecoder, inParallel: Bool = false) {
        self.decodeElement = decodeElement
        decodesInParallel = inParallel
    }

    /// Makes room for `count` elements, when known, so the list never grows by copying.
    mutating func reserve(_ count: Int?) {
        guard let count, count > elements.capacity else { return }
        elements.reserveCapacity(min(count, Self.maximumReservation))
    }

    /// Decodes the elements completed by `bytes`, the next piece of the array (in parallel: cuts
    /// them out, and decodes the batches filled).
    mutating func append(_ bytes: UnsafeRawBufferPointer) throws {
        if decodesInParallel {
            try appendToBatches(bytes)
            return
        }
        let decodeElement = decodeElement
        var elements = self.elements
        var skipped = self.skipped
        self.elements = []
        defer {
            self.elements = elements
            self.skipped = skipped
        }
        do {
            try splitter.feed(bytes) { element in
                do {
                    elements.append(try Self.decode(element, at: elements.count + skipped.count, with: decodeElement))
                } catch is DecodingError {
                    skipped.add(Data(element), at: elements.count + skipped.count)
                }
            }
        } catch let error as JSONArrayStreamError {
            throw error.asDecodingError
        }
    }

    /// Every element that decoded, with those left out, once the whole array was appended;
    /// throws if it is unfinished.
    mutating func finish() throws -> DecodedList<Element> {
        do {
            try splitter.finish()
        } catch let error as JSONArrayStreamError {
            throw error.asDecodingError
        }
        try takeEveryBatch()
        defer { elements = [] }
        return DecodedList(elements: elements, skipped: skipped)
    }

    /// Cuts the elements completed by `bytes` into batches, hands each full one to a worker, and
    /// takes the elements of those decoded (waiting for the oldest when too many are in flight).
    private mutating func appendToBatches(_ bytes: UnsafeRawBufferPointer) throws {
        var filling = self.filling
        var full: [ElementBatch] = []
        self.filling = nil
        defer { self.filling = filling }
        var next = splitter.elementCount
        do {
            try splitter.feed(bytes) { element in
                if filling == nil { filling = ElementBatch(firstIndex: next) }
                filling!.add(element)
                next += 1
                if filling!.byteCount >= Self.batchBytes {
                    full.append(filling!)
                    filling = nil
                }
            }
        } catch let error as JSONArrayStreamError {
            throw error.asDecodingError
        }
        for batch in full {
            inFlight.append(BatchDecoding(batch, with: decodeElement))
            try takeDecodedBatches(waiting: inFlight.count > Self.batchesInFlight)
        }
    }

    /// Takes the elements of the batches in flight that are decoded, oldest first, stopping at
    /// the first one still being decoded; waits for that one when `waiting`.
    private mutating func takeDecodedBatches(waiting: Bool) throws {
        var waitsForOldest = waiting
        while let oldest = inFlight.first, let list = try oldest.result(waiting: waitsForOldest) {
            inFlight.removeFirst()
            elements.append(contentsOf: list.elements)
            skipped.formUnion(list.skipped)
            waitsForOldest = false
        }
    }

    /// Hands the batch still filling to a worker, and takes the elements of every batch, waiting
    /// for them all.
    private mutating func takeEveryBatch() throws {
        if let filling {
            inFlight.append(BatchDecoding(filling, with: decodeElement))
            self.filling = nil
        }
        while !inFlight.isEmpty { try takeDecodedBatches(waiting: true) }
    }

    /// The elements of `data`, a whole JSON array, with those left out.
    static func decode(_ data: Data, with decodeElement: @escaping ElementDecoder) throws -> DecodedList<Element> {
        var decoder = StreamingListDecoder(decodeElement: decodeElement)
        try data.withUnsafeBytes { try decoder.append($0) }
        return try decoder.finish()
    }

    /// How many elements have been read so far, decoded or left out.
    var elementCount: Int { splitter.elementCount }

    /// How many of the bytes appended so far hold the complete elements read (see
    /// `JSONArrayStreamSplitter.completeElementsLength`).
    var completeElementsLength: Int { splitter.completeElementsLength }

    /// The first `limit` elements complete in `prefix`, the beginning of a JSON array.
    static func firstElements(of prefix: Data, limit: Int, with decodeElement: @escaping ElementDecoder) throws
        -> [Element]
    {
        var splitter = JSONArrayStreamSplitter()
        var elements: [Element] = []
        elements.reserveCapacity(limit)
        try prefix.withUnsafeBytes { bytes in
            try splitter.feed(bytes) { element in
                guard elements.count < limit else { return }
                // A bad record is left out here too; the whole read counts it.
                if let value = try? decode(element, at: elements.count, with: decodeElement) { elements.append(value) }
            }
        }
        return elements
    }

    /// The element in `bytes`, read in place; a failure's path starts with `index`.
    fileprivate static func decode(
        _ bytes: UnsafeRawBufferPointer, at index: Int, with decodeElement: ElementDecoder
    )
        throws -> Element
    {
        // The decoder copies what it keeps (strings), so the bytes need not outlive the call.
        let data =
            bytes.baseAddress.map {
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none)
            } ?? Data()
        do {
            return try decodeElement(data)
        } catch let error as DecodingError {
            throw error.inElement(at: index)
        }
    }
}

extension JSONArrayStreamError {
    /// The same failure as a DecodingError, as JSONDecoder reports JSON that does not parse.
    var asDecodingError: DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description, underlyingError: self))
    }
}

/// Elements cut out of an array, copied end to end, to be decoded together.
private struct ElementBatch: Sendable {
    /// The position in the array of the first element.
    let firstIndex: Int
    private var bytes: [UInt8] = []
    /// Where each element ends in `bytes`.
    private var ends: [Int] = []

    init(firstIndex: Int) {
        self.firstIndex = firstIndex
        bytes.reserveCapacity(StreamingListDecoder<Never>.batchBytes + 4096)
    }

    var byteCount: Int { bytes.count }
    var count: Int { ends.count }

    mutating func add(_ element: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: element)
        ends.append(bytes.count)
    }

    /// The elements that decode, with those left out (at their positions in the array).
    func decode<Element>(with decodeElement: StreamingListDecoder<Element>.ElementDecoder) throws
        -> DecodedList<Element>
    {
        var elements: [Element] = []
        elements.reserveCapacity(ends.count)
        var skipped = SkippedRecords()
        try bytes.withUnsafeBytes { all in
            var start = 0
            for (offset, end) in ends.enumerated() {
                let element = UnsafeRawBufferPointer(rebasing: all[start..<end])
                start = end
                do {
                    elements.append(
                        try StreamingListDecoder.decode(element, at: firstIndex + offset, with: decodeElement))
                } catch is DecodingError {
                    skipped.add(Data(element), at: firstIndex + offset)
                }
            }
        }
        return DecodedList(elements: elements, skipped: skipped)
    }
}

/// One batch being decoded on a worker thread, and then its elements.
///
/// `@unchecked Sendable` is sound: the worker writes `outcome` once, before it signals `done`, and
/// the decoder reads it only after `done` was signalled (the semaphore orders the write before
/// the read).
private final class BatchDecoding<Element>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var outcome: Result<DecodedList<Element>, any Error>?
    /// Whether `done` was seen signalled (read and written by the decoder only).
    private var isDecoded = false

    /// Starts decoding `batch` on a worker thread.
    init(_ batch: ElementBatch, with decodeElement: @escaping StreamingListDecoder<Element>.ElementDecoder) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            outcome = Result { try batch.decode(with: decodeElement) }
            done.signal()
        }
    }

    /// The batch's elements once decoded (waiting for them when `waiting`), nil while it is still
    /// being decoded; rethrows what the decoding threw.
    func result(waiting: Bool) throws -> DecodedList<Element>? {
        if !isDecoded {
            if waiting {
                done.wait()
            } else if done.wait(timeout: .now()) == .timedOut {
                return nil
            }
            isDecoded = true
        }
        return try outcome?.get()
    }
}
