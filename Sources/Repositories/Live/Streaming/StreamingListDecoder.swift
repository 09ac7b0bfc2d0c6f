// StreamingListDecoder: a JSON array that arrives in pieces, decoded element by element as each
// one is complete, so a list is never held as one payload. An element that does not decode is
// left out and counted (`SkippedRecords`), so one bad record never hides the rest; a body that is
// not a well-formed array throws a DecodingError (the disk cache quarantines entries that do).
import Foundation
import JSONCore
import Models

/// Decodes a JSON array fed in pieces into its elements.
struct StreamingListDecoder<Element> {
    /// Turns the bytes of one element into a value (e.g. `UserListDecoder.decodeElement`).
    typealias ElementDecoder = @Sendable (Data) throws -> Element

    /// The most elements reserved up front, whatever count a server or a cache entry announces.
    static var maximumReservation: Int { 1 << 20 }

    private var splitter = JSONArrayStreamSplitter()
    private var elements: [Element] = []
    /// The elements left out so far.
    private(set) var skipped = SkippedRecords()
    private let decodeElement: ElementDecoder

    /// A decoder for arrays of elements that `decodeElement` reads.
    init(decodeElement: @escaping ElementDecoder) {
        self.decodeElement = decodeElement
    }

    /// Makes room for `count` elements, when known, so the list never grows by copying.
    mutating func reserve(_ count: Int?) {
        guard let count, count > elements.capacity else { return }
        elements.reserveCapacity(min(count, Self.maximumReservation))
    }

    /// Decodes the elements completed by `bytes`, the next piece of the array.
    mutating func append(_ bytes: UnsafeRawBufferPointer) throws {
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
        defer { elements = [] }
        return DecodedList(elements: elements, skipped: skipped)
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
    private static func decode(_ bytes: UnsafeRawBufferPointer, at index: Int, with decodeElement: ElementDecoder)
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
