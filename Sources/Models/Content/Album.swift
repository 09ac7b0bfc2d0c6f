// A JSONPlaceholder album (`GET /albums`, `/users/{id}/albums`) and its photos (`Photo`).
import Foundation

/// A user's photo album.
public struct Album: Codable, Sendable, Identifiable, Hashable, RemoteResource {
    /// The owner's user id.
    public var userId: User.ID
    /// The server-assigned identifier.
    public var id: Int
    /// The album's title.
    public var title: String

    /// Creates an album from all of its fields.
    public init(userId: User.ID, id: Int, title: String) {
        self.userId = userId
        self.id = id
        self.title = title
    }

    /// `/albums`, listed under a user: `/users/{id}/albums`.
    public static let collection = "albums"
    public static let parentCollection: String? = "users"
    public var parentID: Int? { userId }
    public var displayName: String { title }
}

/// A photo of an album (`GET /photos`, `/albums/{id}/photos`). Either URL may be missing: the
/// app shows that in words instead of failing the whole album.
public struct Photo: Codable, Sendable, Identifiable, Hashable, RemoteResource {
    /// The album's id.
    public var albumId: Album.ID
    /// The server-assigned identifier.
    public var id: Int
    /// The photo's title.
    public var title: String
    /// The image's address, if the server gave one.
    public var url: String?
    /// The thumbnail's address, if the server gave one.
    public var thumbnailUrl: String?

    /// Creates a photo from all of its fields.
    public init(albumId: Album.ID, id: Int, title: String, url: String?, thumbnailUrl: String?) {
        self.albumId = albumId
        self.id = id
        self.title = title
        self.url = url
        self.thumbnailUrl = thumbnailUrl
    }

    /// `/photos`, listed under an album: `/albums/{id}/photos`.
    public static let collection = "photos"
    public static let parentCollection: String? = "albums"
    public var parentID: Int? { albumId }
    public var displayName: String { title }
}
