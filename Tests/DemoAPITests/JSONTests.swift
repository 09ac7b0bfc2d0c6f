// JSONTests: the order-preserving parser and writer the server uses for fixtures and bodies.
import Testing
@testable import DemoAPI

@Suite struct JSONTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func roundTripKeepsKeyOrderAndNumberLiterals() throws {
        let text = #"{"z":1,"a":[true,false,null,-0.5,1.2e3],"m":{"s":"x\"y\\z\n\u00e9\ud83d\ude00"}}"#
        let value = try parse(text)
        #expect(value.members?.map(\.key) == ["z", "a", "m"])
        #expect(value["m"]?["s"]?.stringValue == "x\"y\\z\né😀")
        #expect(String(decoding: JSONWriter.bytes(value, style: .compact), as: UTF8.self)
                == #"{"z":1,"a":[true,false,null,-0.5,1.2e3],"m":{"s":"x\"y\\z\né😀"}}"#)
    }

    @Test func prettyOutputMatchesJSONServerIndentation() throws {
        let value = try parse(#"{"id":1,"tags":["a"],"empty":{}}"#)
        #expect(String(decoding: JSONWriter.bytes(value, style: .pretty), as: UTF8.self)
                == "{\n  \"id\": 1,\n  \"tags\": [\n    \"a\"\n  ],\n  \"empty\": {}\n}")
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\u{01}\"", "[1] x", "\"\\q\"", "{'a':1}"])
    func invalidDocumentsAreRejected(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func settingAndAppendingMembers() throws {
        let value = try parse(#"{"id":3,"name":"x"}"#)
        #expect(value.appending("id", .number(11)).members?.map(\.key) == ["name", "id"])
        #expect(value.setting("name", to: .string("y")).members?.map(\.key) == ["id", "name"])
        #expect(value.setting("name", to: .string("y"))["name"]?.stringValue == "y")
    }
}
