// `--offline` for any resource: every read is `cacheOnly`, every write is refused at once.
import Foundation
import Models

/// Wraps a resource repository so reads come from the cache only and writes fail with
/// `RepositoryError.offline`, before anything is sent.
public struct OfflineResourceRepository<Item: RemoteResource>: ResourceRepository {
    private let base: any ResourceRepository<Item>
    /// Wraps `base`.
    public init(_ base: any ResourceRepository<Item>) { self.base = base }

    public func items(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        base.items(policy: .cacheOnly)
    }

    public func items(under parentID: Int, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        base.items(under: parentID, policy: .cacheOnly)
    }

    public func create(_ item: Item) async throws -> Item { throw RepositoryError.offline }
    public func replace(_ item: Item) async throws -> Item { throw RepositoryError.offline }
    public func patch(_ item: Item, fields: [String: PatchValue]) async throws -> Item { throw RepositoryError.offline }
    public func delete(_ item: Item) async throws { throw RepositoryError.offline }
    public func editedIDs() -> Set<Int> { base.editedIDs() }
}
