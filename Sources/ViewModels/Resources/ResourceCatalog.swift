// ResourceCatalog: the one list of the resource collections the app shows beside users and
// posts. The app's composition root, the view tests and the benchmarks all register their
// repositories through it, so a resource added here cannot be missing from any of them.
import Injection
import Models
import Repositories

/// Makes the repository of any resource (live, offline, in memory for tests).
public protocol ResourceRepositoryFactory: Sendable {
    /// The repository of `Item`'s collection.
    func repository<Item: RemoteResource>(for type: Item.Type) -> any ResourceRepository<Item>
}

/// Every resource collection, registered the same way everywhere.
public enum ResourceCatalog {
    /// `container` with a repository for each resource, made by `factory`.
    ///
    /// Adding a resource is one line here (plus its model, view model and view).
    public static func register(in container: DependenciesContainer,
                                using factory: some ResourceRepositoryFactory) -> DependenciesContainer {
        container
            .register(factory.repository(for: Todo.self), as: (any ResourceRepository<Todo>).self)
    }
}

extension LiveResourceRepositoryFactory: ResourceRepositoryFactory {}
extension MemoryResourceRepositoryFactory: ResourceRepositoryFactory {}
