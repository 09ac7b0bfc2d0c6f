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
/// app shows that in words instead of failing the whole album. The title and both addresses are
/// kept in one text record (`TextRecord`), not as three strings: a long album's photos cost about
/// their text.
public struct Photo: Codable, Sendable, Identifiable, Hashable, RemoteResource {
    /// The album's id.
    public var albumId: Album.ID
    /// The server-assigned identifier.
    public var id: Int
    /// The title and the addresses (empty when missing).
    private var text: TextRecord<PhotoField>
    /// Which addresses are missing (bit 0 the image's, bit 1 the thumbnail's).
    private var missing: UInt8

    /// The photo's title.
    public var title: String {
        get { text[.title] }
        set { text = text.replacing([.title: newValue]) }
    }

    /// The image's address, if the server gave one.
    public var url: String? {
        get { address(.url) }
        set { setAddress(.url, to: newValue) }
    }

    /// The thumbnail's address, if the server gave one.
    public var thumbnailUrl: String? {
        get { address(.thumbnailUrl) }
        set { setAddress(.thumbnailUrl, to: newValue) }
    }

    /// Creates a photo from all of its fields.
    public init(albumId: Album.ID, id: Int, title: String, url: String?, thumbnailUrl: String?) {
        self.albumId = albumId
        self.id = id
        text = .make { field in
            switch field {
            case .title: title
            case .url: url ?? ""
            case .thumbnailUrl: thumbnailUrl ?? ""
            }
        }
        missing = (url == nil ? Self.missingBit(.url) : 0) | (thumbnailUrl == nil ? Self.missingBit(.thumbnailUrl) : 0)
    }

    /// `/photos`, listed under an album: `/albums/{id}/photos`.
    public static let collection = "photos"
    public static let parentCollection: String? = "albums"
    public var parentID: Int? { albumId }
    public var displayName: String { title }

    private enum CodingKeys: String, CodingKey {
        case albumId, id, title, url, thumbnailUrl
    }

    /// Reads a photo as JSONPlaceholder sends it; either address may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            albumId: try container.decode(Album.ID.self, forKey: .albumId),
            id: try container.decode(Int.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            url: try container.decodeIfPresent(String.self, forKey: .url),
            thumbnailUrl: try container.decodeIfPresent(String.self, forKey: .thumbnailUrl))
    }

    /// Writes the photo as JSONPlaceholder sends it, leaving out a missing address.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(albumId, forKey: .albumId)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(thumbnailUrl, forKey: .thumbnailUrl)
    }

    private static func missingBit(_ field: PhotoField) -> UInt8 { field == .url ? 1 : 2 }

    private func address(_ field: PhotoField) -> String? {
        missing & Self.missingBit(field) != 0 ? nil : text[field]
    }

    private mutating func setAddress(_ field: PhotoField, to value: String?) {
        text = text.replacing([field: value ?? ""])
        missing = value == nil ? missing | Self.missingBit(field) : missing & ~Self.missingBit(field)
    }
}

/// The string fields of a photo, in the order its `TextRecord` stores them.
enum PhotoField: Int, TextRecordField {
    case title, url, thumbnailUrl

    static let fieldCount = allCases.count
}
