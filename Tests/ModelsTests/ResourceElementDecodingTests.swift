// One element of a resource list read by its model's `decodeListElement`: exactly JSONDecoder's
// value, or its error, on JSONPlaceholder's own todos, albums, photos and posts (read by the fast
// readers) and on every form the fast readers leave to JSONDecoder.
import Foundation
import Testing

@testable import Models

/// Expects `decodeListElement` and JSONDecoder to give the same item, or the same error, for
/// `json`.
private func expectSameOutcome<Item: RemoteResource>(
    _ type: Item.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let data = Data(json.utf8)
    switch (Result { try Item.decodeListElement(data) }, Result { try JSONDecoder().decode(Item.self, from: data) }) {
    case (.success(let mine), .success(let theirs)):
        #expect(mine == theirs, sourceLocation: sourceLocation)
    case (.failure(let mine), .failure(let theirs)):
        #expect(String(describing: mine) == String(describing: theirs), sourceLocation: sourceLocation)
    case (let mine, let theirs):
        Issue.record("decodeListElement gave \(mine), JSONDecoder gave \(theirs)", sourceLocation: sourceLocation)
    }
}

/// The elements of the collection `name` of JSONPlaceholder's data file, each as JSON bytes.
private func sharedElements(_ name: String) throws -> [Data] {
    let file = try SharedData.data("jsonplaceholder/data.json")
    let collections = try #require(try JSONSerialization.jsonObject(with: file) as? [String: [Any]])
    return try #require(collections[name]).map { try JSONSerialization.data(withJSONObject: $0) }
}

struct ResourceElementDecodingTests {
    @Test func jsonPlaceholdersItemsAreReadFastAndAsJSONDecoderReadsThem() throws {
        for element in try sharedElements("todos") {
            #expect((try? FastJSONReader.single(element, read: Todo.init(reading:))) != nil)
            #expect(try Todo.decodeListElement(element) == JSONDecoder().decode(Todo.self, from: element))
        }
        for element in try sharedElements("albums") {
            #expect((try? FastJSONReader.single(element, read: Album.init(reading:))) != nil)
            #expect(try Album.decodeListElement(element) == JSONDecoder().decode(Album.self, from: element))
        }
        for element in try sharedElements("photos") {
            #expect((try? FastJSONReader.single(element, read: Photo.init(reading:))) != nil)
            #expect(try Photo.decodeListElement(element) == JSONDecoder().decode(Photo.self, from: element))
        }
        for element in try sharedElements("posts") {
            #expect(try Post.decodeListElement(element) == JSONDecoder().decode(Post.self, from: element))
        }
    }

    @Test(arguments: [
        #"{"userId":1,"id":2,"title":"Buy milk","completed":true}"#,
        #" { "completed" : false , "title" : "Z\u00fcrich \"quoted\" \n", "id" : 7, "userId" : 3, "extra": [1, {"a": null}] } "#,
        #"{"userId":"4","id":2,"title":"A numeric string owner","completed":false}"#,
        #"{"userId":1,"id":2,"title":"Done as a word","completed":"yes"}"#,
        #"{"userId":1,"id":2,"title":"Done as a number","completed":1}"#,
        #"{"userId":1,"id":2,"title":"No mark"}"#,
        #"{"userId":1,"id":2.0,"title":"A whole number with a point","completed":true}"#,
        #"{"userId":1,"id":99999999999999999999,"title":"Too large","completed":true}"#,
        #"{"userId":1,"id":2,"title":null,"completed":true}"#,
        #"{"userId":1,"id":2,"id":3,"title":"Twice","completed":true}"#,
        #"{"userId":1,"\u0069d":2,"title":"An escaped key","completed":true}"#,
        #"{"userId":1,"id":2,"title":"Trailing","completed":true} x"#,
        #"{"userId":1,"id":2,"title":"Cut","completed":tru"#,
        #"[1, 2]"#,
    ])
    func aTodoIsReadAsJSONDecoderReadsIt(json: String) {
        expectSameOutcome(Todo.self, json)
    }

    @Test(arguments: [
        #"{"albumId":1,"id":2,"title":"Beach","url":"https://x/1","thumbnailUrl":"https://x/t1"}"#,
        #"{"albumId":1,"id":2,"title":"No addresses"}"#,
        #"{"albumId":1,"id":2,"title":"Null address","url":null,"thumbnailUrl":"https://x/t"}"#,
        #"{"albumId":1,"id":2,"title":"A number for an address","url":5}"#,
        #"{"albumId":"1","id":2,"title":"A string album"}"#,
        #"{"id":2,"title":"No album"}"#,
        #"{"albumId":1,"id":2,"title":"\ud83d\ude80 rocket \u0000","url":"a\/b"}"#,
    ])
    func aPhotoIsReadAsJSONDecoderReadsIt(json: String) {
        expectSameOutcome(Photo.self, json)
    }

    @Test(arguments: [
        #"{"userId":1,"id":2,"title":"Holidays"}"#,
        #"{"userId":"1","id":2,"title":"A string owner"}"#,
        #"{"userId":1,"id":-2,"title":""}"#,
        #"{"userId":1,"title":"No id"}"#,
    ])
    func anAlbumIsReadAsJSONDecoderReadsIt(json: String) {
        expectSameOutcome(Album.self, json)
    }
}
