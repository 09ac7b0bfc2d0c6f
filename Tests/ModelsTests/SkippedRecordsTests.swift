// Lists keep the records that decode and name those left out: by id when it is a plain integer,
// else by position; and a byte order mark before a list is skipped.
import Foundation
import JSONCore
import Testing

@testable import Models

private func post(_ id: String, title: String = #""t""#) -> String {
    #"{"userId":1,"id":\#(id),"title":\#(title),"body":"b"}"#
}

@Test(
    arguments: [
        ("[\(post("1")),\(post("2", title: "null")),\(post("3"))]", [1, 3], "1 post could not be read: id 2"),
        ("[\(post("1e400")),\(post("2"))]", [2], "1 post could not be read: record 1"),
        ("[\(post("9223372036854775808")),\(post("-1"))]", [-1], "1 post could not be read: record 1"),
        ("[\(post("1", title: "7")),\(post("\"x\"")),\(post("3"))]", [3], "2 posts could not be read: id 1, record 2"),
        ("[\(post("1"))]", [1], nil),
        ("[]", [], nil),
    ] as [(String, [Int], String?)])
func postsKeepTheGoodRecordsAndNameTheBadOnes(json: String, ids: [Int], sentence: String?) throws {
    let list = try PostListDecoder.decodeLeniently(Data(json.utf8))
    #expect(list.elements.map(\.id) == ids)
    #expect(list.skipped.sentence(singular: "post", plural: "posts") == sentence)
}

@Test func aBodyThatIsNotAListStillFails() {
    #expect(throws: DecodingError.self) { try PostListDecoder.decodeLeniently(Data(#"{"data":[]}"#.utf8)) }
    #expect(throws: DecodingError.self) { try CommentListDecoder.decodeLeniently(Data("[{".utf8)) }
}

@Test func manySkippedRecordsAreCountedAndTheFirstFewNamed() throws {
    let json = "[" + (1...9).map { post("\($0)", title: "null") }.joined(separator: ",") + "]"
    let list = try PostListDecoder.decodeLeniently(Data(json.utf8))
    #expect(list.elements.isEmpty)
    #expect(
        list.skipped.sentence(singular: "post", plural: "posts")
            == "9 posts could not be read: id 1, id 2, id 3, id 4, id 5, and 4 more")
}

@Test(arguments: [1, 2, 3, 100])
func aByteOrderMarkBeforeAStreamedListIsSkippedWhereverThePiecesBreak(pieceSize: Int) throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Array("[1, 2]".utf8)
    var splitter = JSONArrayStreamSplitter()
    var elements: [String] = []
    for start in stride(from: 0, to: bytes.count, by: pieceSize) {
        try Data(bytes[start..<min(bytes.count, start + pieceSize)]).withUnsafeBytes { piece in
            try splitter.feed(piece) { elements.append(String(decoding: $0, as: UTF8.self)) }
        }
    }
    try splitter.finish()
    #expect(elements == ["1", "2"])
}

@Test func halfAByteOrderMarkOrOneAfterWhitespaceIsNotAList() {
    for bytes in [[0xEF, 0xBB] + Array("[]".utf8), Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("[]".utf8)] {
        var splitter = JSONArrayStreamSplitter()
        #expect(throws: JSONArrayStreamError.self) { try splitter.feed(Data(bytes)) { _ in } }
    }
}
