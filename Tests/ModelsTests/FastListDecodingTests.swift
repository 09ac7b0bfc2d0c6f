// The fast list decoders (UserListDecoder, PostListDecoder, CommentListDecoder) give exactly
// JSONDecoder's values on real, generated and escape-heavy payloads, take the fast path on them,
// and fall back to JSONDecoder (same values, same errors) on everything they do not vouch for.
import Foundation
import Testing

@testable import Models

/// Decodes `data` both ways and expects the same users, field by field, or the same error.
private func expectSameUsers(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectSameOutcome(
        Data(json.utf8), fast: { try UserListDecoder.decode($0).map(PlainUser.init) },
        sourceLocation: sourceLocation
    ) {
        try JSONDecoder().decode([PlainUser].self, from: $0)
    }
}

private func expectSameOutcome<Value: Equatable>(
    _ data: Data, fast: (Data) throws -> Value,
    sourceLocation: SourceLocation = #_sourceLocation,
    reference: (Data) throws -> Value
) {
    switch (Result { try fast(data) }, Result { try reference(data) }) {
    case (.success(let mine), .success(let theirs)):
        #expect(mine == theirs, sourceLocation: sourceLocation)
    case (.failure(let mine), .failure(let theirs)):
        #expect(String(describing: mine) == String(describing: theirs), sourceLocation: sourceLocation)
    case (let mine, let theirs):
        Issue.record("fast path gave \(mine), JSONDecoder gave \(theirs)", sourceLocation: sourceLocation)
    }
}

/// Whether the fast reader itself (not the fallback) accepts `data` as users.
private func fastPathAccepts(_ data: Data) -> Bool {
    (try? FastJSONReader.array(data, expectedElementSize: 300, element: User.init(reading:))) != nil
}

private func userJSON(id: String = "1", name: String = #""Leanne Graham""#, extra: String = "") -> String {
    #"{"id":\#(id),"name":\#(name),"username":"Bret","email":"Sincere@april.biz","#
        + #""address":{"street":"Kulas Light","suite":"Apt. 556","city":"Gwenborough","zipcode":"92998-3874","#
        + #""geo":{"lat":"-37.3159","lng":"81.1496"}},"phone":"1-770-736-8031 x56442","website":"hildegard.org","#
        + #""company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered client-server neural-net","bs":"harness"}\#(extra)}"#
}

private func tricky(_ id: Int, _ text: String) -> User {
    User(
        id: id, name: text, username: "u\(id)", email: "e\(id)@x.io",
        address: Address(street: text, suite: "", city: "Zürich", zipcode: "0", geo: Geo(lat: "-0.5", lng: "1")),
        phone: "\u{0}\u{1F}\u{7F}", website: "a/b\\c", company: Company(name: "\"Q\"", catchPhrase: "\n\t\r", bs: "🚀"))
}

struct FastListDecodingTests {
    @Test(arguments: ["users.json", "users_1.json"])
    func sharedUsersDecodeLikeJSONDecoder(file: String) throws {
        let data = try SharedData.data("jsonplaceholder/\(file)")
        if file == "users.json" {
            #expect(fastPathAccepts(data))
            #expect(try UserListDecoder.decode(data) == JSONDecoder().decode([User].self, from: data))
        } else {
            #expect(try UserListDecoder.decodeElement(data) == JSONDecoder().decode(User.self, from: data))
        }
    }

    @Test(arguments: ["posts.json", "posts_userId_1.json"])
    func sharedPostsDecodeLikeJSONDecoder(file: String) throws {
        let data = try SharedData.data("jsonplaceholder/\(file)")
        #expect((try? FastJSONReader.array(data, expectedElementSize: 200, element: Post.init(reading:))) != nil)
        #expect(try PostListDecoder.decode(data) == JSONDecoder().decode([Post].self, from: data))
    }

