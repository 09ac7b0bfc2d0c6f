// Temporary minimal container so the view runtime builds; replaced by the Injection module.
import Foundation

public struct DependenciesContainer: @unchecked Sendable {
    final class Storage: @unchecked Sendable {
        var values: [ObjectIdentifier: Any] = [:]
    }
    private let storage = Storage()
    public init() {}
    public var id: ObjectIdentifier { ObjectIdentifier(storage) }
    public func register<T>(_ value: T, as type: T.Type = T.self, origin: String? = nil) -> DependenciesContainer {
        let copy = DependenciesContainer()
        copy.storage.values = storage.values
        copy.storage.values[ObjectIdentifier(type)] = value
        return copy
    }
    public func register<T>(as type: T.Type, origin: String? = nil, _ factory: @escaping @Sendable () -> T) -> DependenciesContainer {
        register(factory(), as: type, origin: origin)
    }
    public func resolve<T>(_ type: T.Type = T.self) -> T? { storage.values[ObjectIdentifier(type)] as? T }
    public func merging(_ child: DependenciesContainer) -> DependenciesContainer {
        let copy = DependenciesContainer()
        copy.storage.values = storage.values.merging(child.storage.values) { $1 }
        return copy
    }
    public func scoped(to path: String) -> DependenciesContainer { self }
    @TaskLocal static var currentValue = DependenciesContainer()
    public static var current: DependenciesContainer { currentValue }
    public func withDependencies<R>(_ body: () throws -> R) rethrows -> R {
        try Self.$currentValue.withValue(self) { try body() }
    }
}

@propertyWrapper
public struct Injected<T> {
    public let wrappedValue: T
    public init() { wrappedValue = DependenciesContainer.current.resolve(T.self)! }
}
