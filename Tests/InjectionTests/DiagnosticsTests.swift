// DiagnosticsTests: the exact wording of the missing-dependency message and debugDescription.
import Testing

@testable import Injection

@Suite struct DiagnosticsTests {
    let marker = String(reflecting: Marker.self)
    let greeter = String(reflecting: (any Greeter).self)
    let instance = String(reflecting: Instance.self)

    @Test func emptyContainerDescribesItselfAsEmpty() {
        #expect(DependenciesContainer().debugDescription == "DependenciesContainer: no registrations")
    }

    @Test func debugDescriptionListsEveryRegistrationWithKindStateAndOrigin() {
        let container = DependenciesContainer()
            .register(Marker(value: "m"), origin: "App")
            .register(as: Instance.self) { Instance(label: "i") }
            .register(EnglishGreeter(), as: (any Greeter).self, file: "App/main.swift", line: 7)
        let line = #line - 2
        let before = """
            DependenciesContainer: 3 registrations
              - \(marker): value, from App
              - \(instance): lazy (not built), from InjectionTests/DiagnosticsTests.swift:\(line)
              - \(greeter): value, from App/main.swift:7
            """
        #expect(container.debugDescription == before)
        _ = container.resolve(Instance.self)
        #expect(
            container.debugDescription
                == before.replacingOccurrences(of: "lazy (not built)", with: "lazy (built)"))
    }

    @Test func debugDescriptionShowsTheScopeAndOverriddenRegistrations() {
        let parent = DependenciesContainer()
            .register(Marker(value: "parent"), origin: "Root")
            .register(EnglishGreeter(), as: (any Greeter).self, origin: "Root")
        let child = parent.merging(
            DependenciesContainer()
                .register(Marker(value: "child"), origin: "Root > UsersScreen")
        )
        .scoped(to: "Root > UsersScreen > UserList")
        #expect(
            child.debugDescription == """
                DependenciesContainer in Root > UsersScreen > UserList: 3 registrations
                  - \(marker): value, from Root (overridden)
                  - \(greeter): value, from Root
                  - \(marker): value, from Root > UsersScreen
                """)
    }

    @Test func debugDescriptionInsideAFactoryReportsItBuilding() {
        let seen = Locked("")
        let container = DependenciesContainer().register(as: Instance.self, origin: "Root") {
            seen.withLock { $0 = DependenciesContainer.current.debugDescription }
            return Instance(label: "i")
        }
        _ = container.resolve(Instance.self)
        #expect(
            seen.withLock { $0 } == """
                DependenciesContainer: 1 registration
                  - \(instance): lazy (building), from Root
                """)
    }

    @Test func missingDependencyMessageNamesTypePlaceScopeAndRegistrations() {
        let container = DependenciesContainer()
            .register(Marker(value: "m"), origin: "Root")
            .scoped(to: "Root > UsersScreen")
        let message = InjectionDiagnostics.missingDependencyMessage(
            typeName: greeter, file: "ViewModels/UsersViewModel.swift", line: 12, container: container)
        #expect(
            message == """
                Injection: missing dependency \(greeter), asked for at \
                ViewModels/UsersViewModel.swift:12 in Root > UsersScreen. Register it with \
                .register(_:as:) or .inject(...) above this point. Registered there:
                DependenciesContainer in Root > UsersScreen: 1 registration
                  - \(marker): value, from Root
                """)
    }

    @Test func missingDependencyMessageOutsideAnyScopeSaysSo() {
        let message = InjectionDiagnostics.missingDependencyMessage(
            typeName: greeter, file: "ViewModels/UsersViewModel.swift", line: 12, container: nil)
        #expect(
            message == """
                Injection: missing dependency \(greeter), asked for at \
                ViewModels/UsersViewModel.swift:12 outside any dependency scope. Create the owner \
                inside container.withDependencies { ... } or below a view's .inject(...).
                """)
    }
}
