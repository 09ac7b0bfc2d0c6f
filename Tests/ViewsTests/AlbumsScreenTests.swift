// The Albums tab: owners, an album's photos with both addresses as text, a photo's fields, an
// album without photos, and a user's todos and albums from their detail.
import Models
import TerminalUI
import Testing

@testable import Views

@MainActor
struct AlbumsScreenTests {
    func openAlbums(_ world: World = World()) async -> AppHarness {
        let harness = AppHarness(width: 120, height: 24, world: world)
        await harness.press(.switchTo(.albums))
        #expect(await harness.waitFor("Albums (3)"))
        return harness
    }

    @Test func albumsShowTheirOwners() async {
        let harness = await openAlbums()
        #expect(
            await harness.waitUntil {
                harness.screen.split(separator: "\n").first { $0.contains("omnis laborum odio") }?.contains(
                    "Zoë Müller") == true
            })
    }

    @Test func ownersAreNamedWhenTheUsersArriveAfterTheTabOpened() async {
        var world = World()
        world.usersGate = Gate()
        let harness = await openAlbums(world)
        let row = {
            harness.screen.split(separator: "\n").first { $0.contains("omnis laborum odio") }.map(String.init) ?? ""
        }
        #expect(row().contains("User 2"))
        world.usersGate?.release()
        #expect(await harness.waitUntil { row().contains("Zoë Müller") })
    }

    @Test func enterOpensAnAlbumsPhotosAndAPhotosFields() async {
        let harness = await openAlbums()
        await harness.press(.enter)
        #expect(await harness.waitFor("Photos (2)"))
        #expect(harness.screen.contains("https://via.placeholder.com/600/92c952"))
        #expect(harness.screen.contains("https://via.placeholder.com/150/92c952"))
        let missing = harness.screen.split(separator: "\n").first { $0.contains("reprehenderit est") } ?? ""
        #expect(missing.contains("(no URL)"))
        await harness.press(.enter)
        #expect(await harness.waitFor("Thumbnail"))
        #expect(harness.screen.contains("URL        https://via.placeholder.com/600/92c952"))
        await harness.press(.escape)
        #expect(await harness.waitFor("Photos (2)"))
        await harness.press(.escape)
        #expect(await harness.waitFor("Albums (3)"))
    }

    @Test func anAlbumWithoutPhotosSaysSo() async {
        let harness = await openAlbums()
        await harness.press(.down, .enter)
        #expect(await harness.waitFor("Photos (0)"))
        #expect(harness.screen.contains("This album has no photos."))
    }

    @Test func aUsersDetailCountsTheirTodosAndAlbumsAndOpensThem() async {
        let harness = AppHarness(width: 100, height: 30)
        #expect(await harness.waitForUsers())
        await harness.press(.enter)
        #expect(await harness.waitFor("Todos (2)  t"))
        #expect(await harness.waitFor("Albums (2)  a"))
        await harness.press(.character("t"))
        #expect(await harness.waitFor("┌─ Todos (2) ─"))
        await harness.press(.escape)
        await harness.press(.character("a"))
        #expect(await harness.waitFor("┌─ Albums (2) ─"))
        await harness.press(.enter)
        #expect(await harness.waitFor("Photos (2)"))
    }
}
