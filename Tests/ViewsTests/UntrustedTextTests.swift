import Models
import TerminalUI
// Server strings with terminal control sequences: shown as harmless text, never as raw escapes.
import Testing

@MainActor @Suite struct UntrustedTextTests {
    static let titleSetter = "\u{1B}]0;pwned\u{07}Evil"
    static let colourSetter = "\u{1B}[31mRed"

    /// A world whose first user, their post and its comment carry escape sequences everywhere.
    static var hostileWorld: World {
        var world = World()
        var user = Fixtures.user(1, titleSetter, username: "\u{1B}[2Jwipe", company: colourSetter)
        user.email = "evil\u{9B}31m@example.com"
        user.address.street = "\u{202E}reversed"
        world.users = [user] + Fixtures.users.dropFirst()
        world.posts = [Post(userId: 1, id: 1, title: colourSetter + " title", body: "line\u{1B}[1A up\u{08}\u{08}")]
        world.comments = [Comment(postId: 1, id: 1, name: titleSetter, email: "a@b.c", body: "\u{1B}[5mblink")]
        return world
    }

    /// Whether any cell holds ESC, BEL, another C0 or C1 control, or a bidi override.
    static func hasControlCharacters(_ canvas: Canvas) -> Bool {
        canvas.cells.contains { cell in
            cell.text.unicodeScalars.contains { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                    || (0x2066...0x2069).contains(scalar.value)
            }
        }
    }

    @Test func usersListShowsNoRawEscapes() async {
        let harness = AppHarness(world: Self.hostileWorld)
        #expect(await harness.waitForUsers())
        #expect(harness.screen.contains("Evil"))
        #expect(harness.screen.contains("Red"))
        #expect(!Self.hasControlCharacters(harness.terminal.screen))
    }

    @Test func userDetailPostAndCommentsShowNoRawEscapes() async {
        let harness = AppHarness(world: Self.hostileWorld)
        #expect(await harness.waitForUsers())
        await harness.press(.enter)
        #expect(await harness.waitFor("Posts (1)"))
        #expect(harness.screen.contains("reversed"))
        #expect(!Self.hasControlCharacters(harness.terminal.screen))
        await harness.press(.enter)
        #expect(await harness.waitFor("Comments (1)"))
        #expect(harness.screen.contains("blink"))
        #expect(!Self.hasControlCharacters(harness.terminal.screen))
    }

    @Test func postsListShowsNoRawEscapes() async {
        let harness = AppHarness(world: Self.hostileWorld)
        #expect(await harness.waitForUsers())
        await harness.press(.character("2"))
        #expect(await harness.waitFor("Posts (1)"))
        #expect(harness.screen.contains("Red title"))
        #expect(!Self.hasControlCharacters(harness.terminal.screen))
    }

    @Test func statusErrorWithEscapesIsShownClean() async {
        var world = World()
        world.usersFailure = FakeError(description: "HTTP 500: \u{1B}]0;pwned\u{07}server said no")
        let harness = AppHarness(world: world)
        #expect(await harness.waitFor("server said no"))
        #expect(!Self.hasControlCharacters(harness.terminal.screen))
    }
}
