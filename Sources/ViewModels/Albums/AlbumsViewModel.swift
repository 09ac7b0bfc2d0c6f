// AlbumsViewModel and PhotosViewModel: the albums (all, or one user's) with their owners, and
// the photos of one album, each a resource list; an album with no photos says so.
import Injection
import Models
import Observation
import Repositories

/// The albums list screen.
@MainActor @Observable
public final class AlbumsViewModel: FilterableList {
    @ObservationIgnored @Injected private var repository: any ResourceRepository<Album>
    @ObservationIgnored @Injected private var owners: UserNames
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private let scope: ResourceList<Album>.Scope
    /// The list and its loading.
    @ObservationIgnored public private(set) lazy var resources = ResourceList<Album>(
        repository: repository, status: status, scope: scope, owners: owners,
        ownerID: \.userId, searchFields: { [$0.title] }, sortColumns: AlbumsViewModel.sortColumns)

    /// The columns `s` sorts by: the title and the owner.
    public nonisolated static let sortColumns = [
        SortColumn<ResourceRow<Album>>("Title", searchField: 0), SortColumn("Owner", searchField: 1),
    ]

    /// Every user's albums, or `userID`'s only.
    public init(userID: User.ID? = nil) { scope = userID.map { .under($0) } ?? .all }
    isolated deinit { resources.stop() }

    /// The rows, the filter text and the selection.
    public var list: SearchableList<ResourceRow<Album>> { resources.list }
    /// The album on the selected row.
    public var selectedAlbum: Album? { resources.selectedItem }
    /// `Albums (N)`, or `Albums (M of N)` while filtering (see `listTitle` for a long list arriving).
    public var title: String {
        listTitle("Albums", of: resources)
    }
    /// What to show instead of rows.
    public var placeholder: String? { listPlaceholder("albums", state: resources.state) }
    /// Whether nothing was asked for yet.
    public var isIdle: Bool { if case .idle = resources.state { true } else { false } }

    /// Loads cached albums at once, then fresh ones.
    @discardableResult public func load() -> Task<Void, Never> { resources.load(policy: .cacheFirst) }
    /// Asks the network again.
    @discardableResult public func refresh() -> Task<Void, Never> { resources.load(policy: .networkFirst) }
}

/// The photos of one album.
@MainActor @Observable
public final class PhotosViewModel: FilterableList {
    /// The album shown.
    public let album: Album
    @ObservationIgnored @Injected private var repository: any ResourceRepository<Photo>
    @ObservationIgnored @Injected private var status: StatusCenter
    /// The list and its loading.
    @ObservationIgnored public private(set) lazy var resources = ResourceList<Photo>(
        repository: repository, status: status, scope: .under(album.id),
        searchFields: { [$0.title, $0.url ?? "", $0.thumbnailUrl ?? ""] }, sortColumns: PhotosViewModel.sortColumns)

    /// The columns `s` sorts by: the title and both addresses.
    public nonisolated static let sortColumns = [
        SortColumn<ResourceRow<Photo>>("Title", searchField: 0), SortColumn("URL", searchField: 1),
        SortColumn("Thumbnail", searchField: 2),
    ]

    /// The photos of `album`.
    public init(album: Album) { self.album = album }
    isolated deinit { resources.stop() }

    /// The rows, the filter text and the selection.
    public var list: SearchableList<ResourceRow<Photo>> { resources.list }
    /// The photo on the selected row.
    public var selectedPhoto: Photo? { resources.selectedItem }
    /// `Photos (N)`, or `Photos (M of N)` while filtering (see `listTitle` for a long list arriving).
    public var title: String {
        listTitle("Photos", of: resources)
    }
    /// What to show instead of rows; an album without photos says so.
    public var placeholder: String? {
        if case .loaded = resources.state, list.items.isEmpty { return "This album has no photos." }
        return listPlaceholder("photos", state: resources.state)
    }

    /// Loads cached photos at once, then fresh ones.
    @discardableResult public func load() -> Task<Void, Never> { resources.load(policy: .cacheFirst) }
    /// Asks the network again.
    @discardableResult public func refresh() -> Task<Void, Never> { resources.load(policy: .networkFirst) }

    /// A photo's fields, labelled; a missing address says so.
    public static func fields(of photo: Photo) -> [DetailField] {
        [
            DetailField(label: "Title", value: photo.title),
            DetailField(label: "Album", value: String(photo.albumId)),
            DetailField(label: "ID", value: String(photo.id)),
            DetailField(label: "URL", value: photo.url ?? "(no URL)"),
            DetailField(label: "Thumbnail", value: photo.thumbnailUrl ?? "(no URL)"),
        ]
    }
}

extension AppTab {
    /// The albums list.
    public static let albums = AppTab(title: "Albums")
}

extension AlbumsViewModel: CopiableSelection {
    /// The selected album's title.
    public var copiedItem: CopiedItem? {
        selectedAlbum.map { CopiedItem(fieldName: "title", field: $0.title, item: $0) }
    }
}

extension PhotosViewModel: CopiableSelection {
    /// The selected photo's title.
    public var copiedItem: CopiedItem? {
        selectedPhoto.map { CopiedItem(fieldName: "title", field: $0.title, item: $0) }
    }
}
