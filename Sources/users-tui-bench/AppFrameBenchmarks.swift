// AppFrameBenchmarks: the whole users-tui screen (tabs, bordered list with columns, status line)
// answering Down and PageDown with 100,000 users, in a headless terminal: the cost of a key
// in the app itself, without the terminal.
import Foundation
import Injection
import Models
import Repositories
import TerminalUI
import ViewModels
import Views

/// Users from memory; no posts, no weather.
private struct InMemoryUsers: UserRepository {
    let users: [User]
    func users(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[User]>, any Error> {
        AsyncThrowingStream { $0.yield(Sourced(value: users, origin: .network)); $0.finish() }
    }
    func createUser(_ user: NewUser) async throws -> User { throw RepositoryError.offline }
}

private struct NoPosts: PostRepository {
    func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> { empty() }
    func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> { empty() }
    func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Comment]>, any Error> { empty() }
    func createPost(_ post: NewPost) async throws -> Post { throw RepositoryError.offline }
    private func empty<T>() -> AsyncThrowingStream<Sourced<[T]>, any Error> {
        AsyncThrowingStream { $0.yield(Sourced(value: [], origin: .network)); $0.finish() }
    }
}

private struct NoWeather: WeatherRepository {
    func currentWeather(city: String, units: Units) async throws -> Sourced<CurrentWeather> { throw RepositoryError.missingAPIKey }
    func forecast(city: String, units: Units) async throws -> Sourced<Forecast> { throw RepositoryError.missingAPIKey }
}

private struct NoRecentCities: RecentCitiesStore {
    func load() async throws -> [String] { [] }
    func save(_ cities: [String]) async throws {}
}

/// A headless terminal that keeps only the last frame (the tests' `HeadlessTerminal` keeps every
/// update, which would make a long benchmark measure its own memory growth).
@MainActor
final class LastFrameTerminal: Terminal {
    let size: Size
    var supportsColor: Bool { true }
    var inputFileDescriptor: Int32? { nil }
    private var screen: Canvas

    init(size: Size) {
        self.size = size
        self.screen = Canvas(size: size)
    }

    func start() throws {}
    func stop() {}
    func present(_ update: FrameUpdate) { screen = update.canvas }
    func pendingEvents() -> [Event] { [] }

    /// The screen as text.
    var screenText: String { screen.text }
}

/// Measures a key press in the full app screen.
@MainActor
struct AppFrameBenchmarks {
    let users: [User]
    let repetitions: Repetitions

    func run() async throws -> [ResultRow] {
        let container = DependenciesContainer()
            .register(StatusCenter())
            .register(InMemoryUsers(users: users) as any UserRepository, as: (any UserRepository).self)
            .register(NoPosts() as any PostRepository, as: (any PostRepository).self)
            .register(NoWeather() as any WeatherRepository, as: (any WeatherRepository).self)
            .register(NoRecentCities() as any RecentCitiesStore, as: (any RecentCitiesStore).self)
            .register(WeatherConfiguration(hasAPIKey: false))
        var rows: [ResultRow] = []
        for (key, name) in [(Key.down, "Down"), (Key.pageDown, "PageDown")] {
            let terminal = LastFrameTerminal(size: Size(width: 100, height: 30))
            let app = Application(terminal: terminal, environment: EnvironmentValues(dependenciesContainer: container),
                                  minimumSize: RootView.minimumSize) { RootView() }
            app.renderFrame()
            let title = "Users (\(users.count))"
            for _ in 0..<500 where !terminal.screenText.contains(title) {
                try await Task.sleep(for: .milliseconds(10))
                app.renderFrameIfNeeded()
            }
            guard terminal.screenText.contains(title) else { throw BenchmarkFailure("the app never showed \(title)") }
            let timing = measure(repetitions) {
                app.handle(.key(key))
                app.renderFrameIfNeeded()
            }
            rows.append(ResultRow(group: "app", name: "\(name) key + frame, whole screen", items: users.count, timing: timing))
        }
        return rows
    }
}
