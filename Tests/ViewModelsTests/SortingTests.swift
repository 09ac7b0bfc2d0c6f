// Sorting lists: folded keys and stable ties, `s` and `S` on a list, sorting with a filter,
// the selection kept, the previous order shown until the new one is ready, and the newest
// request winning.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct SortingTests {
    /// A list of users sortable by name, email and company.
    func makeList(_ users: [User] = Samples.people) -> SearchableList<User> {
        let list = SearchableList<User>(
            searchingIn: { [$0.name, $0.email, $0.company.name] },
            sortColumns: [
                SortColumn("Name", searchField: 0), SortColumn("Email", searchField: 1),
                SortColumn("Company", searchField: 2),
            ])
        list.replaceItems(users)
        return list
    }

    /// The names shown, top to bottom.
    func names(_ list: SearchableList<User>) -> [String] {
        list.visibleRows.map { list.items[$0].name }
    }

    func order(_ keys: [String], descending: Bool = false) -> [Int32]? {
        SortPermutation.sorted(by: SortKeys(keys, key: { $0 }), descending: descending)?.order
    }

    @Test func keysSortWithCaseAndAccentsIgnored() {
        #expect(order(["bob", "Zoë", "alice", "ZOE B", "Álvaro", "al"]) == [5, 2, 4, 0, 1, 3])
        #expect(order(["b", "a", "c"], descending: true) == [2, 0, 1])
    }

    @Test func keysLongerThanTheirPackedPrefixCompareByTheRestThenByLength() {
        #expect(order(["abcdefghij2", "abcdefghij1", "abcdefghi", "abcdefghij", "abcdefgh"]) == [4, 2, 3, 1, 0])
    }

    @Test func equalKeysKeepTheNaturalOrderEitherWayRound() {
        let keys = ["b", "a", "B", "a", "b"]
        #expect(order(keys) == [1, 3, 0, 2, 4])
        #expect(order(keys, descending: true) == [0, 2, 4, 1, 3])
    }

    @Test func anOrderedListFindsTheRowOfAnItemAndMissesFilteredOnes() throws {
        let permutation = try #require(
            SortPermutation.sorted(by: SortKeys(["d", "b", "a", "c"], key: { $0 }), descending: false))
        let all = FilteredList.ordered(nil, by: permutation)
        #expect(Array(all) == [2, 1, 3, 0])
        #expect(all.row(ofItem: 0) == 3 && all.row(ofItem: 2) == 0 && all.row(ofItem: 4) == nil)
        let some = FilteredList.ordered([0, 2], by: permutation)
        #expect(Array(some) == [2, 0])
        #expect(some.row(ofItem: 0) == 1 && some.row(ofItem: 1) == nil && some.row(ofItem: 3) == nil)
    }

    @Test func sCyclesThroughTheColumnsThenBackToTheNaturalOrder() async {
        let list = makeList()
        list.sortByNextColumn()
        #expect(await eventually { list.sort == ListSort(column: 0) })
        #expect(names(list) == ["Alice Jones", "Bob Smith", "José Ortega", "Zoë Adams"])
        list.sortByNextColumn()
        #expect(await eventually { list.sort == ListSort(column: 1) })
        #expect(
            list.visibleRows.map { list.items[$0].email }
                == ["alice@example.com", "bob@zoetrope.io", "jortega@example.com", "zoë@example.com"])
        list.sortByNextColumn()
        #expect(await eventually { list.sort == ListSort(column: 2) })
        #expect(names(list) == ["José Ortega", "Bob Smith", "Zoë Adams", "Alice Jones"])
        list.sortByNextColumn()
        #expect(list.sort == .natural, "the natural order shows at once")
        #expect(names(list) == Samples.people.map(\.name))
    }

    @Test func capitalSReversesTheColumnAndTheNaturalOrder() async {
        let list = makeList()
        list.sortByNextColumn()
        list.reverseSort()
        #expect(await eventually { list.sort == ListSort(column: 0, descending: true) })
        #expect(names(list) == ["Zoë Adams", "José Ortega", "Bob Smith", "Alice Jones"])
        list.sortByNextColumn()
        list.sortByNextColumn()
        list.sortByNextColumn()
        list.reverseSort()
        #expect(await eventually { list.sort == ListSort.natural.reversed })
        #expect(names(list) == Samples.people.reversed().map(\.name))
    }

    @Test func sortingAppliesToTheFilteredRowsAndTheFilterToTheSortedOnes() async {
        let list = makeList()
        list.setFilter("zo")  // Zoë Adams (name), Bob Smith (zoetrope.io), Alice Jones (Zoéphyr)
        #expect(await eventually { list.visibleRows.count == 3 })
        list.sortByNextColumn()
        #expect(await eventually { list.sort.column == 0 })
        #expect(names(list) == ["Alice Jones", "Bob Smith", "Zoë Adams"])
        #expect(list.title("Users") == "Users (3 of 4)")
        list.setFilter("o")
        #expect(await eventually { list.visibleRows.count == 4 })
        #expect(names(list) == ["Alice Jones", "Bob Smith", "José Ortega", "Zoë Adams"])
        list.clearFilter()
        #expect(await eventually { list.title("Users") == "Users (4)" })
        #expect(names(list) == ["Alice Jones", "Bob Smith", "José Ortega", "Zoë Adams"])
    }

    @Test func theSelectionStaysOnTheSameItem() async {
        let list = makeList()
        list.select(row: 2)  // Bob Smith
        list.sortByNextColumn()
        #expect(await eventually { list.sort.column == 0 })
        #expect(list.selectedItem?.name == "Bob Smith" && list.selectedRow == 1)
        list.reverseSort()
        #expect(await eventually { list.sort.isDescending })
        #expect(list.selectedItem?.name == "Bob Smith" && list.selectedRow == 2)
    }

    @Test func thePreviousOrderShowsUntilTheNewOneIsReadyAndTheNewestRequestWins() async {
        let users = (0..<20_000).map {
            Samples.user($0, "User \(($0 * 7_919) % 20_000)", email: "u\(120_000 - $0)@example.com")
        }
        let list = makeList(users)
        list.sortByNextColumn()  // by name
        let superseded = list.rowsTask
        list.sortByNextColumn()  // by email: replaces the request for names
        #expect(list.sort == .natural && list.visibleRows[0] == 0, "nothing changes before the order is ready")
        await superseded?.value
        #expect(list.sort != ListSort(column: 0), "the superseded order never lands")
        #expect(await eventually { list.sort == ListSort(column: 1) })
        #expect(list.items[list.visibleRows[0]].email == "u100001@example.com")
    }

    @Test func newItemsAreShownSortedTogetherWithTheirOrder() async {
        let list = makeList()
        list.sortByNextColumn()
        #expect(await eventually { list.sort.column == 0 })
        list.select(row: 0)  // Alice Jones
        list.replaceItems(Samples.people + [Samples.user(5, "Aaron Bell")])
        #expect(list.items.count == 4, "the new items wait for their order")
        #expect(await eventually { list.items.count == 5 })
        #expect(names(list) == ["Aaron Bell", "Alice Jones", "Bob Smith", "José Ortega", "Zoë Adams"])
        #expect(list.selectedItem?.name == "Alice Jones")
    }

    @Test func aRestoredSelectionLandsWhenItsItemArrivesAndAMissingOneLeavesTheTop() async {
        let list = SearchableList<User>(searchingIn: { [$0.name] }, sortColumns: [SortColumn("Name", searchField: 0)])
        list.restoreSelection(id: 3)
        list.setSort(ListSort(column: 0))
        list.replaceItems(Samples.people)
        #expect(await eventually { list.sort.column == 0 && list.items.count == 4 })
        #expect(list.selectedItem?.name == "Bob Smith")
        let other = SearchableList<User>(searchingIn: { [$0.name] })
        other.restoreSelection(id: 99)
        other.replaceItems(Samples.people)
        #expect(other.selectedRow == 0)
    }

    @Test func movingTheSelectionGivesUpTheRestoredOne() async {
        let list = SearchableList<User>(searchingIn: { [$0.name] })
        list.replaceItems(Array(Samples.people.prefix(2)))
        list.restoreSelection(id: 4)
        list.moveSelection(by: 1)
        list.replaceItems(Samples.people)
        #expect(list.selectedItem?.id == 2)
    }

    @Test func theUsersListSortsByItsColumns() async {
        let viewModel = container(status: StatusCenter()) {
            $0.register(FakeUserRepository(users: Samples.people), as: (any UserRepository).self)
        }.withDependencies { UsersViewModel() }
        await viewModel.load().value
        #expect(viewModel.sortColumnTitles == ["Name", "Username", "Email", "Company"])
        viewModel.sortByNextColumn()
        viewModel.sortByNextColumn()
        #expect(await eventually { viewModel.sort.column == 1 })
        #expect(viewModel.visibleRows.map { viewModel.users[$0].username } == ["Alice", "Bob", "jortega", "Zoë"])
        viewModel.sortByNextColumn()
        viewModel.sortByNextColumn()
        viewModel.sortByNextColumn()
        viewModel.reverseSort()
        #expect(await eventually { viewModel.sort == ListSort.natural.reversed })
        #expect(viewModel.title == "Users (4) · last first")
    }
}
