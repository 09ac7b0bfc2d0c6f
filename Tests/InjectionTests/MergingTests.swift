// MergingTests: a merged child's registrations win; parents and siblings are unaffected.
import Testing

@testable import Injection

@Suite struct MergingTests {
    let parent = DependenciesContainer()
        .register(EnglishGreeter(), as: (any Greeter).self)
        .register(Marker(value: "parent"))

    @Test func childRegistrationsWinInTheMergedContainer() {
        let merged = parent.merging(DependenciesContainer().register(Marker(value: "child")))
        #expect(merged.resolve(Marker.self) == Marker(value: "child"))
        #expect(merged.resolve((any Greeter).self)?.greeting == "hello")
    }

    @Test func parentIsUnaffectedByMerging() {
        _ = parent.merging(
            DependenciesContainer()
                .register(Marker(value: "child"))
                .register(Billing.Service(name: "b")))
        #expect(parent.resolve(Marker.self) == Marker(value: "parent"))
        #expect(parent.resolve(Billing.Service.self) == nil)
    }

    @Test func siblingsDoNotSeeEachOthersRegistrations() {
        let left = parent.merging(DependenciesContainer().register(FrenchGreeter(), as: (any Greeter).self))
        let right = parent.merging(DependenciesContainer().register(Marker(value: "right")))
        #expect(left.resolve((any Greeter).self)?.greeting == "bonjour")
        #expect(left.resolve(Marker.self) == Marker(value: "parent"))
        #expect(right.resolve((any Greeter).self)?.greeting == "hello")
        #expect(right.resolve(Marker.self) == Marker(value: "right"))
    }

    @Test func mergingMakesANewIdentity() {
        let child = DependenciesContainer().register(Marker(value: "child"))
        let merged = parent.merging(child)
        #expect(merged.id != parent.id)
        #expect(merged.id != child.id)
        #expect(parent.merging(child).id != merged.id)
    }

    @Test func mergingKeepsTheParentsScopePath() {
        let merged = parent.scoped(to: "Root").merging(DependenciesContainer())
        #expect(merged.scopePath == "Root")
    }

    @Test func deeperMergesStackInnermostFirst() {
        let middle = parent.merging(DependenciesContainer().register(Marker(value: "middle")))
        let inner = middle.merging(DependenciesContainer().register(FrenchGreeter(), as: (any Greeter).self))
        #expect(inner.resolve(Marker.self) == Marker(value: "middle"))
        #expect(inner.resolve((any Greeter).self)?.greeting == "bonjour")
        #expect(middle.resolve((any Greeter).self)?.greeting == "hello")
    }
}
