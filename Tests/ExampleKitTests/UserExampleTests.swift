// The users screens: a list whose view model takes its service with `@Injected` (the parent
// injects it), and a detail view model created with the user's id.
import ExampleKit
import Injection
import TerminalUI
import Testing

@MainActor @Suite struct UserExampleTests {
    @Test("The list shows the users of the service its parent injected")
    func listShowsTheInjectedService() async {
        let harness = ExampleHarness { ExamplesView(userService: FakeUserService.three) }
        harness.press(.character("2"))
        #expect(await harness.waitFor("Alan Turing"))
        #expect(
            harness.screen == """
                 Counter  Users  Inline
                ┌─ Users ──────────────────────────────────────────────────┐
                │Alan Turing           Wilmslow                            │
                │Hedy Lamarr           Vienna                              │
                │Katherine Johnson     Hampton                             │
                │                                                          │
                │                                                          │
                │                                                          │
                │                                                          │
                │                                                          │
                └──────────────────────────────────────────────────────────┘
                 1-3 or Tab switch screens                           q quit
                """)
    }

    @Test("By default the example app injects the sample users")
    func defaultsToTheSamples() async {
        let harness = ExampleHarness { ExamplesView() }
        harness.press(.character("2"))
        #expect(await harness.waitFor("Ada Lovelace"))
        #expect(harness.screen.contains("Barbara Liskov        Los Angeles"))
    }

    @Test("Enter opens the selected user's detail; s stars it and Esc goes back to the same row")
    func detailOpensWithItsParameter() async {
        let harness = ExampleHarness { ExamplesView(userService: FakeUserService.three) }
        harness.press(.character("2"))
        #expect(await harness.waitFor("Alan Turing"))
        harness.press(.down, .enter)
        #expect(await harness.waitFor("Email"))
        harness.press(.character("s"))
        #expect(
            harness.screen == """
                 Counter  Users  Inline
                ┌─ Users ──────────────────────────────────────────────────┐
                │ ★ Hedy Lamarr                                            │
                │                                                          │
                │ Email  hedy@example.net                                  │
                │ City   Vienna                                            │
                │                                                          │
                │ s star, Esc back                                         │
                │                                                          │
                │                                                          │
                └──────────────────────────────────────────────────────────┘
                 1-3 or Tab switch screens                           q quit
                """)
        harness.press(.escape)
        #expect(await harness.waitFor("Katherine Johnson"))
        // The list's view model kept its selection while the detail was open.
        #expect(harness.terminal.screen[1, 3].style == Theme.dark[.selection])
        #expect(harness.terminal.screen[1, 2].style != Theme.dark[.selection])
    }

    @Test("Another user gets a new detail view model: the star does not carry over")
    func starDoesNotCarryOver() async {
        let harness = ExampleHarness { ExamplesView(userService: FakeUserService.three) }
        harness.press(.character("2"))
        #expect(await harness.waitFor("Alan Turing"))
        harness.press(.enter)
        #expect(await harness.waitFor("Email  alan@"))
        harness.press(.character("s"))
        #expect(harness.screen.contains("★ Alan Turing"))
        harness.press(.escape, .down, .enter)
        #expect(await harness.waitFor("Email  hedy@"))
        #expect(!harness.screen.contains("★"))
    }

    @Test("A failing service is reported on the screen")
    func failureIsShown() async {
        let failing = FakeUserService(failure: .init(description: "connection refused"))
        let harness = ExampleHarness { ExamplesView(userService: failing) }
        harness.press(.character("2"))
        #expect(await harness.waitFor("Could not load users: connection refused"))
    }

    @Test("A detail for an id the service does not know says so")
    func unknownUser() async {
        let harness = ExampleHarness {
            UserDetailView(userID: 99) {}.inject(FakeUserService.three, as: (any UserService).self)
        }
        #expect(await harness.waitFor("No user with id 99"))
    }

    @Test("The list's view model resolves its service from the current container")
    func viewModelResolvesFromContainer() async {
        let container = DependenciesContainer().register(FakeUserService.three, as: (any UserService).self)
        let viewModel = container.withDependencies { UserListViewModel() }
        await viewModel.load()
        #expect(viewModel.users == .loaded(FakeUserService.three.all))
        viewModel.open(at: 2)
        #expect(viewModel.openedUser == 9)
    }
}
