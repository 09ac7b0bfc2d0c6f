// SessionKeeper: a saved list's filter, sort and selection are restored into its view model
// (the selection once its item arrives), and the snapshot reads the live state back, keeping
// what was saved for lists not opened this time.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct SessionKeeperTests {
    func usersViewModel() -> UsersViewModel {
        container(status: StatusCenter()) {
            $0.register(FakeUserRepository(users: Samples.people), as: (any UserRepository).self)
        }.withDependencies { UsersViewModel() }
    }

    @Test func aSavedListIsRestoredOnceItsUsersArrive() async {
        let saved = SavedSession(
            tab: "users",
            lists: [
                "users": SavedList(selectedID: 3, filter: "o", sortColumn: "Name", sortDescending: true)
            ])
        let keeper = SessionKeeper(saved: saved)
        let viewModel = usersViewModel()
        keeper.keep(viewModel, as: "users")
        viewModel.load()
        #expect(
            await eventually { viewModel.sort == ListSort(column: 0, descending: true) && !viewModel.users.isEmpty })
        #expect(viewModel.filterText == "o")
        #expect(
            viewModel.visibleRows.map { viewModel.users[$0].name } == [
                "Zoë Adams", "José Ortega", "Bob Smith", "Alice Jones",
            ])
        #expect(viewModel.selectedUser?.id == 3)
        #expect(keeper.snapshot().lists["users"] == saved.lists["users"])
    }

    @Test func theSnapshotReadsTheLiveStateAndKeepsListsNotOpened() async {
        let albums = SavedList(selectedID: 2, filter: "beach")
        let keeper = SessionKeeper(saved: SavedSession(tab: "albums", lists: ["albums": albums]))
        let viewModel = usersViewModel()
        keeper.keep(viewModel, as: "users")
        await viewModel.load().value
        viewModel.moveSelection(by: 1)
        viewModel.sortByNextColumn()
        #expect(await eventually { viewModel.sort.column == 0 })
        let app = AppViewModel(tabs: [.users, .posts, .weather])
        keeper.keepTab { app.selectedTab.sessionName }
        keeper.keepPlace { WeatherPlace(named: "Lima") }
        app.selectTab(.posts)
        let snapshot = keeper.snapshot()
        #expect(snapshot.tab == "posts")
        #expect(snapshot.place == WeatherPlace(named: "Lima"))
        #expect(
            snapshot.lists["users"] == SavedList(selectedID: 2, filter: "", sortColumn: "Name", sortDescending: false))
        #expect(snapshot.lists["albums"] == albums)
    }

    @Test func aMissingItemLeavesTheSelectionAtTheTop() async {
        let keeper = SessionKeeper(saved: SavedSession(tab: "users", lists: ["users": SavedList(selectedID: 404)]))
        let viewModel = usersViewModel()
        keeper.keep(viewModel, as: "users")
        await viewModel.load().value
        #expect(viewModel.selectedIndex == 0)
        #expect(viewModel.selectedUser?.id == 1)
    }

    @Test func withoutASavedSessionNothingIsRestored() async {
        let keeper = SessionKeeper(saved: nil)
        let viewModel = usersViewModel()
        keeper.keep(viewModel, as: "users")
        await viewModel.load().value
        #expect(viewModel.sort == .natural && viewModel.filterText.isEmpty && viewModel.selectedIndex == 0)
        #expect(keeper.snapshot().tab == "users")
    }
}
