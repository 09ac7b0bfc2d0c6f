// Injected: the property wrapper that resolves a dependency from the current container when its
// owner is created.

/// A dependency resolved from `DependenciesContainer.current` when the owner is initialised.
///
/// Resolution is eager, at the wrapper's init, so the value stays right when it is read later
/// from an escaping closure, a `Task` or a `DispatchQueue` block (where `current` may differ).
/// Create the owner inside `container.withDependencies { ... }` (the view layer does this for
/// view models). In an `@Observable` class, mark it ignored, as Observation does not track
/// wrapped properties:
///
/// ```swift
/// @MainActor @Observable final class UsersViewModel {
///     @ObservationIgnored @Injected var users: UserRepository
///     @ObservationIgnored @Injected(\AppServices.database) var database: Database
/// }
/// ```
///
/// A missing dependency stops with a message naming the type, this declaration's `file:line`,
/// the container's `scopePath` and what is registered.
@propertyWrapper
public struct Injected<T> {
    /// The resolved dependency.
    public let wrappedValue: T

    /// Resolves `T` from the current container; `file`/`line` default to the declaration.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        wrappedValue = Self.resolve(T.self, file: file, line: line)
    }

    /// Resolves the registered `Root` (a composite of services) and reads `keyPath` of it.
    public init<Root>(_ keyPath: KeyPath<Root, T>, file: StaticString = #fileID, line: UInt = #line) {
        wrappedValue = Self.resolve(Root.self, file: file, line: line)[keyPath: keyPath]
    }

    /// `type` from the current container; stops with the missing-dependency message otherwise.
    private static func resolve<V>(_ type: V.Type, file: StaticString, line: UInt) -> V {
        guard let container = TaskLocals.container else {
            fatalError(
                InjectionDiagnostics.missingDependencyMessage(
                    typeName: String(reflecting: type), file: "\(file)", line: line, container: nil))
        }
        return container.require(type, file: file, line: line)
    }
}

extension Injected: Sendable where T: Sendable {}
