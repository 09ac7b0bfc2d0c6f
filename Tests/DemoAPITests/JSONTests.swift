// JSONTests: the order-preserving parser and writer the server uses for fixtures and bodies.
import JSONCore
import Testing

@testable import DemoAPI

@Suite struct JSONTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func roundTripKeepsKeyOrderAndNumberLiterals() throws {
        let text = #"{"z":1,"a":[true,false,null,-0.5,1.2e3],"m":{"s":"x\"y\\z\n\u00e9\ud83d\ude00"}}"#
        let value = try parse(text)
        #expect(value.members?.map(\.key) == ["z", "a", "m"])
        #expect(value["m"]?["s"]?.stringValue == "x\"y\\z\né😀")
        #expect(
            String(decoding: JSONWriter.bytes(value, style: .compact), as: UTF8.self)
                == #"{"z":1,"a":[true,false,null,-0.5,1.2e3],"m":{"s":"x\"y\\z\né😀"}}"#)
    }

    @Test func prettyOutputMatchesJSONServerIndentation() throws {
        let value = try parse(#"{"id":1,"tags":["a"],"empty":{}}"#)
        #expect(
            String(decoding: JSONWriter.bytes(value, style: .pretty), as: UTF8.self)
                == "{\n  \"id\": 1,\n  \"tags\": [\n    \"a\"\n  ],\n  \"empty\": {}\n}")
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\u{01}\"", "[1] x", "\"\\q\"", "{'a':1}",
    ])
    func invalidDocumentsAreRejected(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func settingAndAppendingMembers() throws {
        let value = try parse(#"{"id":3,"name":"x"}"#)
        #expect(value.appending("id", .number(11)).members?.map(\.key) == ["name", "id"])
        #expect(value.setting("name", to: .string("y")).members?.map(\.key) == ["id", "name"])
        #expect(value.setting("name", to: .string("y"))["name"]?.stringValue == "y")
    }

    @Test(arguments: [
        (#"{"a": "x\\", "id": 7}"#, "id", "7"), (#"{"a": {"id": 1, "b": [1, {"c": "]"}]}, "id": "s"}"#, "id", "s"),
        (#"{"n": -1.5e3 , "t": true,"id":null}"#, "id", "null"), (#"{ "id" : [1, 2] }"#, "id", "1,2"),
        (#"{"a": "\"id\": 3", "b": 2}"#, "id", nil), ("[1]", "id", nil), ("{}", "id", nil),
    ])
    func aMemberIsReadWithoutBuildingTheOthers(_ text: String, _ key: String, _ expected: String?) {
        #expect(JSONParser.member(key, of: Array(text.utf8))?.javaScriptText == expected)
    }

    @Test(arguments: [
        (JSONValue.number("12"), "12"), (.number("1e3"), "1000"), (.number("4.0"), "4"), (.number("1.50"), "1.5"),
        (.number("-0"), "0"), (.number("99999999999999999999999"), "99999999999999999999999"), (.bool(false), "false"),
        (.array([.number("1"), .null, .string("a")]), "1,,a"), (.object([]), "[object Object]"),
    ])
    func valuesReadAsJavaScriptWritesThem(_ value: JSONValue, _ text: String) {
        #expect(value.javaScriptText == text)
    }
}