    @Test(arguments: ["comments.json", "comments_postId_1.json"])
    func sharedCommentsDecodeLikeJSONDecoder(file: String) throws {
        let data = try SharedData.data("jsonplaceholder/\(file)")
        #expect(
            (try? FastJSONReader.array(data, expectedElementSize: 250, element: Models.Comment.init(reading:))) != nil)
        #expect(try CommentListDecoder.decode(data) == JSONDecoder().decode([Models.Comment].self, from: data))
    }

    @Test func generatedUsersWithEveryKindOfCharacterRoundTrip() throws {
        let texts = [
            "José Müller", "Zoe\u{301} Cafe\u{301}", "王芳", "김민준", "Ada 🚀 Lovelace", "say \"hi\"",
            "back\\slash", "a/b", "line\nbreak\ttab", "\u{8}\u{C}", "", "x\u{200F}y", "\u{10FFFF}",
        ]
        let users = texts.enumerated().map { tricky($0.offset + 1, $0.element) }
        for formatting in [JSONEncoder.OutputFormatting(), [.prettyPrinted], [.sortedKeys, .withoutEscapingSlashes]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(users)
            #expect(fastPathAccepts(data))
            #expect(try UserListDecoder.decode(data).map(PlainUser.init) == users.map(PlainUser.init))
        }
    }

    /// Elements decoded one after another (a thread reuses one collector for them, as the
    /// decoding threads of a streamed list do) keep nothing of the element before: one with
    /// escapes, one lacking a field (the same error as JSONDecoder's, not the earlier phone), one
    /// plain, one with other escapes.
    @Test func elementsDecodedOneAfterAnotherKeepNothingOfTheOneBefore() throws {
        let escaped = try JSONEncoder().encode(tricky(1, "line\nbreak \"q\" \\"))
        let withoutPhone = Data(
            userJSON(id: "2").replacingOccurrences(of: #""phone":"1-770-736-8031 x56442","#, with: "").utf8)
        let plain = try JSONEncoder().encode(tricky(3, "plain"))
        let otherEscapes = try JSONEncoder().encode(tricky(4, "tab\there \u{1F}"))
        for element in [escaped, withoutPhone, plain, otherEscapes, withoutPhone, escaped] {
            expectSameOutcome(element, fast: { try PlainUser(UserListDecoder.decodeElement($0)) }) {
                try JSONDecoder().decode(PlainUser.self, from: $0)
            }
        }
        #expect(!String(decoding: withoutPhone, as: UTF8.self).contains("phone"))
    }

    @Test func unicodeEscapesAndSurrogatePairsDecodeOnTheFastPath() throws {
        let json = "[" + userJSON(name: #""Jos\u00e9 \u00C9 \"q\" \\ \/ \ud83d\ude80 \u0000 \n\u2028""#) + "]"
        let data = Data(json.utf8)
        #expect(fastPathAccepts(data))
        let users = try UserListDecoder.decode(data)
        #expect(users.first?.name == "José É \"q\" \\ / 🚀 \u{0} \n\u{2028}")
        #expect(users == (try JSONDecoder().decode([User].self, from: data)))
    }

    @Test func keysInAnyOrderWithEscapesInEveryFieldDecodeOnTheFastPath() throws {
        let json =
            #"[{"company":{"bs":"b\u00e9","catchPhrase":"\"c\"","name":"n\/"},"website":"w\\","phone":"\t","#
            + #""address":{"geo":{"lng":"\u0032","lat":"\ud83d\ude80"},"zipcode":"z\n","city":"Z\u00fcrich","suite":"","#
            + #""street":"s\r"},"email":"e\b","username":"u\f","name":"Jos\u00e9 \u738b","id":3}]"#
        let data = Data(json.utf8)
        #expect(fastPathAccepts(data))
        let user = try #require(try UserListDecoder.decode(data).first)
        #expect(user.name == "José 王" && user.address.geo.lat == "🚀" && user.company.catchPhrase == "\"c\"")
        expectSameUsers(json)
    }

    @Test func stringsLongerThan64KiBDecodeOnTheFastPath() throws {
        let long = String(repeating: "Ødegård 🚀 ", count: 6_000)
        let users = [tricky(1, long), tricky(2, "short"), tricky(3, long + "\"\\\n")]
        let data = try JSONEncoder().encode(users)
        #expect(fastPathAccepts(data))
        #expect(try UserListDecoder.decode(data).map(PlainUser.init) == users.map(PlainUser.init))
    }

    @Test func aRepeatedNestedObjectIsLeftToJSONDecoder() {
        let geoTwice = userJSON().replacingOccurrences(of: #""lng":"81.1496"}"#, with: #""lng":"81.1496"},"geo":{}"#)
        for json in [userJSON(extra: #","address":{}"#), userJSON(extra: #","company":{}"#), geoTwice] {
            #expect(!fastPathAccepts(Data(("[" + json + "]").utf8)), "\(json)")
        }
    }

    @Test func unknownKeysAreSkippedOnTheFastPath() throws {
        let json =
            "[" + userJSON(extra: #","tags":["a",{"b\u0041":[1,-2.5e3,true,false,null,{}]}],"note":"\u00e9""#) + "]"
        #expect(fastPathAccepts(Data(json.utf8)))
        expectSameUsers(json)
    }

    @Test func emptyListAndWhitespaceAreFine() throws {
        #expect(try UserListDecoder.decode(Data(" [ ] \n".utf8)).isEmpty)
        expectSameUsers("\n[\n " + userJSON() + " ,\r\n\t" + userJSON(id: "2") + "\n]\n")
        #expect(fastPathAccepts(Data(("\n[\n " + userJSON() + " ,\r\n\t" + userJSON(id: "2") + "\n]\n").utf8)))
    }

    @Test(arguments: [
        "[" + userJSON(id: "1.0") + "]",  // an integer written as a fraction
        "[" + userJSON(id: "1e2") + "]",  // ... or with an exponent
        "[" + userJSON(id: "-0") + "]",
        "[" + userJSON(id: "99999999999999999999") + "]",  // does not fit an Int
        "[" + userJSON(id: "\"1\"") + "]",  // a string where an Int goes
        "[" + userJSON(id: "01") + "]",  // not JSON
        "[" + userJSON(name: "null") + "]",
        "[" + userJSON(name: #""\ud800""#) + "]",  // unpaired surrogate
        "[" + userJSON(name: #""\udc00x""#) + "]",
        "[" + userJSON(name: #""\x""#) + "]",  // unknown escape
        "[" + userJSON(name: "\"tab\there\"") + "]",  // raw control character
        "[" + userJSON(extra: #","name":"Twice""#) + "]",  // duplicate key
        "[" + userJSON(extra: #","n\u0061me":"Escaped key""#) + "]",
        "[" + userJSON(extra: #","nämé":"A key beyond ASCII""#) + "]",
        "[" + userJSON(extra: "\",\"na\tme\":\"A raw tab in a key\"") + "]",
        "[" + userJSON(extra: #","deep":"# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
            + "]",
        "[" + userJSON(extra: #","address":{}"#) + "]",  // a nested object twice, or missing
        "[" + userJSON(extra: #","company":{"name":"n"}"#) + "]",
        "[" + userJSON().replacingOccurrences(of: #""lng":"81.1496"}"#, with: #""lng":"81.1496"},"geo":{}"#) + "]",
        "[" + userJSON().replacingOccurrences(of: #","geo":{"lat":"-37.3159","lng":"81.1496"}"#, with: "") + "]",
        #"[{"id":1}]"#,  // missing keys
        "[" + userJSON() + ",]",  // trailing comma
        "[" + userJSON() + "] x",  // trailing garbage
        "[" + userJSON(),  // truncated
        "[" + String(userJSON().dropLast(40)),
        "\u{FEFF}[" + userJSON() + "]",  // byte order mark
        "{}", "", "null", "[1]",
    ])
    func anythingUnusualGivesJSONDecodersOutcome(json: String) {
        expectSameUsers(json)
    }

    @Test func invalidUTF8GivesJSONDecodersOutcome() {
        var data = Data(("[" + userJSON(name: "\"Jos__\"") + "]").utf8)
        let underscore = data.firstIndex(of: UInt8(ascii: "_"))!
        data[underscore] = 0xC3
        data[underscore + 1] = 0x28
        #expect(!fastPathAccepts(data))
        expectSameOutcome(data, fast: UserListDecoder.decode) { try JSONDecoder().decode([User].self, from: $0) }
    }

    @Test func errorsKeepJSONDecodersKeyPath() {
        let data = Data(#"[{"id":1,"name":"A","username":"b","email":"c","address":{"street":"s"}}]"#.utf8)
        #expect(throws: DecodingError.self) { try UserListDecoder.decode(data) }
        expectSameOutcome(data, fast: UserListDecoder.decode) { try JSONDecoder().decode([User].self, from: $0) }
    }

    @Test func postUserIdSentAsAStringFallsBackToLenientDecoding() throws {
        let data = Data(
            #"[{"userId":"3","id":101,"title":"t","body":"b"},{"userId":4,"id":102,"title":"u","body":"c"}]"#.utf8)
        #expect(
            try PostListDecoder.decode(data) == [
                Post(userId: 3, id: 101, title: "t", body: "b"),
                Post(userId: 4, id: 102, title: "u", body: "c"),
            ])
    }

    @Test func commentsWithEscapesMatchJSONDecoder() throws {
        let comments = [Models.Comment(postId: 1, id: 1, name: "re: \"x\"", email: "a@b.c", body: "one\ntwo 🚀 é")]
        let data = try JSONEncoder().encode(comments)
        #expect(try CommentListDecoder.decode(data) == comments)
        expectSameOutcome(Data(#"[{"postId":1,"id":1,"name":"n","email":"e"}]"#.utf8), fast: CommentListDecoder.decode)
        {
            try JSONDecoder().decode([Models.Comment].self, from: $0)
        }
    }
}

struct FastStringScanTests {
    /// Every special byte at every offset of a long string, so the eight-byte scan must find it.
    @Test(arguments: [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é", "🚀", "~", "\u{7F}"])
    func specialCharacterAtAnyOffsetOfALongStringDecodes(special: String) throws {
        for offset in 0..<20 {
            let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 19 - offset)
            let json =
                "[" + #"{"id":1,"name":"\#(text)","username":"u","email":"e","address":{"street":"s","suite":"s","#
                + #""city":"c","zipcode":"z","geo":{"lat":"1","lng":"2"}},"phone":"p","website":"w","#
                + #""company":{"name":"n","catchPhrase":"c","bs":"b"}}]"#
            let data = Data(json.utf8)
            #expect(fastPathAccepts(data))
            #expect(try UserListDecoder.decode(data) == JSONDecoder().decode([User].self, from: data))
        }
    }

    @Test func rawControlCharacterAtAnyOffsetFallsBack() {
        for offset in 0..<20 {
            let text = String(repeating: "a", count: offset) + "\u{1}" + String(repeating: "b", count: 19 - offset)
            let json = "[" + userJSON(name: "\"\(text)\"") + "]"
            #expect(!fastPathAccepts(Data(json.utf8)))
            expectSameUsers(json)
        }
    }
}
