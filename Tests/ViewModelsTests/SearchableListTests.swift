// SearchableList.replaceItems: the very array already shown changes nothing (a revalidation
// answered 304 hands the same list back), while an equal copy is taken as new items; the search
// index is made only once a filter or a sort needs it.
import Models
import Observation
import Synchronization
import Testing

@testable import ViewModels

@MainActor
struct SearchableListTests {
    func makeList(_ items: [User]) -> SearchableList<User> {
        let list = SearchableList<User> { [$0.name, $0.email] }
        list.replaceItems(items)
        list.select(row: 2)
        return list
    }

    /// Whether anything `list` shows changes while `body` runs.
    func changes(_ list: SearchableList<User>, _ body: () -> Void) -> Bool {
        let changed = Flag()
        withObservationTracking {
            _ = (list.items, list.visibleRows, list.selectedRow, list.filterText)
        } onChange: {
            changed.raise()
        }
        body()
        return changed.isRaised
    }

    @Test func theSameArrayAgainChangesNothing() async {
        let users = Samples.people
        let list = makeList(users)
        #expect(!changes(list) { list.replaceItems(users) })
        #expect(list.selectedRow == 2)
        #expect(list.items.count == users.count)
    }

    @Test func theSameArrayKeepsAFilterAndItsMatches() async {
        let users = Samples.people
        let list = makeList(users)
        list.setFilter("zo")
        #expect(await eventually { list.visibleRows.count == 2 })
        #expect(!changes(list) { list.replaceItems(users) })
        await list.backgroundWorkFinished()
        #expect(list.visibleRows.count == 2 && list.filterText == "zo")
    }

    @Test func anEqualCopyIsTakenAsNewItems() async {
        let users = Samples.people
        let list = makeList(users)
        let copy = users.map { $0 }
        #expect(changes(list) { list.replaceItems(copy) })
        #expect(list.items == users)
        #expect(list.selectedRow == 2, "the selection stays on the same user")
    }

    @Test func itemsAreIndexedOnlyOnceAFilterAsksForIt() async {
        let list = makeList(Samples.people)
        await list.backgroundWorkFinished()
        #expect(!list.hasSearchIndex, "a list never filtered has no index")
        list.setFilter("ortega")
        #expect(list.hasSearchIndex)
        #expect(await eventually { list.visibleRows.count == 1 })
        #expect(list.item(atRow: 0).name == "José Ortega")
        list.clearFilter()
        list.replaceItems(Array(Samples.people.reversed()))
        #expect(!list.hasSearchIndex, "new items drop the old index")
        list.setFilter("adams")
        #expect(await eventually { list.visibleRows.count == 1 && list.item(atRow: 0).name == "Zoë Adams" })
    }

    @Test func aSortIndexesTheItemsToo() async {
        let list = SearchableList<User>(searchingIn: { [$0.name] }, sortColumns: [SortColumn("Name", searchField: 0)])
        list.replaceItems(Samples.people)
        #expect(!list.hasSearchIndex)
        list.setSort(ListSort(column: 0))
        #expect(list.hasSearchIndex)
        #expect(await eventually { list.sort.column == 0 })
        #expect(list.item(atRow: 0).name == "Alice Jones")
    }
}

/// A flag an observation callback raises.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}
