// RegistrationTests: keys are type identities; register returns new containers.
import Testing

@testable import Injection

@Suite struct RegistrationTests {
    @Test func resolvesARegisteredValueByItsType() {
        let container = DependenciesContainer().register(Marker(value: "a"))
        #expect(container.resolve(Marker.self) == Marker(value: "a"))
    }

    @Test func unregisteredTypeResolvesToNil() {
        #expect(DependenciesContainer().resolve(Marker.self) == nil)
    }

    @Test func nestedTypesWithTheSameNameNeverCollide() {
        let container = DependenciesContainer()
            .register(Billing.Service(name: "billing"))
            .register(Shipping.Service(name: "shipping"))
        #expect(container.resolve(Billing.Service.self)?.name == "billing")
        #expect(container.resolve(Shipping.Service.self)?.name == "shipping")
    }

    @Test func protocolRegistrationResolvesAsTheProtocolOnly() {
        let container = DependenciesContainer().register(EnglishGreeter(), as: (any Greeter).self)
        #expect(container.resolve((any Greeter).self)?.greeting == "hello")
        #expect(container.resolve(EnglishGreeter.self) == nil)
    }

    @Test func registeringAgainReplacesTheEarlierRegistration() {
        let container = DependenciesContainer()
            .register(Marker(value: "first"))
            .register(Marker(value: "second"))
        #expect(container.resolve(Marker.self) == Marker(value: "second"))
        #expect(container.registeredTypes == [String(reflecting: Marker.self)])
    }

    @Test func registerReturnsANewContainerAndLeavesTheOriginalUnchanged() {
        let original = DependenciesContainer().register(Marker(value: "a"))
        let extended = original.register(Billing.Service(name: "b"))
        #expect(original.resolve(Billing.Service.self) == nil)
        #expect(extended.resolve(Billing.Service.self)?.name == "b")
        #expect(extended.resolve(Marker.self) == Marker(value: "a"))
        #expect(original.id != extended.id)
    }

    @Test func copiesShareAnIdentityAndNewContainersDoNot() {
        let container = DependenciesContainer().register(Marker(value: "a"))
        let copy = container
        #expect(copy.id == container.id)
        #expect(container.scoped(to: "Root > Users").id == container.id)
        #expect(DependenciesContainer().id != DependenciesContainer().id)
    }

    @Test func aStoredIdentityNeverMatchesALaterContainer() {
        let stored = DependenciesContainer().register(Marker(value: "gone")).id
        let later = (0..<100).map { _ in DependenciesContainer().register(Marker(value: "new")).id }
        #expect(!later.contains(stored))
        #expect(Set(later).count == 100)
    }

    @Test func scopedKeepsRegistrationsAndRemembersThePath() {
        let container = DependenciesContainer().register(Marker(value: "a"))
        let scoped = container.scoped(to: "Root > UsersScreen")
        #expect(scoped.scopePath == "Root > UsersScreen")
        #expect(container.scopePath == nil)
        #expect(scoped.resolve(Marker.self) == Marker(value: "a"))
    }

    @Test func registeredTypesListsEachTypeOnceSorted() {
        let parent = DependenciesContainer()
            .register(Shipping.Service(name: "s"))
            .register(Marker(value: "m"))
        let merged = parent.merging(DependenciesContainer().register(Marker(value: "child")))
        #expect(
            merged.registeredTypes
                == [
                    String(reflecting: Marker.self),
                    String(reflecting: Shipping.Service.self),
                ].sorted())
    }
}
