// ResourceRow: a row shows one of the items its list loaded, held once for all the rows with
// their owners' names, and two rows are equal when they show the same thing, wherever their items
// are kept.
import Models
import Testing

@testable import ViewModels

struct ResourceRowTests {
    private let photos = [
        Photo(albumId: 7, id: 1, title: "Beach", url: "https://x/1", thumbnailUrl: "https://x/t1"),
        Photo(albumId: 7, id: 2, title: "Desk", url: "https://x/2", thumbnailUrl: nil),
        Photo(albumId: 8, id: 3, title: "Lost", url: nil, thumbnailUrl: nil),
    ]

    @Test func aRowShowsTheItemAtItsPlaceAmongTheSharedItems() {
        let shared = SharedItems(photos, owner: \.albumId) { "Owner \($0)" }
        for (index, photo) in photos.enumerated() {
            let row = ResourceRow(showing: index, of: shared, isEdited: index == 1)
            #expect(row.item == photo)
            #expect(row.id == photo.id)
            #expect(row.ownerName == "Owner \(photo.albumId)")
            #expect(row.isEdited == (index == 1))
        }
        #expect(ResourceRow(showing: 0, of: SharedItems(photos), isEdited: false).ownerName == "", "no owner column")
    }

    @Test func eachOwnersNameIsAskedForOnce() {
        var asked: [Int] = []
        let shared = SharedItems(photos + photos, owner: \.albumId) { id in
            asked.append(id)
            return "Owner \(id)"
        }
        #expect(asked == [7, 8])
        #expect(
            (0..<6).map { ResourceRow(showing: $0, of: shared, isEdited: false).ownerName } == [
                "Owner 7", "Owner 7", "Owner 8", "Owner 7", "Owner 7", "Owner 8",
            ])
    }

    @Test func rowsAreEqualWhenTheyShowTheSameThingWhereverTheirItemsAreKept() {
        let shared = SharedItems(photos, owner: { _ in 1 }) { _ in "Ann" }
        let kept = ResourceRow(showing: 1, of: shared, isEdited: false)
        #expect(kept == ResourceRow(item: photos[1], ownerName: "Ann"))
        #expect(
            kept
                == ResourceRow(
                    showing: 0, of: SharedItems([photos[1]], owner: { _ in 2 }) { _ in "Ann" }, isEdited: false))
        #expect(kept != ResourceRow(showing: 0, of: shared, isEdited: false))
        #expect(kept != ResourceRow(item: photos[1], ownerName: "Bob"))
        #expect(kept != ResourceRow(item: photos[1], ownerName: "Ann", isEdited: true))
        var renamed = photos[1]
        renamed.title = "Desk, again"
        #expect(kept != ResourceRow(item: renamed, ownerName: "Ann"))
    }

    @Test func rowsAtTheSamePlaceOfTheSameItemsDifferOnlyByWhatIsShownBesideTheItem() {
        let shared = SharedItems(photos, owner: { _ in 1 }) { _ in "Ann" }
        let row = ResourceRow(showing: 2, of: shared, isEdited: false)
        #expect(row == ResourceRow(showing: 2, of: shared, isEdited: false))
        #expect(row != ResourceRow(showing: 2, of: shared, isEdited: true))
        #expect(row != ResourceRow(showing: 1, of: shared, isEdited: false))
        let renamed = SharedItems(photos, owner: { _ in 1 }) { _ in "Bob" }
        #expect(row != ResourceRow(showing: 2, of: renamed, isEdited: false), "the owner renamed")
    }

    @Test func aRowHoldsAReferenceAnIndexAndItsOwnFlagNotACopyOfItsItemOrItsOwnersName() {
        // 100,000 photos: 1.6 MB of rows; 3.2 MB when each row held its owner's name, 8.8 MB
        // when rows held copies of their photos (a photo and its owner's name alone are 48 bytes).
        #expect(MemoryLayout<ResourceRow<Photo>>.stride <= 16)
    }
}
