// The splitter and the document scanner give the same elements and offsets wherever the input is
// cut: inside escapes, inside surrogate pairs written as escapes, inside multi-byte characters,
// next to quotes inside strings; and they refuse nesting too deep and input that stops short.
import JSONCore
import Testing

struct JSONArrayStreamSplitterBoundaryTests {
    /// Strings with escaped quotes and backslashes, surrogate pairs, raw UTF-8 and brackets.
    static let sample = Array(
        (#" [ {"q":"say \"]\" \\","e":"\ud83d\ude80 \u00e9\n","raw":"日本 🚀"},"\\\"[{","#
            + #"{"x":{"y":[1,{"z":"}"}]}},-12.5e+3,true,null,[],"\/\b\f\r\t" ]"#).utf8)

    /// The elements of `pieces` fed in order, with their offsets.
    static func split(_ pieces: [ArraySlice<UInt8>]) throws -> [(offset: Int, text: [UInt8])] {
        var splitter = JSONArrayStreamSplitter()
        var elements: [(offset: Int, text: [UInt8])] = []
        for piece in pieces {
            try piece.withUnsafeBytes { bytes in
                try splitter.feed(bytes) { (element: UnsafeRawBufferPointer, offset: Int) in
                    elements.append((offset, Array(element)))
                }
            }
        }
        try splitter.finish()
        return elements
    }

    @Test func everyCutGivesTheWholeBuffersElementsAndOffsets() throws {
        let whole = try Self.split([Self.sample[...]])
        #expect(whole.count == 8)
        for element in whole {
            #expect(Array(Self.sample[element.offset..<(element.offset + element.text.count)]) == element.text)
        }
        for cut in 0...Self.sample.count {
            let halves = try Self.split([Self.sample[..<cut], Self.sample[cut...]])
            #expect(halves.map(\.offset) == whole.map(\.offset), "cut at byte \(cut)")
            #expect(halves.map(\.text) == whole.map(\.text), "cut at byte \(cut)")
        }
        let bytewise = try Self.split(Self.sample.indices.map { Self.sample[$0...$0] })
        #expect(bytewise.map(\.text) == whole.map(\.text))
    }

    @Test func theDocumentScannerFindsTheSameRangesWhereverItIsCut() throws {
        let whole = try Self.split([Self.sample[...]]).map { $0.offset..<($0.offset + $0.text.count) }
        for cut in 0...Self.sample.count {
            var scanner = JSONDocumentScanner()
            try Self.sample[..<cut].withUnsafeBytes { try scanner.scan($0) }
            try Self.sample[cut...].withUnsafeBytes { try scanner.scan($0) }
            try scanner.finish()
            #expect(scanner.topLevelIsArray)
            #expect(Array(zip(scanner.starts, scanner.ends).map { $0..<$1 }) == whole, "cut at byte \(cut)")
        }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let limit = JSONArrayStreamSplitter.maximumDepth
        let deepest = Array((String(repeating: "[", count: limit) + String(repeating: "]", count: limit)).utf8)
        #expect(try Self.split([deepest[...]]).count == 1)
        let tooDeep = Array((String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)).utf8)
        #expect(throws: JSONArrayStreamError(kind: .tooDeep, offset: limit)) { try Self.split([tooDeep[...]]) }
        var scanner = JSONDocumentScanner()
        #expect(throws: JSONSyntaxError(offset: limit, reason: "less nesting")) {
            try tooDeep.withUnsafeBytes { try scanner.scan($0) }
        }
    }

    @Test(arguments: [
        (#"[{"a":"x"#, JSONArrayStreamError.Kind.unterminatedString), (#"[{"a":"x\"#, .unterminatedString),
        (#"[{"a":[1]"#, .unterminatedArray), ("[1,", .unterminatedArray), ("[", .unterminatedArray),
        ("  ", .notAnArray),
    ])
    func inputThatStopsShortIsRefusedAtItsEnd(_ text: String, _ kind: JSONArrayStreamError.Kind) {
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            #expect(throws: JSONArrayStreamError(kind: kind, offset: bytes.count), "cut at byte \(cut)") {
                try Self.split([bytes[..<cut], bytes[cut...]])
            }
        }
    }

    @Test(arguments: [
        (#"[{"a":"x"#, JSONSyntaxError(offset: 8, reason: "a closing '\"'")),
        (#"[{"a":"\u12"#, .init(offset: 9, reason: "four hex digits")),
        (#"[{"a""#, .init(offset: 5, reason: "':'")), ("[1,", .init(offset: 3, reason: "a value")),
        ("[12", .init(offset: 3, reason: "',' or ']'")),
        ("", .init(offset: 0, reason: "a value")), (#"{"a":"#, .init(offset: 5, reason: "a value")),
    ])
    func theDocumentScannerSaysWhatAnUnfinishedTextLacks(_ text: String, _ error: JSONSyntaxError) {
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            var scanner = JSONDocumentScanner()
            #expect(throws: error, "cut at byte \(cut)") {
                try bytes[..<cut].withUnsafeBytes { try scanner.scan($0) }
                try bytes[cut...].withUnsafeBytes { try scanner.scan($0) }
                try scanner.finish()
            }
        }
    }

    @Test func theSplitterLeavesElementContentsToTheElementReader() throws {
        let text = Array(#"["\q",01,tru]"#.utf8)
        #expect(
            try Self.split([text[...]]).map { String(decoding: $0.text, as: UTF8.self) } == [#""\q""#, "01", "tru"])
        var scanner = JSONDocumentScanner()
        #expect(throws: JSONSyntaxError(offset: 3, reason: "a valid escape")) {
            try text.withUnsafeBytes { try scanner.scan($0) }
        }
    }
}
