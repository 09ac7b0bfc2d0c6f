// y copies the selected item's main field and Y the item as JSON, through the terminal, with a
// confirmation on the status line.
import Foundation
import Models
import TerminalUI
import Testing
import ViewModels
import Views

@MainActor @Suite struct ClipboardKeyTests {
    /// The texts the terminal was asked to copy, decoded from the OSC 52 sequences written.
    private func copied(_ harness: AppHarness) -> [String] {
        harness.terminal.rawWrites.compactMap { bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.hasPrefix("\u{1B}]52;c;"), text.hasSuffix("\u{07}") else { return nil }
            let payload = text.dropFirst(7).dropLast()
            return Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    @Test func yCopiesTheSelectedUsersEmail() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("j"), .character("y"))
        #expect(copied(harness) == ["zoe@example.com"])
        #expect(harness.screen.hasSuffix(" Copied email"))
    }

    @Test func capitalYCopiesTheUserAsJSON() async throws {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("Y"))
        let json = try #require(copied(harness).first)
        let user = try JSONDecoder().decode(User.self, from: Data(json.utf8))
        #expect(user == Fixtures.users[0])
        #expect(json.contains("\n  \"email\": \"bret@example.com\""), "pretty-printed")
        #expect(json.hasPrefix("{\n  \"id\": 1,\n  \"name\": "), "in the server's order")
        #expect(harness.screen.hasSuffix(" Copied JSON"))
    }

    @Test func yOnPostsAndOnAPostCopiesItsTitle() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(await harness.waitFor("┌─ Posts ("))
        await harness.press(.character("y"))
        await harness.press(.enter)
        await harness.press(.character("y"))
        let title = Fixtures.posts[0].title
        #expect(copied(harness) == [title, title])
        #expect(harness.screen.hasSuffix(" Copied title"))
    }

    @Test func aHostileTitleIsSanitisedBeforeItIsCopied() async {
        var world = World()
        world.posts[0].title = "pwn\u{1B}]52;c;ZXZpbA==\u{07}\u{202E}ed"
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(await harness.waitFor("┌─ Posts ("))
        await harness.press(.character("y"))
        #expect(copied(harness) == ["pwn�]52;c;ZXZpbA==�ed"])
        #expect(harness.terminal.rawWrites.first?.filter { $0 == 0x1B }.count == 1)
    }

    @Test func yYAndJActOnThePhotosOfAnAlbumAndOnAPhoto() async throws {
        let harness = AppHarness(width: 120, height: 24)
        await harness.press(.switchTo(.albums))
        #expect(await harness.waitFor("Albums (3)"))
        await harness.press(.enter)
        #expect(await harness.waitFor("Photos (2)"))
        let first = Fixtures.photos[0]
        let second = Fixtures.photos[1]
        await harness.press(.down, .character("y"))
        #expect(copied(harness) == [second.title])
        #expect(harness.screen.hasSuffix(" Copied title"))
        await harness.press(.enter)
        #expect(await harness.waitFor("Thumbnail"))
        await harness.press(.character("Y"))
        let json = try #require(copied(harness).last)
        #expect(try JSONDecoder().decode(Photo.self, from: Data(json.utf8)) == second)
        await harness.press(.character("J"))
        #expect(await harness.waitFor("┌─ JSON"))
        #expect(harness.screen.contains("\"id\": \(second.id)"))
        await harness.press(.escape, .escape)
        #expect(await harness.waitFor("Photos (2)"))
        await harness.press(.up, .character("y"))
        #expect(copied(harness).last == first.title, "the list's own selection, not the photo shown before")
    }

    @Test func nothingSelectedCopiesNothing() async {
        var world = World()
        world.users = []
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        await harness.press(.character("y"))
        #expect(harness.terminal.rawWrites.isEmpty)
        #expect(harness.screen.hasSuffix(" Nothing to copy"))
    }
}
