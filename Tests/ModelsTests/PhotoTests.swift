// Photo: its title and addresses kept in one text record read back as they were given (a missing
// address stays missing, apart from an empty one), change one at a time like stored properties,
// and encode, decode, compare and hash as the plain struct they replace did.
import Foundation
import Testing

@testable import Models

struct PhotoTests {
    private static let long = String(repeating: "a very long title ", count: 2_000)

    @Test(
        arguments: [
            ("Beach", "https://x/600/92c952", "https://x/150/92c952"),
            ("", nil, nil),
            ("No thumbnail", "", nil),
            ("José 李小龍 e\u{301} 🚀", nil, "https://x/t"),
            (long, long, long),
        ] as [(String, String?, String?)])
    func fieldsReadBackAsGiven(title: String, url: String?, thumbnailUrl: String?) {
        let photo = Photo(albumId: 3, id: 7, title: title, url: url, thumbnailUrl: thumbnailUrl)
        #expect(photo.albumId == 3 && photo.id == 7)
        #expect(photo.title == title && photo.url == url && photo.thumbnailUrl == thumbnailUrl)
    }

    @Test func settingAFieldChangesThatFieldOfThatCopyOnly() {
        let original = Photo(albumId: 1, id: 2, title: "Beach", url: "https://x/1", thumbnailUrl: nil)
        var photo = original
        photo.title = "Dunes"
        photo.url = nil
        photo.thumbnailUrl = ""
        #expect(photo.title == "Dunes" && photo.url == nil && photo.thumbnailUrl == "")
        #expect(original.title == "Beach" && original.url == "https://x/1" && original.thumbnailUrl == nil)
        photo.url = "https://x/2"
        #expect(photo.url == "https://x/2" && photo.thumbnailUrl == "")
    }

    @Test func aMissingAddressIsLeftOutOfTheJSONAndAnEmptyOneIsNot() throws {
        let photo = Photo(albumId: 1, id: 2, title: "T", url: "", thumbnailUrl: nil)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(photo)) as? [String: Any]
        #expect(json?["url"] as? String == "" && json?.keys.contains("thumbnailUrl") == false)
        #expect(try JSONDecoder().decode(Photo.self, from: JSONEncoder().encode(photo)) == photo)
        let decoded = try JSONDecoder().decode(Photo.self, from: Data(#"{"albumId":1,"id":2,"title":"T"}"#.utf8))
        #expect(decoded.url == nil && decoded.thumbnailUrl == nil)
    }

    @Test func photosAreEqualWhenEveryFieldIsAndHashAlike() {
        let photo = Photo(albumId: 1, id: 2, title: "Café", url: "u", thumbnailUrl: nil)
        let same = Photo(albumId: 1, id: 2, title: "Cafe\u{301}", url: "u", thumbnailUrl: nil)
        #expect(photo == same && photo.hashValue == same.hashValue, "canonically equivalent, as String compares")
        #expect(photo != Photo(albumId: 1, id: 2, title: "Café", url: "u", thumbnailUrl: ""))
        #expect(photo != Photo(albumId: 1, id: 3, title: "Café", url: "u", thumbnailUrl: nil))
        #expect(photo != Photo(albumId: 2, id: 2, title: "Café", url: "u", thumbnailUrl: nil))
        #expect(photo != Photo(albumId: 1, id: 2, title: "Cafe", url: "u", thumbnailUrl: nil))
    }

    @Test func aPhotoIsItsIdsAndWhereItsTextIs() {
        // Two ids, the chunk and offset of the text record, and which addresses are missing: 100,000
        // photos take 3.2 MB in an array, where three strings a photo took 6.4 MB and their text
        // 25 MB more.
        #expect(MemoryLayout<Photo>.stride == 32)
    }
}
