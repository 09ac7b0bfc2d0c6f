// RemoteResource: what the rest of the app needs to know about one REST collection of the
// JSONPlaceholder-style API, described once on its model: the collection's path, the collection
// it is nested under, how an item reads in a sentence. Repositories, cache keys, endpoints and
// the offline wrapper follow from it (see `LiveResourceRepository`).
import Foundation

/// A model served as a REST collection: `GET /todos`, `GET /users/1/todos`, `POST /todos`,
/// `PUT`/`PATCH`/`DELETE /todos/1`.
///
/// ```swift
/// extension Todo: RemoteResource {
///     public static let collection = "todos"
///     public static let parentCollection: String? = "users"
///     public var parentID: Int? { userId }
///     public var displayName: String { title }
/// }
/// ```
public protocol RemoteResource: Codable, Sendable, Identifiable, Hashable where ID == Int {
    /// The collection's path segment, also its name in messages and cache keys ("todos").
    static var collection: String { get }
    /// The collection its items are listed under (`/users/1/todos`): "users"; nil for a
    /// collection listed only whole (users).
    static var parentCollection: String? { get }
    /// The id of the item this one belongs to (a todo's user, a photo's album); nil without a parent.
    var parentID: Int? { get }
    /// What a prompt calls the item: its title or name.
    var displayName: String { get }
    /// The server-assigned identifier (settable: a created item may need a distinct one).
    var id: Int { get set }
    /// The item in one element of a list (the bytes of one JSON object, read in place): the
    /// value, or the error, that `JSONDecoder` gives. JSONDecoder by default; the models of long
    /// lists read their common form faster and leave the rest to it.
    static func decodeListElement(_ element: UnsafeRawBufferPointer) throws -> Self
}
