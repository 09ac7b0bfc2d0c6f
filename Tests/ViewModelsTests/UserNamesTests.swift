// The owners' name table: built off the main actor, the newest update wins, and an update that
// names nobody differently is not announced.
import Models
import Observation
import Synchronization
import Testing

@testable import ViewModels

@MainActor
struct UserNamesTests {
    @Test func theNewestUpdateWinsWhateverFinishesFirst() async {
        let names = UserNames()
        let everyone = (1...20_000).map { Samples.user($0, "Person \($0)") }
        let first = names.update(from: everyone)
        let second = names.update(from: Array(Samples.people.prefix(2)))
        await first.value
        await second.value
        #expect(names.byID.count == 2)
        #expect(names.byID[1] == "Zoë Adams" && names.byID[2] == "José Ortega")
    }

    @Test func anUpdateThatChangesNoNameIsNotAnnounced() async {
        let names = UserNames(naming: Samples.people)
        let announced = Mutex(false)
        withObservationTracking {
            _ = names.byID
        } onChange: {
            announced.withLock { $0 = true }
        }
        await names.update(from: Samples.people.reversed()).value
        #expect(!announced.withLock { $0 })
        await names.update(from: Array(Samples.people.dropLast())).value
        #expect(announced.withLock { $0 })
        #expect(UserNames.name(of: 4, in: names.byID) == "User 4")
    }
}
