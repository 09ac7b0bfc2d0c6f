// POST bodies (NewUser, NewPost) and the server's echoes of them, including the string userId.
import Foundation
import Testing

@testable import Models

@Test func nestedCreateEchoWithStringUserIdDecodes() throws {
    let echo = Data(#"{"title":"t","body":"b","userId":"1","id":101}"#.utf8)
    let post = try JSONDecoder().decode(Post.self, from: echo)
    #expect(post == Post(userId: 1, id: 101, title: "t", body: "b"))
}

@Test func nonNumericStringUserIdIsADecodingError() {
    let echo = Data(#"{"title":"t","body":"b","userId":"one","id":101}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Post.self, from: echo) }
}

@Test func newPostEncodesWithoutIdAndNumericUserId() throws {
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(NewPost(userId: 3, title: "t", body: "b")))
    let object = try #require(json as? [String: Any])
    #expect(Set(object.keys) == ["userId", "title", "body"])
    #expect(object["userId"] as? Int == 3)
}

@Test func newUserEncodesEveryFieldButId() throws {
    let draft = NewUser(name: "Ada Lovelace", username: "ada", email: "ada@example.com")
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(draft))
    let object = try #require(json as? [String: Any])
    #expect(Set(object.keys) == ["name", "username", "email", "address", "phone", "website", "company"])
    let echo = try JSONEncoder().encode(User(id: 11, draft))
    #expect(try JSONDecoder().decode(User.self, from: echo).username == "ada")
}
