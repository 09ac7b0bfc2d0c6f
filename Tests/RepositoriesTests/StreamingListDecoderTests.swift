// The streaming list decoder decoding in parallel: the same elements, in the same order, and the
// same records left out as one element at a time, however the bytes are cut into pieces.
import Foundation
import Models
import Testing

@testable import Repositories

private struct Row: Codable, Equatable, Sendable {
    var id: Int
    var title: String
}

private let decodeRow: StreamingListDecoder<Row>.ElementDecoder = { try JSONDecoder().decode(Row.self, from: Data($0)) }

/// A JSON array of `count` rows, every `badEvery`th one unreadable (its id is a string).
private func array(of count: Int, badEvery: Int) -> [UInt8] {
    let elements = (0..<count).map { index in
        index % badEvery == badEvery - 1
            ? #"{"id": "x\#(index)", "title": "bad"}"#
            : #"{"id": \#(index), "title": "row \#(index) \u00e9 \"quoted\" \#(String(repeating: "x", count: index % 37))"}"#
    }
    return Array(("[\n  " + elements.joined(separator: ",\n  ") + "\n]").utf8)
}

/// The list decoded from `bytes` fed in pieces of `pieceSize`.
private func decode(_ bytes: [UInt8], pieceSize: Int, inParallel: Bool) throws -> (rows: [Row], skipped: SkippedRecords)
{
    var decoder = StreamingListDecoder(decodeElement: decodeRow, inParallel: inParallel)
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + pieceSize)
        try bytes[start..<end].withUnsafeBytes { try decoder.append($0) }
        start = end
    }
    let list = try decoder.finish()
    return (list.elements, list.skipped)
}

@Suite struct StreamingListDecoderTests {
    @Test(arguments: [4096, 100_003, 1 << 20])
    func decodingInParallelGivesTheSameListAsOneByOne(pieceSize: Int) throws {
        let bytes = array(of: 18_000, badEvery: 997)
        #expect(bytes.count > 4 * StreamingListDecoder<Row>.batchBytes, "several batches")
        let one = try decode(bytes, pieceSize: pieceSize, inParallel: false)
        let parallel = try decode(bytes, pieceSize: pieceSize, inParallel: true)
        #expect(parallel.rows.count == 18_000 - 18)
        #expect(parallel.rows == one.rows)
        #expect(parallel.rows.map(\.id) == parallel.rows.map(\.id).sorted(), "in the array's order")
        #expect(parallel.skipped == one.skipped)
        #expect(parallel.skipped.count == 18)
        #expect(parallel.skipped.names.first == "record 997", "named at its place in the whole array")
    }

    @Test func aShortListDecodesInParallelToo() throws {
        let bytes = array(of: 3, badEvery: 2)
        let parallel = try decode(bytes, pieceSize: 5, inParallel: true)
        #expect(parallel.rows.map(\.id) == [0, 2])
        #expect(parallel.skipped.count == 1)
    }

    @Test func anArrayCutShortIsADecodingErrorInParallel() throws {
        let bytes = array(of: 9_000, badEvery: 10_000)
        #expect(throws: DecodingError.self) {
            try decode(Array(bytes.dropLast(40)), pieceSize: 65_536, inParallel: true)
        }
    }
}
