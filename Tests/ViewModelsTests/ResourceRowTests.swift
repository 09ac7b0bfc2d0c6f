// ResourceRow: a row shows one of the items its list loaded, held once for all the rows, and two
// rows are equal when they show the same thing, wherever their items are kept.
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
        let shared = SharedItems(photos)
        for (index, photo) in photos.enumerated() {
            let row = ResourceRow(showing: index, of: shared, ownerName: "Owner \(index)", isEdited: index == 1)
            #expect(row.item == photo)
            #expect(row.id == photo.id)
            #expect(row.ownerName == "Owner \(index)")
            #expect(row.isEdited == (index == 1))
        }
    }

    @Test func rowsAreEqualWhenTheyShowTheSameThingWhereverTheirItemsAreKept() {
        let shared = SharedItems(photos)
        let kept = ResourceRow(showing: 1, of: shared, ownerName: "Ann", isEdited: false)
        #expect(kept == ResourceRow(item: photos[1], ownerName: "Ann"))
        #expect(kept == ResourceRow(showing: 0, of: SharedItems([photos[1]]), ownerName: "Ann", isEdited: false))
        #expect(kept != ResourceRow(showing: 0, of: shared, ownerName: "Ann", isEdited: false))
        #expect(kept != ResourceRow(item: photos[1], ownerName: "Bob"))
        #expect(kept != ResourceRow(item: photos[1], ownerName: "Ann", isEdited: true))
        var renamed = photos[1]
        renamed.title = "Desk, again"
        #expect(kept != ResourceRow(item: renamed, ownerName: "Ann"))
    }

    @Test func rowsAtTheSamePlaceOfTheSameItemsDifferOnlyByWhatIsShownBesideTheItem() {
        let shared = SharedItems(photos)
        let row = ResourceRow(showing: 2, of: shared, ownerName: "Ann", isEdited: false)
        #expect(row == ResourceRow(showing: 2, of: shared, ownerName: "Ann", isEdited: false))
        #expect(row != ResourceRow(showing: 2, of: shared, ownerName: "Bob", isEdited: false))
        #expect(row != ResourceRow(showing: 2, of: shared, ownerName: "Ann", isEdited: true))
        #expect(row != ResourceRow(showing: 1, of: shared, ownerName: "Ann", isEdited: false))
    }

    @Test func aRowHoldsAReferenceAnIndexAndItsOwnFieldsNotACopyOfItsItem() {
        // 100,000 photos: 3.2 MB of rows, where rows holding copies of their photos took 8.8 MB
        // (a photo and its owner's name alone are 48 bytes).
        #expect(MemoryLayout<ResourceRow<Photo>>.stride <= 32)
    }
}
