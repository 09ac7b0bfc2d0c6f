// The album screens: `Albums (N)` with owners, an album's `Photos (N)` (title and both
// addresses as text), one photo's fields; a user's albums from their detail (`a`).
import Models
import TerminalUI
import ViewModels

extension ResourceScreens {
    /// The Albums tab, an album's photos, a photo, and a user's albums.
    static let albums = ResourceScreens(
        tab: .albums, registration: ResourceCatalog.registration(for: Album.self, Photo.self),
        makeModel: { AlbumsViewModel() },
        root: { model, app in AlbumsScreen(app: app, viewModel: model) },
        screen: { route, app in
            switch route.value {
            case let shown as AlbumPhotos: AnyView(PhotosScreen(app: app, album: shown.album).id(shown.album.id))
            case let shown as PhotoFields: AnyView(PhotoScreen(app: app, photo: shown.photo).id(shown.photo.id))
            case let shown as UserAlbums: AnyView(UserAlbumsScreen(app: app, user: shown.user).id(shown.user.id))
            default: nil
            }
        },
        userSection: UserSection(
            key: "a", route: { ScreenRoute(UserAlbums(user: $0)) },
            summary: { AnyView(UserAlbumsSummary(user: $0)) }),
        hints: [(.filter, nil), (.open, "photos"), (.refresh, nil)])
}

/// The routes of the album screens.
struct AlbumPhotos: Hashable, Sendable { let album: Album }
struct PhotoFields: Hashable, Sendable { let photo: Photo }
struct UserAlbums: Hashable, Sendable { let user: User }

/// `Albums (N)`: title and owner; Enter opens the album's photos.
struct AlbumsScreen: View {
    static let columns = Columns(fractions: [0.7, 0.3], minimum: 8)
    let app: AppViewModel
    let viewModel: AlbumsViewModel

    var body: some View {
        ResourceListScreen(
            app: app, viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
            layout: Self.columns, values: { [$0.item.title, $0.ownerName] },
            open: {
                if let album = viewModel.selectedAlbum { app.push(.screen(ScreenRoute(AlbumPhotos(album: album)))) }
            },
            refresh: { viewModel.refresh() }
        )
        .onAppear { if viewModel.isIdle { viewModel.load() } }
    }
}

/// One user's albums, pushed from their detail.
struct UserAlbumsScreen: View {
    let app: AppViewModel
    @StateViewModel private var viewModel: AlbumsViewModel

    init(app: AppViewModel, user: User) {
        self.app = app
        _viewModel = StateViewModel { _ in AlbumsViewModel(userID: user.id) }
    }

    var body: some View { AlbumsScreen(app: app, viewModel: viewModel) }
}

/// `Albums (N)  a` in a user's detail.
struct UserAlbumsSummary: View {
    @StateViewModel private var viewModel: AlbumsViewModel
    @Environment(\.actionKeys) private var keys

    init(user: User) { _viewModel = StateViewModel { _ in AlbumsViewModel(userID: user.id) } }

    var body: some View {
        Text(viewModel.title + ResourceScreens.albums.userSectionKeyText(keys)).bold().onAppear { viewModel.load() }
    }
}

/// `Photos (N)` of one album: title, address and thumbnail address; Enter shows a photo's fields.
struct PhotosScreen: View {
    static let columns = Columns(fractions: [0.3, 0.35, 0.35], minimum: 8)
    let app: AppViewModel
    @StateViewModel private var viewModel: PhotosViewModel

    init(app: AppViewModel, album: Album) {
        self.app = app
        _viewModel = StateViewModel { _ in PhotosViewModel(album: album) }
    }

    var body: some View {
        ResourceListScreen(
            app: app, viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
            layout: Self.columns,
            values: { [$0.item.title, $0.item.url ?? "(no URL)", $0.item.thumbnailUrl ?? "(no URL)"] },
            open: {
                if let photo = viewModel.selectedPhoto { app.push(.screen(ScreenRoute(PhotoFields(photo: photo)))) }
            },
            refresh: { viewModel.refresh() }
        )
        .onAppear { viewModel.load() }
    }
}

/// One photo's fields; `y`, `Y` and the raw key act on the photo.
struct PhotoScreen: View {
    let app: AppViewModel
    let photo: Photo

    var body: some View {
        VStack {
            FieldList(fields: PhotosViewModel.fields(of: photo))
            Spacer()
        }
        .border(title: photo.title)
        .onAppear {
            app.setItemSourceOfCurrentScreen { CopiedItem(fieldName: "title", field: photo.title, item: photo) }
        }
    }
}
