// LazyRegistrationTests: lazy factories run once, on first use, thread-safely, in the scope of
// their registering container; re-entrant factories work and cycles are named.
import Testing

@testable import Injection

/// Two types whose factories resolve each other, for cycle detection.
struct CycleA: Sendable {}
struct CycleB: Sendable {}

/// Built by a lazy factory from an `@Injected` dependency of the factory's scope.
struct GreetingCard {
    @Injected var greeter: any Greeter
}

@Suite struct LazyRegistrationTests {
    @Test func factoryRunsOnlyWhenFirstResolvedAndThenOnce() {
        let runs = RunCounter()
        let container = DependenciesContainer().register(as: Instance.self) {
            Instance(label: "run \(runs.increment())")
        }
        #expect(runs.value == 0)
        let first = container.resolve(Instance.self)
        let second = container.resolve(Instance.self)
        #expect(runs.value == 1)
        #expect(first === second)
        #expect(first?.label == "run 1")
    }

    @Test func thousandConcurrentResolutionsRunTheFactoryOnce() async {
        let runs = RunCounter()
        let container = DependenciesContainer().register(as: Instance.self) {
            Instance(label: "run \(runs.increment())")
        }
        let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<1_000 {
                group.addTask { container.resolve(Instance.self).map(ObjectIdentifier.init) }
            }
            var identities: [ObjectIdentifier?] = []
            for await identity in group { identities.append(identity) }
            return identities
        }
        #expect(runs.value == 1)
        #expect(identities.count == 1_000)
        #expect(Set(identities).count == 1)
        #expect(identities.first! != nil)
    }

    @Test func containersMadeByChainingShareTheLazyCache() {
        let first = DependenciesContainer().register(as: Instance.self) { Instance(label: "x") }
        let second = first.register(Marker(value: "later"))
        #expect(first.resolve(Instance.self) === second.resolve(Instance.self))
    }

    @Test func resolvingThroughAMergedChildFillsTheParentsCache() {
        let runs = RunCounter()
        let parent = DependenciesContainer().register(as: Instance.self) {
            runs.increment()
            return Instance(label: "parent")
        }
        let child = parent.merging(DependenciesContainer().register(Marker(value: "child")))
        let fromChild = child.resolve(Instance.self)
        let fromParent = parent.resolve(Instance.self)
        #expect(fromChild === fromParent)
        #expect(runs.value == 1)
    }

    @Test func factorySeesItsRegisteringContainerNotTheChildItIsResolvedThrough() {
        let parent = DependenciesContainer()
            .register(Marker(value: "parent"))
            .register(as: Instance.self) {
                Instance(label: DependenciesContainer.current.require(Marker.self).value)
            }
        let child = parent.merging(DependenciesContainer().register(Marker(value: "child")))
        #expect(child.resolve(Instance.self)?.label == "parent")
        #expect(parent.resolve(Instance.self)?.label == "parent")
    }

    @Test func factorySeesRegistrationsChainedAfterIt() {
        let container = DependenciesContainer()
            .register(as: Instance.self) {
                Instance(label: DependenciesContainer.current.require(Marker.self).value)
            }
            .register(Marker(value: "registered later"))
        #expect(container.resolve(Instance.self)?.label == "registered later")
    }

    @Test func childFactorySeesTheChildAndTheParentItIsMergedOver() {
        let parent = DependenciesContainer().register(Marker(value: "parent"))
        let child = DependenciesContainer()
            .register(FrenchGreeter(), as: (any Greeter).self)
            .register(as: Instance.self) {
                let current = DependenciesContainer.current
                return Instance(
                    label: current.require((any Greeter).self).greeting + " "
                        + current.require(Marker.self).value)
            }
        #expect(parent.merging(child).resolve(Instance.self)?.label == "bonjour parent")
    }

    @Test func eachMergeOfAChildBuildsItsOwnLazyValue() {
        let child = DependenciesContainer().register(as: Instance.self) {
            Instance(label: DependenciesContainer.current.require(Marker.self).value)
        }
        let left = DependenciesContainer().register(Marker(value: "left")).merging(child)
        let right = DependenciesContainer().register(Marker(value: "right")).merging(child)
        #expect(left.resolve(Instance.self)?.label == "left")
        #expect(right.resolve(Instance.self)?.label == "right")
        #expect(left.resolve(Instance.self) === left.resolve(Instance.self))
    }

    @Test func factoryCanUseInjectedPropertiesOfItsScope() {
        let container = DependenciesContainer()
            .register(EnglishGreeter(), as: (any Greeter).self)
            .register(as: GreetingCard.self) { GreetingCard() }
        #expect(container.resolve(GreetingCard.self)?.greeter.greeting == "hello")
    }

    @Test func factoryResolvingAnotherLazyDependencyDoesNotDeadlock() {
        let container = DependenciesContainer()
            .register(as: Marker.self) { Marker(value: "inner") }
            .register(as: Instance.self) {
                Instance(label: DependenciesContainer.current.require(Marker.self).value)
            }
        #expect(container.resolve(Instance.self)?.label == "inner")
        #expect(container.debugDescription.contains("lazy (built)"))
    }

    @Test func factoryCycleIsDetectedAndNamed() throws {
        let caught = Locked<DependencyCycle?>(nil)
        let container = DependenciesContainer()
            .register(as: CycleA.self) {
                _ = DependenciesContainer.current.resolve(CycleB.self)
                return CycleA()
            }
            .register(as: CycleB.self) {
                do throws(DependencyCycle) {
                    _ = try DependenciesContainer.current.resolvingDetectingCycles(CycleA.self)
                } catch {
                    caught.withLock { $0 = error }
                }
                return CycleB()
            }
        _ = container.resolve(CycleA.self)
        let cycle = try #require(caught.withLock { $0 })
        let a = String(reflecting: CycleA.self)
        let b = String(reflecting: CycleB.self)
        #expect(cycle.path == [a, b, a])
        #expect(
            InjectionDiagnostics.dependencyCycleMessage(cycle.path)
                == "Injection: dependency cycle \(a) -> \(b) -> \(a). A lazy factory resolves a type "
                + "whose factory is already running; break the loop (e.g. resolve one side when used).")
    }

    @Test func aFactoryResolvingItsOwnTypeIsACycleOfOne() throws {
        let caught = Locked<DependencyCycle?>(nil)
        let container = DependenciesContainer().register(as: CycleA.self) {
            do throws(DependencyCycle) {
                _ = try DependenciesContainer.current.resolvingDetectingCycles(CycleA.self)
            } catch {
                caught.withLock { $0 = error }
            }
            return CycleA()
        }
        _ = container.resolve(CycleA.self)
        let a = String(reflecting: CycleA.self)
        #expect(try #require(caught.withLock { $0 }).path == [a, a])
    }
}
