// InjectedTests: @Injected resolves eagerly from the current container, by type or key path,
// and works in @MainActor @Observable classes.
import Dispatch
import Observation
import Testing

@testable import Injection

/// A plain owner of injected dependencies (a struct: a wrapper's backing storage is a `var`).
struct GreetingService: Sendable {
    @Injected var greeter: any Greeter
    @Injected(\AppServices.marker) var marker: Marker
}

/// A view-model-shaped owner: main actor, observable, injected properties ignored by Observation.
@MainActor @Observable final class GreetingViewModel {
    @ObservationIgnored @Injected var greeter: any Greeter
    @ObservationIgnored @Injected(\AppServices.marker) var marker: Marker
    var text = ""

    func greet() {
        text = greeter.greeting + " " + marker.value
    }
}

@Suite struct InjectedTests {
    let container = DependenciesContainer()
        .register(EnglishGreeter(), as: (any Greeter).self)
        .register(AppServices(greeter: FrenchGreeter(), marker: Marker(value: "composite")))

    @Test func resolvesFromTheCurrentContainerAtInit() {
        let service = container.withDependencies { GreetingService() }
        #expect(service.greeter.greeting == "hello")
    }

    @Test func keyPathReadsAPartOfTheRegisteredComposite() {
        let service = container.withDependencies { GreetingService() }
        #expect(service.marker == Marker(value: "composite"))
    }

    @Test func valueResolvedAtInitIsSeenLaterOutsideTheScope() async {
        let service = container.withDependencies { GreetingService() }
        let other = DependenciesContainer()
            .register(FrenchGreeter(), as: (any Greeter).self)
            .register(AppServices(greeter: FrenchGreeter(), marker: Marker(value: "other")))
        let fromClosure: @Sendable () -> String = { service.greeter.greeting }
        let fromTask = await other.withDependencies {
            await Task { service.greeter.greeting }.value
        }
        let fromDetached = await Task.detached { service.marker.value }.value
        let fromQueue = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: service.greeter.greeting) }
        }
        #expect(fromClosure() == "hello")
        #expect(fromTask == "hello")
        #expect(fromDetached == "composite")
        #expect(fromQueue == "hello")
    }

    @Test func ownersCreatedInDifferentScopesKeepTheirOwnValues() {
        let french = container.merging(DependenciesContainer().register(FrenchGreeter(), as: (any Greeter).self))
        let english = container.withDependencies { GreetingService() }
        let inFrench = french.withDependencies { GreetingService() }
        #expect(english.greeter.greeting == "hello")
        #expect(inFrench.greeter.greeting == "bonjour")
    }

    @MainActor @Test func worksInAMainActorObservableClass() {
        let viewModel = container.withDependencies { GreetingViewModel() }
        let changed = Locked(false)
        withObservationTracking {
            _ = viewModel.text
        } onChange: {
            changed.withLock { $0 = true }
        }
        viewModel.greet()
        #expect(viewModel.text == "hello composite")
        #expect(changed.withLock { $0 })
    }

    @MainActor @Test func mainActorOwnerCanBeCreatedAcrossAnAwait() async {
        let viewModel = await container.withDependencies {
            await Task.yield()
            return GreetingViewModel()
        }
        #expect(viewModel.greeter.greeting == "hello")
    }
}
