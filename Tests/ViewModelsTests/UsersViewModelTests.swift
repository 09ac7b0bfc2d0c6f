// UsersViewModel: loading phases, cacheFirst ordering, the filter, selection and cancellation.
import Foundation
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct UsersViewModelTests {
    let status = StatusCenter()

    func makeViewModel(_ repository: FakeUserRepository) -> UsersViewModel {
        container(status: status) { $0.register(repository, as: (any UserRepository).self) }
            .withDependencies { UsersViewModel() }
    }

    func loaded(_ users: [User] = Samples.people) async -> UsersViewModel {
        let viewModel = makeViewModel(FakeUserRepository(users: users))
        await viewModel.load().value
        return viewModel
    }

    @Test func loadShowsLoadingThenTheUsersWithTheFirstSelected() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        #expect(viewModel.state == .idle)
        viewModel.load()
        #expect(viewModel.state == .loading)
        #expect(viewModel.placeholder == "Loading users…")
        #expect(viewModel.title == "Users (loading…)", "no count is claimed before the users arrive")
        #expect(status.isLoading)
        gate.yield(Samples.people)
        gate.finish()
        #expect(await eventually { viewModel.state == .loaded(Samples.people) && !status.isLoading })
        #expect(viewModel.title == "Users (4)")
        #expect(viewModel.selectedIndex == 0)
        #expect(viewModel.selectedUser?.name == "Zoë Adams")
        #expect(viewModel.placeholder == nil)
        #expect(viewModel.list.item(atRow: 1).name == "José Ortega")
        #expect(viewModel.list.item(atRow: 1).username == "jortega")
        #expect(viewModel.list.item(atRow: 2).email == "bob@zoetrope.io")
        #expect(viewModel.list.item(atRow: 3).company.name == "Zoéphyr Inc")
    }

    @Test func theFirstPartOfALargeListShowsTheWholeCountAndProgressUntilTheRestArrives() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        viewModel.load()
        gate.yield(Array(Samples.people.prefix(2)), totalCount: 100_000)
        #expect(await eventually { viewModel.users.count == 2 })
        #expect(viewModel.title == "Users (2 of 100000, loading…)")
        #expect(viewModel.selectedIndex == 0)
        gate.yield(Array(Samples.people.prefix(2)), totalCount: 100_000, loadedFraction: 0.34)
        #expect(await eventually { viewModel.title == "Users (2 of 100000, loading 34%)" })
        gate.yield(Samples.people)
        gate.finish()
        #expect(await eventually { viewModel.users.count == Samples.people.count })
        #expect(viewModel.title == "Users (\(Samples.people.count))")
    }

    @Test func theFirstPartOfAListOfUnknownLengthSaysMoreIsLoadingUntilTheWholeListArrives() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        viewModel.load()
        gate.yield(Array(Samples.people.prefix(2)), isFirstPart: true)
        #expect(await eventually { viewModel.users.count == 2 })
        #expect(viewModel.title == "Users (2, loading…)")
        gate.yield(Array(Samples.people.prefix(2)), isFirstPart: true, loadedFraction: 0.34)
        #expect(await eventually { viewModel.title == "Users (2, loading 34%)" }, "\(viewModel.title)")
        viewModel.setFilter("zo")
        #expect(!viewModel.title.contains("loading"), "a filtered count is not the list's: \(viewModel.title)")
        viewModel.setFilter("")
        gate.yield(Samples.people)
        gate.finish()
        #expect(await eventually { viewModel.users.count == Samples.people.count })
        #expect(viewModel.title == "Users (\(Samples.people.count))")
    }

    @Test func aFirstPartWhoseRestFailedToArriveSaysItIsIncomplete() async {
        for total in [nil, 3_000] {
            let gate = StreamGate<[User]>()
            let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
            viewModel.load()
            gate.yield(Array(Samples.people.prefix(2)), totalCount: total, isFirstPart: true, loadedFraction: 0.5)
            #expect(await eventually { viewModel.users.count == 2 })
            gate.finish(throwing: CancellationError())
            let expected = total.map { "Users (2 of \($0), incomplete)" } ?? "Users (2, incomplete)"
            #expect(await eventually { viewModel.title == expected }, "\(viewModel.title)")
            #expect(viewModel.users.count == 2, "what arrived stays shown")
        }
    }

    @Test func aListKeptFromAnInterruptedDownloadSaysItIsIncompleteUntilTheWholeListArrives() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        viewModel.load()
        gate.yield(Array(Samples.people.prefix(3)), .cache(age: 60), totalCount: 3_000, isIncomplete: true)
        #expect(await eventually { viewModel.users.count == 3 })
        #expect(viewModel.title == "Users (3 of 3000, incomplete)")
        gate.yield(Samples.people)
        gate.finish()
        #expect(await eventually { viewModel.title == "Users (\(Samples.people.count))" })
    }

    @Test func anEmptyListSaysSoAndSelectsNothing() async {
        let viewModel = await loaded([])
        #expect(viewModel.title == "Users (0)")
        #expect(viewModel.selectedIndex == nil)
        #expect(viewModel.selectedUser == nil)
        #expect(viewModel.placeholder == "No users")
    }

    @Test func aFailedFirstLoadShowsTheErrorSentence() async {
        let error = FakeError(
            description: "Cannot connect to 127.0.0.1. Check the network connection or the server address.")
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in scripted([], failing: error) }))
        await viewModel.load().value
        #expect(viewModel.state == .failed(error.description))
        #expect(viewModel.placeholder == error.description)
        #expect(viewModel.title == "Users", "a failed load claims no count")
        #expect(status.lastError?.text == error.description)
    }

    @Test func aFirstLoadAwaitsContentUntilItsFirstListWhileTheRevalidationGoesOn() async {
        let gate = StreamGate<[User]>()
        let refreshGate = StreamGate<[User]>()
        let viewModel = makeViewModel(
            FakeUserRepository(streams: { $0 == .cacheFirst ? gate.stream : refreshGate.stream }))
        #expect(!status.isAwaitingFirstContent)
        viewModel.load()
        #expect(status.isAwaitingFirstContent, "the screen has only 'Loading' to show")
        gate.yield(Array(Samples.people.prefix(2)), .cache(age: 600))
        #expect(await eventually { !status.isAwaitingFirstContent })
        #expect(viewModel.users.count == 2)
        #expect(status.isLoading, "the revalidation is still running")
        // A refresh has the list to show meanwhile: nothing is awaited.
        let refresh = viewModel.refresh()
        #expect(!status.isAwaitingFirstContent)
        gate.finish()
        refreshGate.finish()
        await refresh.value
    }

    @Test func aFirstLoadThatFailsOrIsStoppedAwaitsNothingMore() async {
        let error = FakeError(description: "Cannot reach 127.0.0.1.")
        let failing = makeViewModel(FakeUserRepository(streams: { _ in scripted([], failing: error) }))
        await failing.load().value
        #expect(!status.isAwaitingFirstContent)

        let gate = StreamGate<[User]>()
        let stopped = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        let task = stopped.load()
        #expect(status.isAwaitingFirstContent)
        stopped.stop()
        gate.finish()
        await task.value
        #expect(!status.isAwaitingFirstContent)
    }

    @Test func cacheFirstShowsCachedUsersThenReplacesThemWithFreshOnes() async {
        let gate = StreamGate<[User]>()
        let repository = FakeUserRepository(streams: { _ in gate.stream })
        let viewModel = makeViewModel(repository)
        viewModel.load()
        #expect(repository.policies.withLock { $0 } == [.cacheFirst])

        gate.yield(Array(Samples.people.prefix(2)), .cache(age: 180))
        #expect(await eventually { viewModel.users.count == 2 })
        #expect(viewModel.title == "Users (2)")
        #expect(status.originText == "cached 3m ago")
        #expect(viewModel.isRefreshing)

        gate.yield(Samples.people, .network)
        #expect(await eventually { viewModel.users.count == 4 })
        #expect(viewModel.title == "Users (4)")
        #expect(status.originText == nil)

        gate.finish()
        #expect(await eventually { !viewModel.isRefreshing && !status.isLoading })
    }

    @Test func refreshAsksNetworkFirstAndSaysOfflineWhenTheCacheAnswered() async {
        let repository = FakeUserRepository(streams: { policy in
            scripted([Sourced(value: Samples.people, origin: policy == .networkFirst ? .offline(age: 720) : .network)])
        })
        let viewModel = makeViewModel(repository)
        await viewModel.load().value
        await viewModel.refresh().value
        #expect(repository.policies.withLock { $0 } == [.cacheFirst, .networkFirst])
        #expect(status.originText == "offline (cached 12m ago)")
        #expect(viewModel.state == .loaded(Samples.people))
    }

    @Test func aFailureAfterCachedUsersKeepsThemAndSaysSo() async {
        let error = FakeError(description: "Cannot reach 127.0.0.1.")
        let repository = FakeUserRepository(streams: { _ in
            scripted([Sourced(value: Samples.people, origin: .cache(age: 720))], failing: error)
        })
        let viewModel = makeViewModel(repository)
        await viewModel.load().value
        #expect(viewModel.state == .loaded(Samples.people))
        #expect(!viewModel.isRefreshing)
        #expect(status.lastError?.text == "Cannot reach 127.0.0.1: showing cached data from 12m ago")
    }

    @Test(arguments: [
        ("zoe", ["Zoë Adams", "Bob Smith", "Alice Jones"]),  // name, email (zoetrope), company (Zoéphyr)
        ("JOSE", ["José Ortega"]),
        ("jortega", ["José Ortega"]),
        ("crona", ["Zoë Adams"]),
        ("Zoë A", ["Zoë Adams"]),
        ("nobody", []),
    ])
    func theFilterMatchesNameUsernameEmailAndCompanyIgnoringCaseAndAccents(
        filter: String, expected: [String]
    ) async {
        let viewModel = await loaded()
        viewModel.setFilter(filter)
        #expect(await eventually { viewModel.visibleRows.map { viewModel.users[$0].name } == expected })
        #expect(viewModel.title == "Users (\(expected.count) of 4)")
        #expect(viewModel.filterText == filter)
    }

    @Test func noMatchSaysWhatWasTyped() async {
        let viewModel = await loaded()
        viewModel.setFilter("xyz")
        #expect(await eventually { viewModel.visibleRows.isEmpty })
        #expect(viewModel.placeholder == "No users match “xyz”")
        #expect(viewModel.selectedIndex == nil)
    }

    @Test func filteringKeepsTheSelectionOnTheSameUser() async {
        let viewModel = await loaded()
        viewModel.select(row: 3)
        #expect(viewModel.selectedUser?.name == "Alice Jones")
        viewModel.setFilter("zoe")
        #expect(await eventually { viewModel.visibleRows.count == 3 })
        #expect(viewModel.selectedIndex == 2)
        #expect(viewModel.selectedUser?.name == "Alice Jones")
        viewModel.clearFilter()
        #expect(viewModel.title == "Users (4)")
        #expect(viewModel.selectedIndex == 3)
        #expect(viewModel.selectedUser?.name == "Alice Jones")
    }

    @Test func theSelectionIsClampedWhenTheListShrinksPastIt() async {
        let viewModel = await loaded()
        viewModel.selectLast()
        #expect(viewModel.selectedIndex == 3)
        viewModel.setFilter("jose")
        #expect(await eventually { viewModel.visibleRows.count == 1 })
        #expect(viewModel.selectedIndex == 0)
        #expect(viewModel.selectedUser?.name == "José Ortega")
    }

    @Test func theSelectionStopsAtBothEnds() async {
        let viewModel = await loaded()
        viewModel.moveSelection(by: -5)
        #expect(viewModel.selectedIndex == 0)
        viewModel.moveSelection(by: 2)
        #expect(viewModel.selectedIndex == 2)
        viewModel.moveSelection(by: 10)
        #expect(viewModel.selectedIndex == 3)
        viewModel.selectFirst()
        #expect(viewModel.selectedIndex == 0)
        viewModel.select(row: 99)
        #expect(viewModel.selectedIndex == 3)
        viewModel.select(row: -1)
        #expect(viewModel.selectedIndex == 0)
    }

    @Test func freshUsersKeepTheSelectionOnTheSameUserWhenTheOrderChanges() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        viewModel.load()
        gate.yield(Samples.people, .cache(age: 10))
        #expect(await eventually { viewModel.users.count == 4 })
        viewModel.select(row: 1)
        gate.yield(Samples.people.reversed())
        #expect(await eventually { viewModel.users.first?.id == 4 })
        #expect(viewModel.selectedUser?.name == "José Ortega")
        #expect(viewModel.selectedIndex == 2)
        gate.finish()
    }

    @Test func freshUsersArrivingWhileFilteringAreFilteredToo() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        viewModel.load()
        gate.yield(Array(Samples.people.prefix(2)), .cache(age: 10))
        #expect(await eventually { viewModel.users.count == 2 })
        viewModel.setFilter("zoe")
        #expect(await eventually { viewModel.title == "Users (1 of 2)" })
        gate.yield(Samples.people)
        gate.finish()
        #expect(await eventually { viewModel.title == "Users (3 of 4)" })
        #expect(viewModel.visibleRows.map { viewModel.users[$0].id } == [1, 3, 4])
    }

    @Test func clearingTheFilterRightAfterFreshUsersArriveShowsTheFreshUsers() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        viewModel.load()
        gate.yield(Array(Samples.people.prefix(2)), .cache(age: 10))
        #expect(await eventually { viewModel.users.count == 2 })
        viewModel.setFilter("jose")
        #expect(await eventually { viewModel.title == "Users (1 of 2)" })
        gate.yield(Samples.people)
        gate.finish()
        #expect(await eventually { !viewModel.isRefreshing })
        viewModel.clearFilter()
        #expect(await eventually { viewModel.title == "Users (4)" })
        #expect(viewModel.selectedUser?.name == "José Ortega")
        await viewModel.list.backgroundWorkFinished()
        #expect(viewModel.users == Samples.people)
    }

    @Test func stopCancelsASlowLoadAndItNeverWritesState() async {
        let gate = StreamGate<[User]>()
        let viewModel = makeViewModel(FakeUserRepository(streams: { _ in gate.stream }))
        let task = viewModel.load()
        viewModel.stop()
        gate.yield(Samples.people)
        gate.finish()
        await task.value  // the load has ended: nothing is left to write state
        #expect(viewModel.state == .idle)
        #expect(viewModel.users.isEmpty)
        #expect(!status.isLoading)
        #expect(status.lastOrigin == nil)
    }

    @Test func aStaleSlowerLoadNeverOverwritesANewerOne() async {
        let slow = StreamGate<[User]>()
        let fast = StreamGate<[User]>()
        let repository = FakeUserRepository(streams: { policy in policy == .cacheFirst ? slow.stream : fast.stream })
        let viewModel = makeViewModel(repository)
        let stale = viewModel.load()
        let refresh = viewModel.refresh()
        fast.yield(Samples.people)
        fast.finish()
        await refresh.value
        slow.yield([Samples.people[0]], .cache(age: 600))
        slow.finish()
        await stale.value
        await viewModel.list.backgroundWorkFinished()
        #expect(viewModel.users == Samples.people)
        #expect(status.lastOrigin == .network)
    }

    @Test func aCreatedUserIsAddedAndSelectedWithTheFilterCleared() async {
        let viewModel = await loaded()
        viewModel.setFilter("bob")
        #expect(await eventually { viewModel.visibleRows.count == 1 })
        let created = Samples.user(11, "Nina Novak")
        viewModel.insertCreated(created)
        #expect(viewModel.filterText.isEmpty)
        #expect(viewModel.title == "Users (5)")
        #expect(viewModel.selectedUser == created)
        #expect(viewModel.state.value?.last == created)
    }

    @Test func typingFastRunsOnlyTheLastSearchToCompletion() async {
        let many = (1...20_000).map { Samples.user($0, "Person \($0)", company: $0 % 1000 == 0 ? "Zoë Corp" : "Acme") }
        let viewModel = await loaded(many)
        #expect(await eventually { viewModel.title == "Users (20000)" })
        for text in ["z", "zo", "zoe", "zoe c", "zoe co"] { viewModel.setFilter(text) }
        #expect(await eventually { viewModel.title == "Users (20 of 20000)" })
        #expect(viewModel.visibleRows.map { viewModel.users[$0].id } == (1...20).map { $0 * 1000 })
    }
}
