// WithDependenciesTests: `current` is task-local: it follows awaits and child tasks and never
// leaks between concurrent tasks or tests.
import Testing

@testable import Injection

@Suite struct WithDependenciesTests {
    @Test func currentIsEmptyOutsideAnyScope() {
        #expect(DependenciesContainer.current.resolve(Marker.self) == nil)
        #expect(TaskLocals.container == nil)
    }

    @Test func currentIsTheContainerInsideSyncScopeAndRestoredAfter() {
        let container = DependenciesContainer().register(Marker(value: "sync"))
        let inside = container.withDependencies { DependenciesContainer.current.resolve(Marker.self) }
        #expect(inside == Marker(value: "sync"))
        #expect(DependenciesContainer.current.resolve(Marker.self) == nil)
    }

    @Test func innerScopeShadowsOuterScope() {
        let outer = DependenciesContainer().register(Marker(value: "outer"))
        let inner = DependenciesContainer().register(Marker(value: "inner"))
        let seen = outer.withDependencies {
            let during = inner.withDependencies { DependenciesContainer.current.resolve(Marker.self) }
            return [during, DependenciesContainer.current.resolve(Marker.self)]
        }
        #expect(seen == [Marker(value: "inner"), Marker(value: "outer")])
    }

    @Test func withDependenciesRethrows() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try DependenciesContainer().withDependencies { throw Failure() }
        }
    }

    @Test func currentSurvivesAwaitsAndReachesChildTasks() async {
        let container = DependenciesContainer().register(Marker(value: "async"))
        let seen = await container.withDependencies {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(5))
            async let fromAsyncLet = DependenciesContainer.current.resolve(Marker.self)
            let fromGroup = await withTaskGroup(of: Marker?.self) { group in
                for _ in 0..<10 {
                    group.addTask { DependenciesContainer.current.resolve(Marker.self) }
                }
                var all: [Marker?] = []
                for await marker in group { all.append(marker) }
                return all
            }
            return [DependenciesContainer.current.resolve(Marker.self), await fromAsyncLet] + fromGroup
        }
        #expect(seen.count == 12)
        #expect(seen.allSatisfy { $0 == Marker(value: "async") })
    }

    @Test func concurrentTasksWithDifferentContainersNeverSeeEachOther() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let mine = Marker(value: "task \(index)")
                    return await DependenciesContainer().register(mine).withDependencies {
                        for _ in 0..<50 {
                            await Task.yield()
                            if DependenciesContainer.current.resolve(Marker.self) != mine { return false }
                        }
                        return true
                    }
                }
            }
            var results: [Bool] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results == Array(repeating: true, count: 8))
    }

    /// These two tests run in parallel with each other; each must only ever see its own marker.
    @Test(arguments: ["first test", "second test"])
    func parallelTestsSeeOnlyTheirOwnRegistrations(name: String) async {
        let mine = Marker(value: name)
        let stayedIsolated = await DependenciesContainer().register(mine).withDependencies {
            for _ in 0..<200 {
                await Task.yield()
                if DependenciesContainer.current.resolve(Marker.self) != mine { return false }
            }
            return true
        }
        #expect(stayedIsolated)
    }
}
