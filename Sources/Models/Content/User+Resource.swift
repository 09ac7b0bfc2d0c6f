// Users as a REST collection, for editing and deleting them (`PUT`, `DELETE /users/ID`); the
// list itself is streamed by `LiveUserRepository`.
import Foundation

extension User: RemoteResource {
    /// `/users`, listed only whole.
    public static let collection = "users"
    public static let parentCollection: String? = nil
    public var parentID: Int? { nil }
    /// The name.
    public var displayName: String { name }
}
