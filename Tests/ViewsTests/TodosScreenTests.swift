// The Todos tab: marks, owners, Space toggling (and going back on failure), `f`, delete after
// `y` (and not after anything else), the edit form filled with the todo.
import Models
import TerminalUI
import Testing

@testable import Views

@MainActor
struct TodosScreenTests {
    func openTodos(_ world: World = World()) async -> AppHarness {
        let harness = AppHarness(width: 100, height: 24, world: world)
        await harness.press(.switchTo(.todos))
        #expect(await harness.waitFor("Todos (3)"))
        return harness
    }

    /// The screen line showing `text`.
    func line(_ harness: AppHarness, containing text: String) -> String? {
        harness.screen.split(separator: "\n").map(String.init).first { $0.contains(text) }
    }

    @Test func theTabBarListsEveryTabAndKeyThreeOpensTodos() async {
        let harness = await openTodos()
        let tabs = harness.screen.split(separator: "\n").first.map(String.init) ?? ""
        #expect(tabs == " Users  Posts  Todos  Albums  Weather")
        #expect(line(harness, containing: "delectus aut autem")?.contains("[ ]") == true)
        #expect(line(harness, containing: "quis ut nam facilis")?.contains("[x]") == true)
        #expect(
            await harness.waitUntil { line(harness, containing: "fugiat veniam minus")?.contains("Zoë Müller") == true }
        )
    }

    @Test func ownersAreNamedWhenTheUsersArriveAfterTheTabOpened() async {
        var world = World()
        world.usersGate = Gate()
        let harness = await openTodos(world)
        #expect(line(harness, containing: "fugiat veniam minus")?.contains("User 2") == true)
        world.usersGate?.release()
        #expect(
            await harness.waitUntil { line(harness, containing: "fugiat veniam minus")?.contains("Zoë Müller") == true }
        )
        #expect(line(harness, containing: "delectus aut autem")?.contains("Leanne Graham") == true)
    }

    @Test func spaceTogglesTheMark() async {
        let harness = await openTodos()
        await harness.press(.character(" "))
        #expect(await harness.waitUntil { line(harness, containing: "delectus aut autem")?.contains("[x]") == true })
    }

    @Test func aFailedToggleGoesBackWithTheErrorOnTheStatusLine() async {
        var world = World()
        world.writeFailure = FakeError(description: "Internal server error from /todos/1.")
        let harness = await openTodos(world)
        await harness.press(.character(" "))
        #expect(await harness.waitFor("Internal server error from /todos/1 — \"delectus aut autem\" not changed"))
        #expect(line(harness, containing: "delectus aut autem")?.contains("[ ]") == true)
    }

    @Test func fShowsOpenThenDoneTodos() async {
        let harness = await openTodos()
        await harness.press(.character("f"))
        #expect(await harness.waitFor("Todos (2) · open"))
        #expect(!harness.screen.contains("quis ut nam facilis"))
        await harness.press(.character("f"))
        #expect(await harness.waitFor("Todos (1) · done"))
    }

    @Test func deleteAsksOnTheStatusLineAndOnlyYDeletes() async {
        let harness = await openTodos()
        await harness.press(.character("d"))
        #expect(await harness.waitFor("Delete \"delectus aut autem\"? y/n"))
        await harness.press(.character("n"))
        #expect(!harness.screen.contains("? y/n"))
        #expect(!harness.screen.contains("New todo"))  // the answer is not also a key for the list
        #expect(harness.screen.contains("Todos (3)"))
        await harness.press(.character("d"))
        await harness.press(.character("y"))
        #expect(await harness.waitFor("Todos (2)"))
        #expect(!harness.screen.contains("delectus aut autem"))
    }

    @Test func eOpensTheFormFilledAndSavingShowsTheNewTitle() async {
        let harness = await openTodos()
        await harness.press(.character("e"))
        #expect(await harness.waitFor("Edit todo"))
        #expect(harness.screen.contains("delectus aut autem"))
        await harness.type(" now")
        await harness.press(.enter)
        #expect(await harness.waitFor("delectus aut autem now"))
        #expect(!harness.screen.contains("Edit todo"))
        #expect(line(harness, containing: "delectus aut autem now")?.contains("edited") == true)
    }

    @Test func nCreatesATodo() async {
        let harness = await openTodos()
        await harness.press(.character("n"))
        #expect(await harness.waitFor("New todo"))
        await harness.type("Water the plants")
        await harness.press(.tab)
        await harness.type("2")
        await harness.press(.enter)
        #expect(await harness.waitFor("Todos (4)"))
        #expect(harness.screen.contains("Water the plants"))
    }
}

/// Editing and deleting a post from the Posts tab.
@MainActor
struct PostWritesTests {
    @Test func eEditsAPostAndTheListShowsTheNewTitleMarked() async {
        let harness = AppHarness(width: 100, height: 24)
        await harness.press(.switchTo(.posts))
        #expect(await harness.waitFor("Posts (12)"))
        await harness.press(.character("e"))
        #expect(await harness.waitFor("Edit post"))
        #expect(harness.screen.contains("sunt aut facere repellat provident"))
        await harness.type(" again")
        await harness.press(.enter)
        #expect(await harness.waitFor("(edited) sunt aut facere repellat provident again"))
        #expect(harness.screen.contains("Posts (12)"))
    }

    @Test func dDeletesAPostAfterYAndTheCountDrops() async {
        let harness = AppHarness(width: 100, height: 24)
        await harness.press(.switchTo(.posts))
        #expect(await harness.waitFor("Posts (12)"))
        await harness.press(.character("d"))
        #expect(await harness.waitFor("Delete \"sunt aut facere repellat provident\"? y/n"))
        await harness.press(.escape)
        #expect(harness.screen.contains("Posts (12)") && !harness.screen.contains("y/n"))
        await harness.press(.character("d"), .character("y"))
        #expect(await harness.waitFor("Posts (11)"))
        #expect(!harness.screen.contains("sunt aut facere repellat provident"))
    }

    @Test func aFailedPostEditKeepsTheFormAndWhatWasTyped() async {
        var world = World()
        world.writeFailure = FakeError(description: "Server error 500 from /posts/1.")
        let harness = AppHarness(width: 100, height: 24, world: world)
        await harness.press(.switchTo(.posts))
        #expect(await harness.waitFor("Posts (12)"))
        await harness.press(.character("e"))
        #expect(await harness.waitFor("Edit post"))
        await harness.type(" again")
        await harness.press(.enter)
        #expect(await harness.waitFor("Could not save the post: Server error 500 from /posts/1."))
        #expect(harness.screen.contains("Edit post") && harness.screen.contains("provident again"))
    }
}

/// Editing and deleting a user from the Users tab.
@MainActor
struct UserWritesScreenTests {
    @Test func eEditsAUserAndDDeletesOneAfterY() async {
        let harness = AppHarness(width: 100, height: 24)
        #expect(await harness.waitForUsers())
        await harness.press(.character("e"))
        #expect(await harness.waitFor("Edit user"))
        await harness.type(" Jr")
        await harness.press(.enter)
        #expect(await harness.waitFor("(edited) Leanne Graham Jr"))
        await harness.press(.down, .character("d"))
        #expect(await harness.waitFor("Delete \"Zoë Müller\"? y/n"))
        await harness.press(.character("y"))
        #expect(await harness.waitFor("Users (9)"))
        #expect(!harness.screen.contains("Zoë Müller"))
    }
}
