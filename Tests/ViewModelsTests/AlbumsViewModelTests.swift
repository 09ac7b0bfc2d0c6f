// AlbumsViewModel and PhotosViewModel: owners, an album's photos, an album without photos, a
// photo without addresses, and a nested route that fails.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct AlbumsViewModelTests {
    let status = StatusCenter()
    let album = Album(userId: 2, id: 7, title: "Holidays")

    func make<VM>(
        albums: [Album] = [], photos: MemoryResourceRepository<Photo> = MemoryResourceRepository([]),
        _ build: () -> VM
    ) -> VM {
        container(status: status) {
            $0.register(
                MemoryResourceRepository(albums) as any ResourceRepository<Album>,
                as: (any ResourceRepository<Album>).self
            )
            .register(photos as any ResourceRepository<Photo>, as: (any ResourceRepository<Photo>).self)
            .register(Samples.names)
        }.withDependencies(build)
    }

    @Test func albumsNameTheirOwners() async {
        let viewModel = make(albums: [album, Album(userId: 1, id: 8, title: "Work")]) { AlbumsViewModel() }
        await viewModel.load().value
        #expect(viewModel.title == "Albums (2)")
        #expect(await eventually { viewModel.list.item(atRow: 0).ownerName == "José Ortega" })
        #expect(viewModel.selectedAlbum == album)
    }

    @Test func anAlbumsPhotosAreItsOwn() async {
        let photos = MemoryResourceRepository([
            Photo(albumId: 7, id: 1, title: "Beach", url: "https://x/1", thumbnailUrl: "https://x/t1"),
            Photo(albumId: 8, id: 2, title: "Desk", url: "https://x/2", thumbnailUrl: nil),
        ])
        let viewModel = make(photos: photos) { PhotosViewModel(album: album) }
        await viewModel.load().value
        #expect(viewModel.title == "Photos (1)")
        #expect(viewModel.selectedPhoto?.title == "Beach")
        #expect(viewModel.placeholder == nil)
    }

    @Test func anAlbumWithoutPhotosSaysSo() async {
        let viewModel = make { PhotosViewModel(album: album) }
        await viewModel.load().value
        #expect(viewModel.title == "Photos (0)")
        #expect(viewModel.placeholder == "This album has no photos.")
    }

    @Test func aPhotoWithoutAddressesSaysSo() {
        let fields = PhotosViewModel.fields(of: Photo(albumId: 7, id: 3, title: "Lost", url: nil, thumbnailUrl: nil))
        #expect(fields.map(\.label) == ["Title", "Album", "ID", "URL", "Thumbnail"])
        #expect(fields[3].value == "(no URL)" && fields[4].value == "(no URL)")
    }

    @Test func aFailedNestedRouteIsShownInWords() async {
        let photos = MemoryResourceRepository<Photo>(
            [], readFailure: FakeError(description: "Not found (HTTP 404) from /albums/7/photos."))
        let viewModel = make(photos: photos) { PhotosViewModel(album: album) }
        await viewModel.load().value
        #expect(viewModel.title == "Photos")
        #expect(viewModel.placeholder == "Not found (HTTP 404) from /albums/7/photos.")
    }
}
