// DependenciesContainer: an immutable, environment-scoped set of registrations keyed by type.
// Registering and merging make new containers; lazy caches are shared by reference.

/// An immutable set of dependencies keyed by type identity, passed down a view tree.
///
/// Containers are values: `register` and `merging` return new containers and never change the
/// receiver. Lazy registrations keep their cache in the registration, so copies of a container
/// and containers made from it by `register` share one cached instance.
///
/// ```swift
/// let root = DependenciesContainer()
///     .register(LiveAPIService(), as: APIService.self)
///     .register(as: UserRepository.self) { LiveUserRepository() }  // built on first resolve
/// let viewModel = root.withDependencies { UsersViewModel() }       // its @Injected resolve here
/// ```
///
/// Values of any type may be registered; the container is `Sendable` but cannot make its values
/// so. Register `Sendable` services, or main-actor types that are only resolved on the main actor.
public struct DependenciesContainer: Sendable {
    /// Registrations from the root container (first) to the innermost merged child (last).
    let levels: [Level]
    /// The view path where values are being asked for, set by `scoped(to:)`.
    public let scopePath: String?

    /// An empty container with a new identity.
    public init() {
        self.init(levels: [Level()], scopePath: nil)
    }

    init(levels: [Level], scopePath: String?) {
        self.levels = levels
        self.scopePath = scopePath
    }

    /// A stable identity: copies (and `scoped(to:)` views) share it; `register`/`merging` make new ones.
    public var id: ID {
        ID(level: levels[levels.count - 1])
    }

    /// The same registrations and lazy caches, remembering `path` as where values are asked for.
    public func scoped(to path: String) -> DependenciesContainer {
        DependenciesContainer(levels: levels, scopePath: path)
    }

    /// A new container with `child`'s registrations over the receiver's; the child's win.
    ///
    /// The receiver's lazy caches are shared: resolving one of its registrations through the
    /// merged container builds (or reuses) the receiver's instance. The child's lazy
    /// registrations get fresh caches owned by the merged container, so their factories run
    /// against this parent (never an earlier one the child was merged over). Neither the
    /// receiver nor `child` changes. The merged container keeps the receiver's `scopePath`.
    public func merging(_ child: DependenciesContainer) -> DependenciesContainer {
        DependenciesContainer(
            levels: levels + child.levels.map { $0.withFreshCaches() },
            scopePath: scopePath)
    }

    /// The names of the types this container resolves, sorted (overridden ones once).
    public var registeredTypes: [String] {
        Set(levels.flatMap { $0.registrations.values.map(\.typeName) }).sorted()
    }
}

extension DependenciesContainer: Identifiable {
    /// The identity of a container's registrations (and their lazy caches).
    ///
    /// It keeps the registrations it names alive, so a stored identity is never mistaken for a
    /// later container's (as a bare `ObjectIdentifier` of freed storage could be).
    public struct ID: Hashable, Sendable {
        let level: Level

        /// Whether both name the same registrations.
        public static func == (lhs: ID, rhs: ID) -> Bool {
            lhs.level === rhs.level
        }

        /// Hashes the identity of the registrations.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(level))
        }
    }
}
