// JSONArrayStreamSplitter: the same elements however the bytes are cut into pieces, strings with
// brackets, quotes, backslashes and escapes inside them, every kind of element, and a clear error
// for anything that is not one whole JSON array.
import Foundation
import JSONCore
import Testing
import TestingSupport

@testable import Models

struct JSONArrayStreamSplitterTests {
    /// Elements whose strings hold everything that could fool a bracket counter.
    static let tricky =
        #" [ {"a":"}]{[","b":[1,{"c":"\"]"}]}, {"d":"ends in a backslash \\"} ,{"e":"\\\"\\\\"},"#
        + #"{"f":"\u005c\u0022 é 漢 🚀"},"plain string","with \"quotes\" and \\",[["nested"],{}],-12.5e3,true,null,{}"#
        + "\n\t]\r\n"
    static let trickyElements = [
        #"{"a":"}]{[","b":[1,{"c":"\"]"}]}"#, #"{"d":"ends in a backslash \\"}"#, #"{"e":"\\\"\\\\"}"#,
        #"{"f":"\u005c\u0022 é 漢 🚀"}"#, #""plain string""#, #""with \"quotes\" and \\""#, #"[["nested"],{}]"#,
        "-12.5e3", "true", "null", "{}",
    ]

    /// The elements of `pieces` fed in order, as text, after `finish`.
    func split(_ pieces: [[UInt8]]) throws -> [String] {
        var splitter = JSONArrayStreamSplitter()
        var elements: [String] = []
        for piece in pieces {
            try piece.withUnsafeBytes { bytes in
                try splitter.feed(bytes) { elements.append(String(decoding: $0, as: UTF8.self)) }
            }
        }
        try splitter.finish()
        #expect(splitter.elementCount == elements.count)
        return elements
    }

    /// The error splitting `json` in one piece throws.
    func failure(_ json: String) -> JSONArrayStreamError? {
        do {
            _ = try split([Array(json.utf8)])
            return nil
        } catch {
            return error as? JSONArrayStreamError
        }
    }

    @Test func elementsComeOutExactlyWithoutTheWhitespaceAround() throws {
        #expect(try split([Array(Self.tricky.utf8)]) == Self.trickyElements)
    }

    @Test func everyCutPointGivesTheSameElements() throws {
        let bytes = Array(Self.tricky.utf8)
        for cut in 0...bytes.count {
            let elements = try split([Array(bytes[..<cut]), Array(bytes[cut...])])
            #expect(elements == Self.trickyElements, "cut at byte \(cut)")
        }
    }

    @Test(arguments: [1, 2, 3, 5, 7])
    func smallPiecesGiveTheSameElements(size: Int) throws {
        let bytes = Array(Self.tricky.utf8)
        let pieces = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
        #expect(try split(pieces) == Self.trickyElements)
    }

