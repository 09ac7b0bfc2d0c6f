// StreamingListDecoder: a JSON array that arrives in pieces, decoded element by element as each
// one is complete, so a list is never held as one payload. An element that does not decode is
// left out and counted (`SkippedRecords`), so one bad record never hides the rest; a body that is
// not a well-formed array throws a DecodingError (the disk cache quarantines entries that do).
//
// A long list read from the disk, which comes faster than one core decodes it, can be decoded in
// parallel: the elements cut out are copied into batches, and two batches at a time are decoded
// on two threads, their elements kept in order.
import Dispatch
import Foundation
import JSONCore
import Models

/// Decodes a JSON array fed in pieces into its elements.
struct StreamingListDecoder<Element> {
    /// Turns the bytes of one element, read in place, into a value (e.g.
    /// `UserListDecoder.decodeElement`). The bytes live only for the call: what the value keeps
    /// is copied.
    typealias ElementDecoder = @Sendable (UnsafeRawBufferPointer) throws -> Element

    /// The most elements reserved up front, whatever count a server or a cache entry announces.
    static var maximumReservation: Int { 1 << 20 }

    /// The bytes of elements a batch collects before it is decoded in parallel.
    static var batchBytes: Int { 256 * 1024 }
    /// How many batches are decoded at once.
    static var batchesAtOnce: Int { 2 }

    private var splitter = JSONArrayStreamSplitter()
    private var elements: [Element] = []
    /// The elements left out so far.
    private(set) var skipped = SkippedRecords()
    private let decodeElement: ElementDecoder
    /// Whether elements are decoded in batches on several threads, and the batches cut out and
    /// not decoded yet (the last one still filling).
    private let decodesInParallel: Bool
    private var batches: [ElementBatch] = []

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
        try decodeBatches(keepingTheLastOne: false)
        defer { elements = [] }
        return DecodedList(elements: elements, skipped: skipped)
    }

    /// Cuts the elements completed by `bytes` into batches, and decodes those filled when there
    /// are enough for every thread.
    private mutating func appendToBatches(_ bytes: UnsafeRawBufferPointer) throws {
        var batches = self.batches
        self.batches = []
        defer { self.batches = batches }
        var next = elements.count + skipped.count + batches.reduce(0) { $0 + $1.count }
        do {
            try splitter.feed(bytes) { element in
                if batches.last.map({ $0.byteCount >= Self.batchBytes }) ?? true {
                    batches.append(ElementBatch(firstIndex: next))
                }
                batches[batches.count - 1].add(element)
                next += 1
            }
        } catch let error as JSONArrayStreamError {
            throw error.asDecodingError
        }
        if batches.count > Self.batchesAtOnce {
            self.batches = batches
            try decodeBatches(keepingTheLastOne: true)
            batches = self.batches
        }
    }

    /// Decodes the batches (but the last, still filling, when `keepingTheLastOne`), each on a
    /// thread of its own, and appends their elements in order.
    private mutating func decodeBatches(keepingTheLastOne: Bool) throws {
        let count = keepingTheLastOne ? batches.count - 1 : batches.count
        guard count > 0 else { return }
        let ready = Array(batches.prefix(count))
        batches.removeFirst(count)
        let decodeElement = decodeElement
        let results = ResultSlots<Result<DecodedList<Element>, any Error>>(count: count)
        defer { results.free() }
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.fill(index, with: Result { try ready[index].decode(with: decodeElement) })
        }
        for result in results.all {
            let list = try result.get()
            elements.append(contentsOf: list.elements)
            skipped.formUnion(list.skipped)
        }
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

    /// The elements of `count` byte ranges (`element(i)` is the i-th), the first at position
    /// `firstIndex` in the array, with those that did not decode left out.
    static func decodeElements(
        count: Int, firstIndex: Int, with decodeElement: ElementDecoder,
        element: (Int) -> UnsafeRawBufferPointer
    ) throws -> DecodedList<Element> {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var skipped = SkippedRecords()
        for offset in 0..<count {
            let bytes = element(offset)
            do {
                elements.append(try decode(bytes, at: firstIndex + offset, with: decodeElement))
            } catch is DecodingError {
                skipped.add(Data(bytes), at: firstIndex + offset)
            }
        }
        return DecodedList(elements: elements, skipped: skipped)
    }

    /// The element in `bytes`, read in place; a failure's path starts with `index`.
    fileprivate static func decode(
        _ bytes: UnsafeRawBufferPointer, at index: Int, with decodeElement: ElementDecoder
    )
        throws -> Element
    {
        do {
            return try decodeElement(bytes)
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
        try bytes.withUnsafeBytes { all in
            try StreamingListDecoder.decodeElements(count: ends.count, firstIndex: firstIndex, with: decodeElement) {
                UnsafeRawBufferPointer(rebasing: all[($0 == 0 ? 0 : ends[$0 - 1])..<ends[$0]])
            }
        }
    }
}

/// One slot per thread of a `concurrentPerform`, each written by its own iteration and read once
/// they have all returned.
///
/// `@unchecked Sendable` is sound: no two iterations write the same slot, and the slots are read
/// only after `concurrentPerform` returns, which orders every write before the reads.
private struct ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value>

    init(count: Int) { slots = .allocate(capacity: count) }

    func fill(_ index: Int, with value: Value) { (slots.baseAddress! + index).initialize(to: value) }

    /// Every slot (all filled).
    var all: UnsafeMutableBufferPointer<Value> { slots }

    func free() {
        _ = slots.deinitialize()
        slots.deallocate()
    }
}
