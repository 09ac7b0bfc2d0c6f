// The raw view (`J`): the selected item's JSON coloured by token, scrolled, searched with `/`
// and `n`/`N`, closed by Esc or q back to the same selection; long and hostile items.
import Models
import TerminalUI
import Testing
import ViewModels
import Views

@MainActor @Suite struct RawViewTests {
    @Test func jShowsTheSelectedUserAndEscGoesBackToTheSameRow() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("j"), .character("J"))
        #expect(await harness.waitFor("\"email\": \"zoe@example.com\","))
        #expect(harness.screen.contains("┌─ JSON "))
        #expect(harness.screen.contains("  \"id\": 2,"))
        let status = harness.screen.split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.hasPrefix(" / search  n next  N previous  Esc close"), "only the raw view's own keys")
        #expect(!status.contains("quit") && !status.contains("help"), "q closes the raw view; help is not open to it")
        await harness.press(.escape)
        #expect(!harness.screen.contains("┌─ JSON "))
        #expect(harness.screen.contains("┌─ Users (10) "))
        await harness.press(.enter)
        #expect(await harness.waitFor("Phone"))
        #expect(harness.screen.contains("zoe@example.com"), "the selection did not move")
    }

    @Test func qClosesTheRawViewInsteadOfQuitting() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("J"), .character("q"))
        #expect(!harness.app.isQuitRequested)
        #expect(!harness.screen.contains("┌─ JSON "))
    }

    @Test func tokensAreDrawnInTheirThemeStyles() async throws {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("J"))
        let rows = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(rows.firstIndex { $0.contains("\"id\": 1,") })
        let x = try #require(rows[y].range(of: "\"id\"")).lowerBound.utf16Offset(in: rows[y])
        let theme = Theme.dark
        #expect(harness.terminal.screen[x, y].style == theme[.jsonKey])
        #expect(harness.terminal.screen[x + 4, y].style == theme[.jsonPunctuation])
        #expect(harness.terminal.screen[x + 6, y].style == theme[.jsonNumber])
        let nameRow = try #require(rows.firstIndex { $0.contains("\"name\": \"Leanne") })
        let value = try #require(rows[nameRow].range(of: "\"Leanne")).lowerBound.utf16Offset(in: rows[nameRow])
        #expect(harness.terminal.screen[value, nameRow].style == theme[.jsonString])
    }

    @Test func slashSearchesAndNJumpsBetweenMatches() async throws {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("J"), .character("/"))
        await harness.type("BRET")
        await harness.press(.enter)
        #expect(harness.screen.hasSuffix("match 1 of 2"), "username Bret and bret@example.com")
        await harness.press(.character("n"))
        #expect(harness.screen.hasSuffix("match 2 of 2"))
        await harness.press(.character("n"))
        #expect(harness.screen.hasSuffix("match 1 of 2"))
        await harness.press(.character("N"))
        #expect(harness.screen.hasSuffix("match 2 of 2"))
        let rows = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let y = try #require(rows.firstIndex { $0.contains("bret@example.com") })
        let x = try #require(rows[y].range(of: "bret@")).lowerBound.utf16Offset(in: rows[y])
        #expect(harness.terminal.screen[x, y].style == Theme.dark[.selection], "the current match")
        let other = try #require(rows.firstIndex { $0.contains("\"Bret\"") })
        let otherX = try #require(rows[other].range(of: "Bret")).lowerBound.utf16Offset(in: rows[other])
        #expect(harness.terminal.screen[otherX, other].style == Theme.dark[.match], "another match")

        await harness.press(.character("/"))
        await harness.type("zzz")
        await harness.press(.enter)
        #expect(harness.screen.hasSuffix("No match for \"BRETzzz\""), "the field reopens with the last term")
    }

    @Test func aLongHostileBodyIsEscapedAndScrollsToItsEnd() async {
        var world = World()
        let body = "\u{1B}]0;pwned\u{7}" + String(repeating: "lorem ipsum ", count: 850) + "THE END"
        world.posts = [Post(userId: 1, id: 1, title: "evil\u{202E}title", body: body)]
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.posts))
        #expect(await harness.waitFor("Posts (1)"))
        await harness.press(.character("J"))
        #expect(harness.screen.contains("\"title\": \"evil\\u202etitle\","))
        #expect(harness.screen.contains("\"\\u001b]0;pwned\\u0007lorem ipsum"))
        #expect(!harness.screen.contains("THE END"))
        await harness.press(.end)
        #expect(harness.screen.contains("THE END\""))
        await harness.press(.home)
        #expect(harness.screen.contains("\"userId\": 1,"))
    }

    @Test func theRawKeyWorksOnAPostWithItsCommentsAndOnAlbumPhotos() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.posts))
        #expect(await harness.waitFor("Posts ("))
        await harness.press(.enter)
        #expect(await harness.waitFor("Comments ("))
        await harness.press(.character("J"))
        #expect(harness.screen.contains("\"post\": {"))
        #expect(harness.screen.contains("\"comments\": ["))
        await harness.press(.escape, .switchTo(.albums))
        #expect(await harness.waitFor("Albums ("))
        await harness.press(.enter)
        #expect(await harness.waitFor("Photos ("))
        await harness.press(.character("J"))
        #expect(harness.screen.contains("\"thumbnailUrl\": "))
    }

    @Test func theWheelAndTheMoveKeysScrollTheJSON() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.character("J"))
        #expect(harness.screen.contains("│{"))
        await harness.mouse(.scrollDown, x: 10, y: 5)
        #expect(!harness.screen.contains("│{"))
        #expect(!harness.screen.contains("\"id\": 1,"), "three rows down")
        await harness.mouse(.scrollUp, x: 10, y: 5)
        #expect(harness.screen.contains("│{"))
        await harness.press(.character("j"))
        #expect(!harness.screen.contains("│{"))
        await harness.press(.character("G"))
        #expect(harness.screen.contains("│}"))
        await harness.press(.character("g"))
        #expect(harness.screen.contains("│{"))
    }
}
