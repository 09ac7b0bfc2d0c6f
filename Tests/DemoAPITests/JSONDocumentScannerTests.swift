// JSONDocumentScannerTests: the chunked scanner finds exactly the top-level elements of any valid
// array, whatever the chunk boundaries, and accepts exactly what JSONParser accepts.
import JSONCore
import Testing

@testable import DemoAPI

/// What scanning a text gave: the elements' byte ranges and whether the value was an array.
private struct Scanned: Equatable {
    var isArray: Bool
    var elements: [Range<Int>]
}

/// Scans `text` fed in chunks of `chunkSize` bytes.
private func scan(_ text: [UInt8], chunkSize: Int) throws -> Scanned {
    var scanner = JSONDocumentScanner()
    var start = 0
    while start < text.count {
        let end = min(start + chunkSize, text.count)
        try text[start..<end].withUnsafeBytes { try scanner.scan($0) }
        start = end
    }
    try scanner.finish()
    return Scanned(isArray: scanner.topLevelIsArray, elements: zip(scanner.starts, scanner.ends).map { $0..<$1 })
}

@Suite struct JSONDocumentScannerTests {
    static let awkward = """
         [ {"s": "a]b}c,d[e{f", "q": "say \\"hi\\", \\\\ ok", "u": "\\u00e9\\ud83d\\ude80\\/", "n": [1, -2.5e+3, 0, 1E-2]} ,
        "just a string, with [brackets]" ,\t\r
          [ [ ], { }, [[["deep"]]] ] , -0.0e0 ,true,false
        ,null, {"":{"":""}}, "é 🚀 日本" ]\t\n
        """

    @Test(arguments: [1, 2, 3, 5, 8, 13, 1 << 20])
    func awkwardElementsAreFoundWhateverTheChunkSize(_ chunkSize: Int) throws {
        let text = Array(Self.awkward.utf8)
        let scanned = try scan(text, chunkSize: chunkSize)
        let elements = try #require(try JSONParser.parse(text).elements)
        #expect(scanned.isArray)
        #expect(scanned.elements.count == elements.count)
        for (range, element) in zip(scanned.elements, elements) {
            #expect(try JSONParser.parse(Array(text[range])) == element)
        }
        let texts = scanned.elements.map { String(decoding: text[$0], as: UTF8.self) }
        #expect(texts[1] == #""just a string, with [brackets]""#)
        #expect(texts[2] == #"[ [ ], { }, [[["deep"]]] ]"#)
        #expect(texts[3...6] == ["-0.0e0", "true", "false", "null"])
    }

    @Test func separatorsBetweenElementsAreOneCommaAndWhitespace() throws {
        let text = Array(Self.awkward.utf8)
        let ranges = try scan(text, chunkSize: 7).elements
        for (left, right) in zip(ranges, ranges.dropFirst()) {
            let gap = text[left.upperBound..<right.lowerBound].filter {
                $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09
            }
            #expect(gap == [UInt8(ascii: ",")])
        }
    }

    @Test(arguments: ["[]", " [ \n ] ", "[[]]", "[1]", "[\"\"]"])
    func smallArrays(_ text: String) throws {
        let bytes = Array(text.utf8)
        let scanned = try scan(bytes, chunkSize: 1)
        #expect(scanned.isArray)
        #expect(
            scanned.elements.map { String(decoding: bytes[$0], as: UTF8.self) }
                == (try JSONParser.parse(bytes).elements ?? []).map {
                    String(decoding: JSONWriter.bytes($0, style: .compact), as: UTF8.self)
                })
    }

    @Test(arguments: ["{\"a\":[1,2]}", "\"[1,2]\"", "12", "null"])
    func otherValuesAreValidButNotArrays(_ text: String) throws {
        let scanned = try scan(Array(text.utf8), chunkSize: 2)
        #expect(!scanned.isArray)
        #expect(scanned.elements.isEmpty)
    }

    @Test(arguments: [
        ("", 0, "a value"), ("[1,]", 3, "a value"), ("[{\"id\":1,", 9, "a member name"), ("[1 2]", 3, "',' or ']'"),
        ("{\"a\" 1}", 5, "':'"), ("[01]", 2, "',' or ']'"), ("[1.]", 3, "a digit after '.'"),
        ("[\"a\u{01}\"]", 3, "no control characters in a string"),
        ("[\"\\q\"]", 3, "a valid escape"), ("[1] x", 4, "end of input"), ("[\"abc", 5, "a closing '\"'"),
        ("[-]", 2, "a digit"),
    ])
    func malformedTextsSayWhereAndWhat(_ text: String, _ offset: Int, _ reason: String) {
        #expect(throws: JSONParseError(offset: offset, reason: reason)) { try scan(Array(text.utf8), chunkSize: 3) }
    }

    @Test func nestingDeeperThanTheParserAllowsIsRejected() throws {
        let allowed = Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8)
        #expect(try scan(allowed, chunkSize: 64).elements.count == 1)
        let tooDeep = Array((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8)
        #expect(throws: JSONParseError(offset: 512, reason: "less nesting")) { try scan(tooDeep, chunkSize: 64) }
    }

    /// Every truncation, deletion and one-byte replacement of a sample: the scanner accepts a text
    /// exactly when JSONParser does, and then finds the parser's elements.
    @Test func acceptsExactlyWhatTheParserAccepts() throws {
        let sample = Array(#"[{"a":"x\"]","b":[1,-2.5e3,true]} ,"\u00e9",null,{"c":{}},[],0]"#.utf8)
        let replacements = Array(#"[]{}",:\ 0-e.tu"#.utf8) + [0x01]
        var variants: [[UInt8]] = []
        for index in sample.indices {
            variants.append(Array(sample[..<index]))
            var deleted = sample
            deleted.remove(at: index)
            variants.append(deleted)
            for replacement in replacements where replacement != sample[index] {
                var replaced = sample
                replaced[index] = replacement
                variants.append(replaced)
            }
        }
        for (number, text) in variants.enumerated() {
            let parsed = try? JSONParser.parse(text)
            let scanned = try? scan(text, chunkSize: number % 4 + 1)
            #expect((parsed != nil) == (scanned != nil), "\(String(decoding: text, as: UTF8.self))")
            guard let parsed, let scanned else { continue }
            #expect(scanned.isArray == (parsed.elements != nil))
            #expect(try scanned.elements.map { try JSONParser.parse(Array(text[$0])) } == (parsed.elements ?? []))
        }
    }
}
