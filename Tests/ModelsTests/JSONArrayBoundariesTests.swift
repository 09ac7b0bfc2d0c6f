// JSONArrayBoundaries: the byte range of every object in a top-level array, strings with
// brackets, quotes and backslashes inside them included, and nil for anything else.
import Foundation
import Testing
@testable import Models

struct JSONArrayBoundariesTests {
    @Test func rangesCoverEachObjectExactly() throws {
        let json = #" [ {"a":"}]{["} , {"b":{"c":[1,{"d":2}]}},{"e":"quote \" and \\"},{} ] "#
        let data = Data(json.utf8)
        let ranges = try #require(JSONArrayBoundaries.objectRanges(in: data))
        let objects = ranges.map { String(decoding: data[$0], as: UTF8.self) }
        #expect(objects == [#"{"a":"}]{["}"#, #"{"b":{"c":[1,{"d":2}]}}"#, #"{"e":"quote \" and \\"}"#, "{}"])
    }

    @Test func eachRangeOfTheSharedUsersDecodesToTheSameUser() throws {
        let data = try SharedData.data("jsonplaceholder/users.json")
        let ranges = try #require(JSONArrayBoundaries.objectRanges(in: data))
        let users = try JSONDecoder().decode([User].self, from: data)
        #expect(ranges.count == users.count)
        #expect(try ranges.map { try UserListDecoder.decodeElement(data[$0]) } == users)
    }

    @Test func rangesAreInTheIndicesOfASlice() throws {
        let whole = Data(#"xx[{"id":1},{"id":2}]"#.utf8)
        let slice = whole[2...]
        let ranges = try #require(JSONArrayBoundaries.objectRanges(in: slice))
        #expect(ranges == [3..<11, 12..<20])
        #expect(String(decoding: slice[ranges[1]], as: UTF8.self) == #"{"id":2}"#)
    }

    @Test func emptyArrayHasNoRanges() {
        #expect(JSONArrayBoundaries.objectRanges(in: Data("[]".utf8)) == [])
        #expect(JSONArrayBoundaries.objectRanges(in: Data(" [ \n ] ".utf8)) == [])
    }

    @Test(arguments: ["", "{}", "[1]", #"["a"]"#, "[{}", "[{},]", "[{}] x", #"[{"a":"unterminated}]"#,
                      "[{]", "[{},{}", "[{}{}]"])
    func anythingButAnArrayOfObjectsIsNil(json: String) {
        #expect(JSONArrayBoundaries.objectRanges(in: Data(json.utf8)) == nil)
    }
}
