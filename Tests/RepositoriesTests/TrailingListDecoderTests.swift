// The trailing decoder: a list decoded from its cache entry while the entry is written, batch by
// batch behind the writer, gives the same elements, in the same order, and the same records left
// out as the list decoded whole; it starts before the list is complete, reports what reading the
// entry threw, and stops when its task is cancelled.
import Foundation
import Models
import Services
import Synchronization
import Testing

@testable import Repositories

private struct Row: Codable, Equatable, Sendable {
    var id: Int
    var title: String
}

private let decodeRow: StreamingListDecoder<Row>.ElementDecoder = { try JSONDecoder().decode(Row.self, from: Data($0)) }

/// A JSON array of `count` rows, every `badEvery`th one unreadable (its id is a string), and where
/// each element is in it.
private func array(of count: Int, badEvery: Int) -> (bytes: [UInt8], elements: [(offset: Int, count: Int)]) {
    var bytes = Array("[\n  ".utf8)
    var elements: [(offset: Int, count: Int)] = []
    for index in 0..<count {
        if index > 0 { bytes += Array(",\n  ".utf8) }
        let element =
            index % badEvery == badEvery - 1
            ? #"{"id": "x\#(index)", "title": "bad"}"#
            : #"{"id": \#(index), "title": "row \#(index) \u00e9 \"quoted\" \#(String(repeating: "x", count: index % 37))"}"#
        elements.append((bytes.count, element.utf8.count))
        bytes += Array(element.utf8)
    }
    bytes += Array("\n]".utf8)
    return (bytes, elements)
}

/// A cache in a new temp folder, removed when `body` returns.
private func withCache<Result>(_ body: (JSONDiskCache) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("users-tui-trailing-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(try JSONDiskCache(directory: directory))
}

/// The offsets the decoder read the entry from, in the order read.
private final class Reads: Sendable {
    private let offsets = Mutex<[Int]>([])
    /// Signalled at every read.
    let happened = DispatchSemaphore(value: 0)
    var all: [Int] { offsets.withLock { $0 } }

    func reader(of writer: JSONDiskCache.EntryWriter) -> TrailingListDecoder<Row>.Reader {
        { offset, buffer in
            self.offsets.withLock { $0.append(offset) }
            self.happened.signal()
            try writer.readPayload(at: offset, into: buffer)
        }
    }
}

@Suite struct TrailingListDecoderTests {
    @Test(arguments: [4096, 100_003])
    func decodingBehindTheWriterGivesTheWholeListInOrder(pieceSize: Int) throws {
        let (bytes, elements) = array(of: 18_000, badEvery: 997)
        #expect(bytes.count > 4 * TrailingListDecoder<Row>.batchBytes, "several batches")
        let whole = try LenientListDecoding.decode(Data(bytes)) { element in
            try element.withUnsafeBytes { try decodeRow($0) }
        }
        let list = try withCache { cache in
            let writer = try cache.beginEntry(forKey: "rows")
            var decoder = TrailingListDecoder(
                decodeElement: decodeRow, read: Reads().reader(of: writer), expectedCount: 18_000)
            var written = 0
            var added = 0
            while written < bytes.count {
                let end = min(bytes.count, written + pieceSize)
                try bytes[written..<end].withUnsafeBytes { try writer.append($0) }
                written = end
                // The splitter's part: each element once all its bytes are written.
                decoder.addElements { add in
                    while added < elements.count, elements[added].offset + elements[added].count <= written {
                        add(elements[added].offset, elements[added].count)
                        added += 1
                    }
                }
            }
            return try decoder.finish(stoppingWhen: { false })
        }
        #expect(list.elements.count == 18_000 - 18)
        #expect(list.elements == whole.elements)
        #expect(list.elements.map(\.id) == list.elements.map(\.id).sorted(), "in the array's order")
        #expect(list.skipped == whole.skipped)
        #expect(list.skipped.names.first == "record 997", "named at its place in the whole array")
    }

    @Test func batchesAreDecodedWhileTheListStillArrives() throws {
        let (bytes, elements) = array(of: 18_000, badEvery: 1_000_000)
        try withCache { cache in
            let writer = try cache.beginEntry(forKey: "rows")
            let reads = Reads()
            var decoder = TrailingListDecoder(
                decodeElement: decodeRow, read: reads.reader(of: writer), expectedCount: nil)
            // The first half arrives.
            let half = elements[elements.count / 2]
            try bytes[..<half.offset].withUnsafeBytes { try writer.append($0) }
            decoder.addElements { add in
                for element in elements.prefix(elements.count / 2 - 1) { add(element.offset, element.count) }
            }
            _ = reads.happened.wait(timeout: .now() + 30)
            #expect(reads.all.first == elements[0].offset, "the first batch was read before the rest arrived")
            // The rest arrives.
            try bytes[half.offset...].withUnsafeBytes { try writer.append($0) }
            decoder.addElements { add in
                for element in elements.suffix(from: elements.count / 2 - 1) { add(element.offset, element.count) }
            }
            let list = try decoder.finish(stoppingWhen: { false })
            #expect(list.elements.map(\.id) == Array(0..<18_000))
        }
    }

    /// A decoder given every element of a list of 4,000 rows written whole to a new entry of
    /// `cache`, with `beforeAdding` done to the entry's writer first.
    private func decoderOfAWrittenList(
        in cache: JSONDiskCache, beforeAdding: (JSONDiskCache.EntryWriter) -> Void = { _ in }
    ) throws -> TrailingListDecoder<Row> {
        let (bytes, elements) = array(of: 4_000, badEvery: 1_000_000)
        let writer = try cache.beginEntry(forKey: "rows")
        var decoder = TrailingListDecoder(
            decodeElement: decodeRow, read: Reads().reader(of: writer), expectedCount: nil)
        try bytes.withUnsafeBytes { try writer.append($0) }
        beforeAdding(writer)
        decoder.addElements { add in
            for element in elements { add(element.offset, element.count) }
        }
        return decoder
    }

    @Test func whatReadingTheEntryThrowsIsThrown() throws {
        try withCache { cache in
            // The entry is dropped (as when the app quits during the download) before any read.
            let decoder = try decoderOfAWrittenList(in: cache) { $0.abandon() }
            #expect(throws: CacheError.self) { try decoder.finish(stoppingWhen: { false }) }
        }
    }

    @Test func aCancelledTaskStopsTheDecoding() throws {
        try withCache { cache in
            let decoder = try decoderOfAWrittenList(in: cache)
            #expect(throws: CancellationError.self) { try decoder.finish(stoppingWhen: { true }) }
        }
    }
}
