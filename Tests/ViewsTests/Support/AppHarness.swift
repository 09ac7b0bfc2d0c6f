// Builds the whole app on a headless terminal with in-memory repositories, and drives it:
// keys, typing, mouse, resizes, and waiting (bounded) for the asynchronous loads to land.
import Foundation
import Injection
import Models
import Repositories
import TerminalUI
import ViewModels
import Views

/// What the fake world looks like for one test.
struct World {
    var users = Fixtures.users
    var posts = Fixtures.posts
    var comments = Fixtures.comments
    var origin = DataOrigin.network
    var usersFailure: FakeError?
    /// When set, the users arrive only once it is released.
    var usersGate: Gate?
    var hasAPIKey = true
    var units = Units.metric
    var recentCities: [String] = []
    var weatherProvider = WeatherProvider.openWeather
    /// The start tab and key map the configuration gives.
    var rootSettings: RootSettings?
    /// The theme the app is drawn in, and the terminal's colours.
    var theme = Theme.dark
    var colorDepth = ColorDepth.palette256
    var todos = Fixtures.todos
    var albums = Fixtures.albums
    var photos = Fixtures.photos
    /// What every write to a resource fails with, if anything.
    var writeFailure: FakeError?

    /// The in-memory repositories of the resource collections.
    func resources() -> MemoryResourceRepositoryFactory {
        let todos = MemoryResourceRepository(todos, writeFailure: { [writeFailure] _ in writeFailure })
        let albums = MemoryResourceRepository(albums)
        let photos = MemoryResourceRepository(photos)
        let posts = MemoryResourceRepository(posts, writeFailure: { [writeFailure] _ in writeFailure })
        let users = MemoryResourceRepository(users, writeFailure: { [writeFailure] _ in writeFailure })
        return MemoryResourceRepositoryFactory { type in
            switch type {
            case is Todo.Type: todos
            case is Album.Type: albums
            case is Photo.Type: photos
            case is Post.Type: posts
            case is User.Type: users
            default: nil
            }
        }
    }
}

/// The app rendered headless at a size, with helpers to press keys and wait for screens.
@MainActor
final class AppHarness {
    let terminal: HeadlessTerminal
    let app: Application
    let status: StatusCenter

    init(width: Int = 80, height: Int = 24, world: World = World()) {
        let status = StatusCenter(now: { Date(timeIntervalSince1970: 1_700_000_000) }, noticeLifetime: nil)
        let container = ResourceScreens.register(in: DependenciesContainer(), using: world.resources())
            .register(status)
            .register(
                MemoryUserRepository(
                    world.users, origin: world.origin, failure: world.usersFailure, gate: world.usersGate)
                    as any UserRepository, as: (any UserRepository).self
            )
            .register(
                MemoryPostRepository(world.posts, comments: world.comments) as any PostRepository,
                as: (any PostRepository).self
            )
            .register(FixedWeatherRepository() as any WeatherRepository, as: (any WeatherRepository).self)
            .register(
                MemoryRecentCitiesStore(world.recentCities) as any RecentCitiesStore,
                as: (any RecentCitiesStore).self
            )
            .register(
                WeatherConfiguration(provider: world.weatherProvider, hasAPIKey: world.hasAPIKey, units: world.units)
            )
            .register(world.rootSettings ?? RootSettings())
        let terminal = HeadlessTerminal(
            size: Size(width: width, height: height), supportsColor: world.colorDepth != .none,
            colorDepth: world.colorDepth)
        self.terminal = terminal
        self.status = status
        var environment = EnvironmentValues(dependenciesContainer: container)
        environment.theme = world.theme
        app = Application(
            terminal: terminal, environment: environment,
            minimumSize: RootView.minimumSize
        ) { RootView() }
        app.multiplexer = .none  // whatever multiplexer the tests run in
        app.renderFrame()
    }

    /// The screen as text, one line per row, trailing spaces removed.
    var screen: String { terminal.screenText }

    /// Presses `keys` one after another, then lets the app settle and draw.
    func press(_ keys: Key...) async {
        for key in keys { app.handle(.key(key)) }
        await settle()
    }

    /// Types `text` one character at a time, then lets the app settle and draw.
    func type(_ text: String) async {
        for character in text { app.handle(.key(.character(character))) }
        await settle()
    }

    /// Sends a mouse event at column `x`, row `y`, then lets the app settle and draw.
    func mouse(_ action: MouseAction, x: Int, y: Int) async {
        app.handle(.mouse(MouseEvent(action, at: Point(x: x, y: y))))
        await settle()
    }

    /// Resizes the terminal and tells the app, then lets it settle and draw.
    func resize(width: Int, height: Int) async {
        terminal.size = Size(width: width, height: height)
        app.handle(.resize(terminal.size))
        await settle()
    }

    /// Lets pending main-actor work (loads, appear actions) run, then draws if anything changed.
    func settle() async {
        for _ in 0..<50 { await Task.yield() }
        app.renderFrameIfNeeded()
    }

    /// Waits (at most about two seconds) until the screen contains `text`; true if it did.
    func waitFor(_ text: String) async -> Bool {
        await waitUntil { screen.contains(text) }
    }

    /// Waits for the first screen of users and for the loads to finish.
    func waitForUsers() async -> Bool {
        let shown = await waitFor("Users (")
        return await waitUntil { !self.status.isLoading } && shown
    }

    /// Waits until `condition` holds; true if it did within 30 seconds (a deadline for a loaded
    /// machine: the condition is checked after every frame, so a passing test returns at once).
    func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            await settle()
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}

extension Key {
    /// The digit that shows `tab` (`1` for the first).
    @MainActor static func switchTo(_ tab: AppTab) -> Key {
        .character(Character(String((ResourceScreens.tabs.firstIndex(of: tab) ?? 0) + 1)))
    }
}
