// SearchIndex, SearchFolding, FilteredList and ListSelection: the pieces under every filter.
import Testing

@testable import ViewModels

struct SearchTests {
    struct Item {
        var fields: [String]
    }

    func index(_ items: [[String]]) -> SearchIndex {
        SearchIndex(items.map(Item.init), fields: \.fields)
    }

    @Test func foldingDropsCaseAndAccents() {
        #expect(SearchFolding.fold("Zoë") == Array("zoe".utf8))
        #expect(SearchFolding.fold("JOSÉ") == Array("jose".utf8))
        #expect(SearchFolding.fold("Ñandú Straße") == Array("nandu strasse".utf8))
        #expect(SearchFolding.fold("a\u{1B}[31mb") == Array("a [31mb".utf8))
    }

    @Test func searchFindsEachMatchingItemOnceInOrder() {
        let index = index([["anna", "banana"], ["bob"], ["nan"], ["x"], ["Ana Zoë"]])
        #expect(index.search(Array("an".utf8)) == [0, 2, 4])
        #expect(index.search(Array("zoe".utf8)) == [4])
        #expect(index.search(Array("q".utf8)) == [])
        #expect(index.search([]) == [0, 1, 2, 3, 4])
    }

    @Test func tinyChunksFindTheSameItemsAsOneChunk() {
        let items = (0..<500).map {
            ["user \($0)", $0 % 7 == 0 ? "Zoë" : "x\($0 % 13)", String(repeating: "long ", count: $0 % 5)]
        }
        let whole = index(items)
        for chunkSize in [1, 16, 64, 1_000] {
            let chunked = SearchIndex(items.map(Item.init), chunkSize: chunkSize, fields: \.fields)
            for needle in ["zoe", "user 1", "x1", "long long", "9", "absent", "0\u{0}"] {
                let folded = SearchFolding.fold(needle)
                #expect(chunked.search(folded) == whole.search(folded), "\(needle) in chunks of \(chunkSize)")
            }
            #expect(chunked.count == 500)
        }
        #expect(whole.search(SearchFolding.fold("user 49")) == [49] + Array(490..<500))
    }

    @Test func matchesNeverSpanTwoFieldsOrTwoItems() {
        let index = index([["ab", "cd"], ["ef"], ["gh"]])
        #expect(index.search(Array("bc".utf8)) == [])
        #expect(index.search(Array("fg".utf8)) == [])
        #expect(index.search(Array("cd".utf8)) == [0])
    }

    @Test func aMatchAtTheVeryEndAndOverlappingCandidatesAreFound() {
        let index = index([["aaab"], ["zzz"], ["xaab"]])
        #expect(index.search(Array("aab".utf8)) == [0, 2])
        #expect(index.search(Array("zzz".utf8)) == [1])
    }

    @Test func aCancelledSearchGivesNoResult() async {
        let index = index([["anna"], ["banana"]])
        let result = await Task { () -> [Int]? in
            withUnsafeCurrentTask { $0?.cancel() }
            return index.search(Array("an".utf8))
        }.value
        #expect(result == nil)
    }

    @Test func filteredListsMapRowsToItemsBothWays() {
        let all = FilteredList.all(count: 3)
        #expect(Array(all) == [0, 1, 2])
        #expect(all.row(ofItem: 2) == 2 && all.row(ofItem: 3) == nil)
        let some = FilteredList.subset([1, 4, 9])
        #expect(some.count == 3 && some[1] == 4)
        #expect(some.row(ofItem: 9) == 2 && some.row(ofItem: 5) == nil && some.row(ofItem: 0) == nil)
    }

    @Test func selectionStaysInBoundsAndEmptiesWithTheList() {
        var selection = ListSelection()
        selection.move(by: 1, count: 3)
        #expect(selection.row == 0)
        selection.move(by: 5, count: 3)
        #expect(selection.row == 2)
        selection.clamp(count: 2)
        #expect(selection.row == 1)
        selection.clamp(count: 0)
        #expect(selection.row == nil)
        selection.move(by: -1, count: 4)
        #expect(selection.row == 3)
    }
}
