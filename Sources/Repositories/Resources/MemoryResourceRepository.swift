// MemoryResourceRepository: a resource collection held in memory, for benchmarks and for
// tests of the layers above the repositories. Writes are recorded and can be made to fail.
import Foundation
import Models
import Synchronization

/// One write a `MemoryResourceRepository` was asked for.
public enum ResourceWrite<Item: RemoteResource>: Sendable, Equatable {
    /// POST.
    case create(Item)
    /// PUT.
    case replace(Item)
    /// PATCH with these fields.
    case patch(Item, [String: PatchValue])
    /// DELETE.
    case delete(Item)
}

/// Items in memory, served at once with a fixed origin.
public final class MemoryResourceRepository<Item: RemoteResource>: ResourceRepository {
    private struct State {
        var items: [Item]
        var writes: [ResourceWrite<Item>] = []
        var edited: Set<Int> = []
    }

    private let state: Mutex<State>
    private let origin: DataOrigin
    private let readFailure: (any Error & Sendable)?
    private let writeFailure: @Sendable (ResourceWrite<Item>) -> (any Error)?

    /// `items`, delivered from `origin`; reads fail with `readFailure` when given, and a write
    /// fails with what `writeFailure` returns for it.
    public init(
        _ items: [Item], origin: DataOrigin = .network, readFailure: (any Error & Sendable)? = nil,
        writeFailure: @escaping @Sendable (ResourceWrite<Item>) -> (any Error)? = { _ in nil }
    ) {
        state = Mutex(State(items: items))
        self.origin = origin
        self.readFailure = readFailure
        self.writeFailure = writeFailure
    }

    /// The writes asked for so far, in order.
    public var writes: [ResourceWrite<Item>] { state.withLock { $0.writes } }

    public func items(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        stream { _ in true }
    }

    public func items(under parentID: Int, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        stream { $0.parentID == parentID }
    }

    public func create(_ item: Item) async throws -> Item {
        try write(.create(item)) { state in
            var created = item
            created.id = (state.items.map(\.id).max() ?? 0) + 1
            state.items.append(created)
            return created
        }
    }

    public func replace(_ item: Item) async throws -> Item {
        try write(.replace(item)) { state in Self.put(item, in: &state) }
    }

    public func patch(_ item: Item, fields: [String: PatchValue]) async throws -> Item {
        try write(.patch(item, fields)) { state in Self.put(item, in: &state) }
    }

    public func delete(_ item: Item) async throws {
        _ = try write(.delete(item)) { state in
            state.items.removeAll { $0.id == item.id }
            return item
        }
    }

    public func editedIDs() -> Set<Int> { state.withLock { $0.edited } }

    private static func put(_ item: Item, in state: inout State) -> Item {
        if let index = state.items.firstIndex(where: { $0.id == item.id }) { state.items[index] = item }
        state.edited.insert(item.id)
        return item
    }

    private func write(_ write: ResourceWrite<Item>, _ apply: (inout State) -> Item) throws -> Item {
        let failure = writeFailure(write)
        return try state.withLock { state in
            state.writes.append(write)
            if let failure { throw failure }
            return apply(&state)
        }
    }

    private func stream(_ belongs: @escaping (Item) -> Bool) -> AsyncThrowingStream<Sourced<[Item]>, any Error> {
        let items = state.withLock { $0.items }.filter(belongs)
        let origin = origin
        let failure = readFailure
        return AsyncThrowingStream { continuation in
            if let failure {
                continuation.finish(throwing: failure)
            } else {
                continuation.yield(Sourced(value: items, origin: origin))
                continuation.finish()
            }
        }
    }
}

/// Makes `MemoryResourceRepository`s from a table of items per resource.
public struct MemoryResourceRepositoryFactory: Sendable {
    private let make: @Sendable (Any.Type) -> (any Sendable)?

    /// A factory answering each resource type with the repository `make` returns for it, and
    /// an empty one for types it does not know.
    public init(_ make: @escaping @Sendable (Any.Type) -> (any Sendable)?) {
        self.make = make
    }

    /// The repository of `Item`'s collection.
    public func repository<Item: RemoteResource>(for type: Item.Type) -> any ResourceRepository<Item> {
        (make(type) as? any ResourceRepository<Item>) ?? MemoryResourceRepository<Item>([])
    }
}
