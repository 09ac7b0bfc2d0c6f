// ResourceCatalog: how a resource's repository is registered, made by whichever factory the
// container is for (live, offline, in memory). The list of resources is the views'
// (`ResourceScreens.all`): the app, the view tests and the benchmarks register through it.
import Injection
import Models
import Repositories

/// Makes the repository of any resource (live, offline, in memory for tests).
public protocol ResourceRepositoryFactory: Sendable {
    /// The repository of `Item`'s collection.
    func repository<Item: RemoteResource>(for type: Item.Type) -> any ResourceRepository<Item>
}

/// How a resource's repository gets into a container.
public enum ResourceCatalog {
    /// Registers `Item`'s repository, made by a factory, as `any ResourceRepository<Item>`.
    public typealias Registration =
        @Sendable (DependenciesContainer, any ResourceRepositoryFactory) -> DependenciesContainer

    /// The registration of `Item`'s repository.
    public static func registration<Item: RemoteResource>(for type: Item.Type) -> Registration {
        { container, factory in register(type, in: container, using: factory) }
    }

    /// The registrations of several resources shown by one tab (albums and their photos).
    public static func registration<each Item: RemoteResource>(for types: repeat (each Item).Type) -> Registration {
        { container, factory in
            var container = container
            for type in repeat each types {
                container = register(type, in: container, using: factory)
            }
            return container
        }
    }

    private static func register<Item: RemoteResource>(
        _ type: Item.Type, in container: DependenciesContainer,
        using factory: any ResourceRepositoryFactory
    ) -> DependenciesContainer {
        container.register(factory.repository(for: Item.self), as: (any ResourceRepository<Item>).self)
    }
}

extension LiveResourceRepositoryFactory: ResourceRepositoryFactory {}
extension MemoryResourceRepositoryFactory: ResourceRepositoryFactory {}
