// AppFrameBenchmarks: the whole users-tui screen (tabs, bordered list with columns, status line)
// answering Down and PageDown with 100,000 users, 100,000 todos and an album of 5,000 photos,
// in a headless terminal: the cost of a key in the app itself, without the terminal.
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
        AsyncThrowingStream {
            $0.yield(Sourced(value: users, origin: .network))
            $0.finish()
        }
    }
    func createUser(_ user: NewUser) async throws -> User { throw RepositoryError.offline }
}

private struct NoPosts: PostRepository {
    func posts(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> { empty() }
    func posts(byUser userID: User.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Post]>, any Error> {
        empty()
    }
    func comments(onPost postID: Post.ID, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Comment]>, any Error> {
        empty()
    }
    func createPost(_ post: NewPost) async throws -> Post { throw RepositoryError.offline }
    private func empty<T>() -> AsyncThrowingStream<Sourced<[T]>, any Error> {
        AsyncThrowingStream {
            $0.yield(Sourced(value: [], origin: .network))
            $0.finish()
        }
    }
}

private struct NoWeather: WeatherRepository {
    func places(matching name: String) async throws -> Sourced<[WeatherPlace]> { throw RepositoryError.missingAPIKey }
    func outlook(for place: WeatherPlace, units: Units) async throws -> Sourced<WeatherOutlook> {
        throw RepositoryError.missingAPIKey
    }
}

private struct NoRecentCities: RecentCitiesStore {
    func load() async throws -> [WeatherPlace] { [] }
    func save(_ places: [WeatherPlace]) async throws {}
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

/// Measures a key press in the full app screen: the users list, the todos list and an album's
/// photos, each as long as the benchmark makes them.
@MainActor
struct AppFrameBenchmarks {
    let users: [User]
    let repetitions: Repetitions
    /// Generated todos (100,000 in a full run).
    var todos: [Todo] = (1...100_000).map {
        Todo(userId: $0 % 10 + 1, id: $0, title: "todo number \($0) to do", completed: $0 % 3 == 0)
    }
    /// Photos of one album (JSONPlaceholder's 5,000 photos, all in album 1).
    var photos: [Photo] = (1...5_000).map {
        Photo(
            albumId: 1, id: $0, title: "photo number \($0)", url: "https://via.placeholder.com/600/\($0)",
            thumbnailUrl: "https://via.placeholder.com/150/\($0)")
    }

    func run() async throws -> [ResultRow] {
        let todos = MemoryResourceRepository(todos)
        let photos = MemoryResourceRepository(photos)
        let albums = MemoryResourceRepository([Album(userId: 1, id: 1, title: "Every photo")])
        let resources = MemoryResourceRepositoryFactory { type in
            switch type {
            case is Todo.Type: todos
            case is Photo.Type: photos
            case is Album.Type: albums
            default: nil
            }
        }
        let container = ResourceScreens.register(in: DependenciesContainer(), using: resources)
            .register(StatusCenter())
            .register(InMemoryUsers(users: users) as any UserRepository, as: (any UserRepository).self)
            .register(NoPosts() as any PostRepository, as: (any PostRepository).self)
            .register(NoWeather() as any WeatherRepository, as: (any WeatherRepository).self)
            .register(NoRecentCities() as any RecentCitiesStore, as: (any RecentCitiesStore).self)
            .register(WeatherConfiguration(provider: .openWeather, hasAPIKey: false))
        var rows: [ResultRow] = []
        // Each list: the keys that reach it, each with the text to wait for after it.
        let lists: [(name: String, steps: [(key: Key?, shows: String)], items: Int)] = [
            ("users", [(nil, "Users (\(users.count))")], users.count),
            ("todos", [(nil, "Users ("), (.character("3"), "Todos (\(self.todos.count))")], self.todos.count),
            (
                "photos",
                [(nil, "Users ("), (.character("4"), "Albums (1)"), (.enter, "Photos (\(self.photos.count))")],
                self.photos.count
            ),
        ]
        for list in lists {
            for (key, name) in [(Key.down, "Down"), (Key.pageDown, "PageDown")] {
                let terminal = LastFrameTerminal(size: Size(width: 100, height: 30))
                let app = Application(
                    terminal: terminal, environment: EnvironmentValues(dependenciesContainer: container),
                    minimumSize: RootView.minimumSize
                ) { RootView() }
                app.renderFrame()
                for step in list.steps {
                    if let key = step.key { app.handle(.key(key)) }
                    for _ in 0..<500 where !terminal.screenText.contains(step.shows) {
                        try await Task.sleep(for: .milliseconds(10))
                        app.renderFrameIfNeeded()
                    }
                    guard terminal.screenText.contains(step.shows) else {
                        throw BenchmarkFailure("the app never showed \(step.shows)")
                    }
                }
                let timing = measure(repetitions) {
                    app.handle(.key(key))
                    app.renderFrameIfNeeded()
                }
                rows.append(
                    ResultRow(
                        group: "app", name: "\(name) key + frame, whole screen, \(list.name)", items: list.items,
                        timing: timing))
            }
        }
        return rows
    }
}
