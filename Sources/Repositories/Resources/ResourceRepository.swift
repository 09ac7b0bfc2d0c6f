// ResourceRepository: reading and writing any REST collection (todos, albums, photos...) the
// same way. One live implementation (`LiveResourceRepository`) and one offline wrapper
// (`OfflineResourceRepository`) serve every `RemoteResource`.
import Foundation
import Models

/// Lists, creates, replaces, patches and deletes the items of one collection.
///
/// JSONPlaceholder does not keep writes, so the repository keeps the session's own creations,
/// edits and deletions and lays them over every list the server sends.
public protocol ResourceRepository<Item>: Sendable {
    /// The model of the collection.
    associatedtype Item: RemoteResource

    /// Every item; cacheFirst yields cached then fresh (a long list may first yield its first
    /// screenful, `Sourced.isPartial`), others yield once.
    func items(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error>
    /// The items of one parent (`/users/1/todos`), with the same policies.
    func items(under parentID: Int, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Item]>, any Error>
    /// POSTs `item` (its id is left out) and keeps what the server answered, with a distinct id.
    func create(_ item: Item) async throws -> Item
    /// PUTs the whole `item` and keeps the server's answer as an edit.
    func replace(_ item: Item) async throws -> Item
    /// PATCHes `item`'s `fields` (a JSON object) and keeps `item`, which already carries them.
    func patch(_ item: Item, fields: [String: PatchValue]) async throws -> Item
    /// DELETEs `item` and keeps it out of later lists.
    func delete(_ item: Item) async throws
    /// The ids of the items edited in this app (so lists can mark them).
    func editedIDs() -> Set<Int>
}

/// One field's new value in a PATCH body.
public enum PatchValue: Sendable, Hashable, Encodable {
    /// A boolean.
    case bool(Bool)
    /// A string.
    case string(String)
    /// An integer.
    case int(Int)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        }
    }
}
