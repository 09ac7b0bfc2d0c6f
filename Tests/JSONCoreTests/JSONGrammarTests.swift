// The one grammar: what it accepts and refuses, where it says a text went wrong, how deep it lets
// a text nest, and that a visitor that has what it wanted stops the reading.
import JSONCore
import Testing

struct JSONGrammarTests {
    static func validate(_ text: String, depth: Int = 0) throws(JSONSyntaxError) {
        try JSONGrammar.validate(Array(text.utf8), depth: depth)
    }

    @Test(arguments: [
        " {} ", "[]", #"{"a":[1,-0.5e+2,true,false,null,"\u00e9\ud83d\ude80"],"":{}}"#, "0", "-0", "1E9", #""\/""#,
    ])
    func validTextsAreAccepted(_ text: String) throws {
        try Self.validate(text)
    }

    @Test(arguments: [
        ("", 0, "a value"), ("  ", 2, "a value"), ("[1,]", 3, "a value"), (#"{"a" 1}"#, 5, "':'"),
        ("[01]", 2, "',' or ']'"),
        ("[1.]", 3, "a digit after '.'"), ("1e", 2, "an exponent digit"), ("-", 1, "a digit"), ("tru", 0, "true"),
        ("\"a\u{01}\"", 2, "no control characters in a string"), (#""\q""#, 2, "a valid escape"),
        ("[1] x", 4, "end of input"),
        (#""abc"#, 4, "a closing '\"'"), (#"{"a":1"#, 6, "',' or '}'"), (#"{1:2}"#, 1, "a member name"),
        (#""\u00g0""#, 5, "a hex digit"),
    ])
    func malformedTextsSayWhereAndWhat(_ text: String, _ offset: Int, _ reason: String) {
        #expect(throws: JSONSyntaxError(offset: offset, reason: reason)) { try Self.validate(text) }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        let limit = JSONGrammarReader<JSONCheckingVisitor>.maximumDepth
        try Self.validate(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        #expect(throws: JSONSyntaxError(offset: limit, reason: "less nesting")) {
            try Self.validate(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        }
        #expect(throws: JSONSyntaxError(offset: limit - 1, reason: "less nesting")) {
            try Self.validate(String(repeating: "[", count: limit) + String(repeating: "]", count: limit), depth: 1)
        }
    }

    /// Records the first event and stops there.
    private struct FirstValue: JSONVisitor {
        static var wantsText: Bool { true }
        var events: [String] = []
        var isFinished: Bool { events.count == 3 }
        mutating func beginObject() { events.append("{") }
        mutating func beginArray() { events.append("[") }
        mutating func endContainer() { events.append("end") }
        mutating func key(_ name: String) { events.append("key \(name)") }
        mutating func string(_ text: String) { events.append("string \(text)") }
        mutating func number(_ literal: String) { events.append("number \(literal)") }
        mutating func literal(_ value: Bool?) { events.append("literal \(String(describing: value))") }
    }

    @Test func aFinishedVisitorStopsTheReading() throws {
        var visitor = FirstValue()
        let bytes = Array(#"{"a\n":"x\u00e9", "b": !!! not JSON"#.utf8)
        try JSONGrammarReader.read(bytes, into: &visitor)
        #expect(visitor.events == ["{", "key a\n", "string xé"])
    }
}
