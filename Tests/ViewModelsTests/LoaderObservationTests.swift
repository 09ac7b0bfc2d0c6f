// A loader's state and each of its flags are observed on their own: a view reading one is told
// when that one changes, and not when it is set to the value it has or another one changes.
import Observation
import Repositories
import Synchronization
import Testing

@testable import ViewModels

@MainActor
struct LoaderObservationTests {
    /// Whether `read` saw a change between now and the end of `change`.
    private func isAnnounced(reading read: @escaping () -> Void, after change: () async -> Void) async -> Bool {
        let announced = Mutex(false)
        withObservationTracking(read) { announced.withLock { $0 = true } }
        await change()
        return announced.withLock { $0 }
    }

    private func stream(_ elements: [Sourced<[Int]>]) -> AsyncThrowingStream<Sourced<[Int]>, any Error> {
        AsyncThrowingStream { continuation in
            for element in elements { continuation.yield(element) }
            continuation.finish()
        }
    }

    @Test func eachFlagIsAnnouncedWhenItChanges() async {
        let loader = Loader<[Int]>(status: StatusCenter())
        let first = Sourced(value: [1], origin: .cache(age: 5), totalCount: 10, loadedFraction: 0.1)
        let reads: [(String, () -> Void)] = [
            ("state", { _ = loader.state }), ("origin", { _ = loader.origin }),
            ("totalCount", { _ = loader.totalCount }), ("loadedFraction", { _ = loader.loadedFraction }),
            ("isPartial", { _ = loader.isPartial }), ("isRefreshing", { _ = loader.isRefreshing }),
        ]
        let announcedAll = Mutex<[String]>([])
        for (name, read) in reads {
            withObservationTracking(read) { announcedAll.withLock { $0.append(name) } }
        }
        await loader.load(stream([first])).value
        #expect(Set(announcedAll.withLock { $0 }) == Set(reads.map(\.0)))
        #expect(loader.state.value == [1] && loader.origin == .cache(age: 5) && loader.totalCount == 10)
        #expect(loader.loadedFraction == 0.1 && loader.isPartial && !loader.isRefreshing && !loader.isIncomplete)
    }

    @Test func aFlagSetToTheValueItHasOrAnotherFlagChangingIsNotAnnounced() async {
        let loader = Loader<[Int]>(status: StatusCenter())
        await loader.load(stream([Sourced(value: [1], origin: .network)])).value
        // The same origin and length again: only the state and the refreshing flag move.
        let originAnnounced = await isAnnounced(reading: { _ = loader.origin }) {
            await loader.load(stream([Sourced(value: [2], origin: .network)])).value
        }
        #expect(!originAnnounced)
        let incompleteAnnounced = await isAnnounced(reading: { _ = loader.isIncomplete }) {
            await loader.load(stream([Sourced(value: [3], origin: .cache(age: 1))])).value
        }
        #expect(!incompleteAnnounced)
        let originChanged = await isAnnounced(reading: { _ = loader.origin }) {
            await loader.load(stream([Sourced(value: [4], origin: .network)])).value
        }
        #expect(originChanged)
        #expect(loader.state.value == [4])
    }
}