    @Test func aBackslashRunSplitAcrossPiecesKeepsItsParity() throws {
        // The piece boundary falls inside `\\\"`: the quote stays escaped, the string goes on.
        let json = #"["a\\\"b",1]"#
        let bytes = Array(json.utf8)
        for cut in 3...6 {
            #expect(
                try split([Array(bytes[..<cut]), Array(bytes[cut...])]) == [#""a\\\"b""#, "1"], "cut at byte \(cut)")
        }
    }

    /// Elements longer than the 64-byte blocks the scan reads, whose strings put quotes,
    /// backslash runs and brackets at every offset of a block, fed whole and in pieces of every
    /// size from 1 to 97 bytes (the pieces and the blocks meet at every offset too).
    @Test func longElementsSplitTheSameAcrossBlocksAndPieces() throws {
        var random = SeededRandom(seed: 0x5EED)
        let alphabet = Array(#"ab "\\{}[],:é"#.unicodeScalars)
        func string() -> String {
            let length = Int(random.next() % 90)
            let text = String(
                String.UnicodeScalarView(
                    (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }))
            let data = try! JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)
            return String(decoding: data, as: UTF8.self)
        }
        func element(depth: Int) -> String {
            switch depth > 3 ? 2 : random.next() % 4 {
            case 0:
                return "{"
                    + (0..<Int(random.next() % 4)).map { _ in string() + ":" + element(depth: depth + 1) }.joined(
                        separator: ",") + "}"
            case 1:
                return "[" + (0..<Int(random.next() % 4)).map { _ in element(depth: depth + 1) }.joined(separator: ",")
                    + "]"
            case 2: return string()
            default: return String(Int(random.next() % 100_000) - 50_000)
            }
        }
        let elements = (0..<200).map { _ in "{" + #""k":"# + element(depth: 0) + "}" }
        let bytes = Array(("[" + elements.joined(separator: ",") + "]").utf8)
        #expect(try split([bytes]) == elements)
        for size in 1...97 {
            let pieces = stride(from: 0, to: bytes.count, by: size).map {
                Array(bytes[$0..<min($0 + size, bytes.count)])
            }
            #expect(try split(pieces) == elements, "pieces of \(size) bytes")
        }
    }

    @Test func emptyPiecesAndEmptyArraysAreFine() throws {
        #expect(try split([Array("[]".utf8)]) == [])
        #expect(try split([[], Array(" [ \n".utf8), [], Array(" ] ".utf8), []]) == [])
    }

    @Test func elementsDecodeToTheSameUsersAsTheWholeArray() throws {
        let users = (1...50).map { id in
            User(
                id: id, name: "Zoë \"Z\" \(id) {[", username: "user\(id)", email: "u\(id)@example.org",
                address: Address(
                    street: "\(id) Main St \\", suite: "Apt. \(id)", city: "Gwenborough", zipcode: "92998",
                    geo: Geo(lat: "-37.3159", lng: "81.1496")),
                phone: "1-770", website: "example.org",
                company: Company(name: "Co \(id)", catchPhrase: "]}", bs: "bs"))
        }
        let data = try JSONEncoder().encode(users)
        var splitter = JSONArrayStreamSplitter()
        var decoded: [User] = []
        for start in stride(from: 0, to: data.count, by: 1000) {
            try splitter.feed(data[start..<min(start + 1000, data.count)]) { element in
                decoded.append(try UserListDecoder.decodeElement(Data(element)))
            }
        }
        try splitter.finish()
        #expect(decoded == users)
    }

    @Test func anErrorFromTheCallbackStopsTheFeed() {
        struct Stop: Error {}
        var splitter = JSONArrayStreamSplitter()
        var seen = 0
        #expect(throws: Stop.self) {
            try splitter.feed(Data("[1,2,3]".utf8)) { _ in
                seen += 1
                if seen == 2 { throw Stop() }
            }
        }
        #expect(seen == 2)
    }

    @Test func malformedInputsSayWhatIsWrongAndWhere() {
        #expect(failure("") == JSONArrayStreamError(kind: .notAnArray, offset: 0))
        #expect(failure("  {}") == JSONArrayStreamError(kind: .notAnArray, offset: 2))
        #expect(failure("[{}") == JSONArrayStreamError(kind: .unterminatedArray, offset: 3))
        #expect(failure("[{},") == JSONArrayStreamError(kind: .unterminatedArray, offset: 4))
        #expect(failure("[1") == JSONArrayStreamError(kind: .unterminatedArray, offset: 2))
        #expect(failure(#"[{"a":"x}]"#) == JSONArrayStreamError(kind: .unterminatedString, offset: 10))
        #expect(failure("[{}] x") == JSONArrayStreamError(kind: .trailingContent, offset: 5))
        #expect(failure("[][]") == JSONArrayStreamError(kind: .trailingContent, offset: 2))
        #expect(failure("[{]") == JSONArrayStreamError(kind: .unbalanced(UInt8(ascii: "]")), offset: 2))
        #expect(failure(#"[{"a":[1}]"#) == JSONArrayStreamError(kind: .unbalanced(UInt8(ascii: "}")), offset: 8))
        #expect(
            failure("[{},]")
                == JSONArrayStreamError(
                    kind: .unexpectedCharacter(UInt8(ascii: "]"), expected: "an element after ','"),
                    offset: 4))
        #expect(
            failure("[,]")
                == JSONArrayStreamError(
                    kind: .unexpectedCharacter(UInt8(ascii: ","), expected: "an element"), offset: 1))
        #expect(
            failure("[{}{}]")
                == JSONArrayStreamError(
                    kind: .unexpectedCharacter(UInt8(ascii: "{"), expected: "',' or ']'"),
                    offset: 3))
        #expect(
            failure(#"[1"a"]"#)
                == JSONArrayStreamError(
                    kind: .unexpectedCharacter(UInt8(ascii: "\""), expected: "',' or ']'"),
                    offset: 2))
    }

    @Test func errorOffsetsCountEveryPieceFedBefore() {
        var splitter = JSONArrayStreamSplitter()
        #expect(
            throws: JSONArrayStreamError(
                kind: .unexpectedCharacter(UInt8(ascii: "x"), expected: "an element"), offset: 6)
        ) {
            try splitter.feed(Data("[1,2".utf8)) { _ in }
            try splitter.feed(Data(", x".utf8)) { _ in }
        }
    }

    @Test func errorsReadAsSentences() {
        #expect(
            JSONArrayStreamError(kind: .notAnArray, offset: 0).description == "Not a JSON array: expected '[' at byte 0"
        )
        #expect(
            JSONArrayStreamError(kind: .unexpectedCharacter(0x0A, expected: "an element"), offset: 3).description
                == "Unexpected byte 0xa at byte 3: expected an element")
        #expect(
            JSONArrayStreamError(kind: .unterminatedArray, offset: 9).description
                == "The JSON array ends before its closing ']' at byte 9")
    }

    @Test func theCompleteElementsLengthCutsTheInputAfterTheLastElementHandedOver() throws {
        let bytes = Array(Self.tricky.utf8)
        var splitter = JSONArrayStreamSplitter()
        var handedOver = 0
        for index in bytes.indices {
            try bytes[index...index].withUnsafeBytes { try splitter.feed($0) { _ in handedOver += 1 } }
            guard handedOver > 0 else {
                #expect(splitter.completeElementsLength == 0)
                continue
            }
            // The input cut there and closed is an array of exactly the elements handed over.
            let closed = Data(bytes.prefix(splitter.completeElementsLength)) + Data("]".utf8)
            let array = try #require(
                try JSONSerialization.jsonObject(with: closed, options: .fragmentsAllowed) as? [Any])
            #expect(array.count == handedOver)
            #expect(
                String(decoding: bytes.prefix(splitter.completeElementsLength), as: UTF8.self)
                    .hasSuffix(Self.trickyElements[handedOver - 1]))
        }
        #expect(handedOver == Self.trickyElements.count)
    }
}
