// The cache keys of every resource collection, made from its name.
import Foundation
import Models

/// Names of a collection's cache entries.
enum ResourceCacheKeys {
    /// The whole list: "todos".
    static func list<Item: RemoteResource>(_ type: Item.Type) -> String { Item.collection }
    /// One parent's items: "todos.users-1".
    static func list<Item: RemoteResource>(_ type: Item.Type, under parentID: Int) -> String {
        "\(Item.collection).\(Item.parentCollection ?? "parent")-\(parentID)"
    }
    /// The session's creations, edits and deletions: "todos.changes".
    static func changes<Item: RemoteResource>(_ type: Item.Type) -> String { "\(Item.collection).changes" }
}
