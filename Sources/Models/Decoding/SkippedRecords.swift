// The records of a list that could not be read and were left out, so one bad record (a null
// name, an id of 1e400) never hides the rest: how many, and which (by id, or by position when
// the id itself is unreadable), for a sentence such as `2 users could not be read: id 7, id 9`.
import Foundation
import JSONCore

/// Records left out of a list because they did not decode.
public struct SkippedRecords: Sendable, Hashable {
    /// How many records were left out.
    public private(set) var count = 0
    /// The first few, named: "id 7", or "record 12" (1-based position) when the id is unreadable.
    public private(set) var names: [String] = []
    /// The most records named in a sentence.
    public static let namedLimit = 5

    /// No records skipped.
    public init() {}

    /// Whether nothing was skipped.
    public var isEmpty: Bool { count == 0 }

    /// Notes the record at `index` (0-based), whose bytes are `element`, as skipped.
    public mutating func add(_ element: Data, at index: Int) {
        count += 1
        guard names.count < Self.namedLimit else { return }
        names.append(RecordID.read(element).map { "id \($0)" } ?? "record \(index + 1)")
    }

    /// Adds `other`'s records.
    public mutating func formUnion(_ other: SkippedRecords) {
        count += other.count
        names.append(contentsOf: other.names.prefix(max(0, Self.namedLimit - names.count)))
    }

    /// `2 users could not be read: id 7, id 9` (`singular`/`plural`: "user"/"users"); nil when none.
    public func sentence(singular: String, plural: String) -> String? {
        guard count > 0 else { return nil }
        let more = count > names.count ? ", and \(count - names.count) more" : ""
        return "\(count) \(count == 1 ? singular : plural) could not be read: " + names.joined(separator: ", ") + more
    }
}

/// Reads a record's top-level `"id"` when it is a plain integer.
enum RecordID {
    static func read(_ element: Data) -> Int? {
        try? FastJSONReader.single(element) { reader -> Int? in
            try reader.beginObject()
            var id: Int?
            var first = true
            while let key = try reader.nextKey(isFirst: &first) {
                if reader.key(key, is: "id"), id == nil { id = try? reader.readInt() } else { try reader.skipValue() }
            }
            return id
        } ?? nil
    }
}

/// A list decoded record by record: the records that decoded, and those left out.
public struct DecodedList<Element> {
    /// The records that decoded, in order.
    public var elements: [Element]
    /// The records that did not.
    public var skipped: SkippedRecords

    /// A list of `elements` with `skipped` left out.
    public init(elements: [Element], skipped: SkippedRecords = SkippedRecords()) {
        self.elements = elements
        self.skipped = skipped
    }
}

extension DecodedList: Sendable where Element: Sendable {}

/// Decoding a whole JSON array leniently: each element alone, the bad ones skipped.
public enum LenientListDecoding {
    /// The elements of `data`, a JSON array, each read by `element`; an element that throws a
    /// `DecodingError` is skipped and counted. A body that is not an array throws.
    public static func decode<Element>(_ data: Data, element: (Data) throws -> Element) throws -> DecodedList<Element> {
        var splitter = JSONArrayStreamSplitter()
        var list = DecodedList<Element>(elements: [])
        var index = 0
        do {
            try splitter.feed(data) { bytes in
                let piece = Data(bytes)
                do {
                    list.elements.append(try element(piece))
                } catch is DecodingError {
                    list.skipped.add(piece, at: index)
                }
                index += 1
            }
            try splitter.finish()
        } catch let error as JSONArrayStreamError {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: error.description, underlyingError: error))
        }
        return list
    }
}
