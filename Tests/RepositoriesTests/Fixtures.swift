// Test fixtures for repositories: a running DemoAPI server, a temp cache dir, an event recorder.
import DemoAPI
import Foundation
import Models
import NetworkTestSupport
import Repositories
import Services
import Synchronization
import Testing

/// A demo server plus a fresh cache directory for one test.
final class Environment: Sendable {
    let server: DemoServer
    let directory: URL
    let events = RecordingSink()
    /// Where connections are refused, for when the server is "down".
    let refusing: RefusingPort
    /// The folder of fixtures made for this test, if any.
    private let madeFixtures: URL?

    /// Serves `Resources/fixtures`.
    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fixtures = try #require(
            DemoFixtures.defaultDirectory(), "Resources/fixtures not found",
            sourceLocation: sourceLocation)
        server = try DemoServer(fixturesDirectory: fixtures)
        try server.start(port: 0)
        refusing = try RefusingPort()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("users-tui-repo-\(UUID().uuidString)")
        madeFixtures = nil
    }

    /// Serves `usersJSON` as the users (and nothing else).
    convenience init(usersJSON: Data) throws {
        try self.init(collections: ["users": usersJSON])
    }

    /// Serves each of `collections` (`"photos"`: its JSON array), and nothing else.
    init(collections: [String: Data]) throws {
        let fixtures = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-tui-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        for (name, json) in collections { try json.write(to: fixtures.appendingPathComponent("\(name).json")) }
        server = try DemoServer(fixturesDirectory: fixtures)
        try server.start(port: 0)
        refusing = try RefusingPort()
        directory = fixtures.appendingPathComponent("cache")
        madeFixtures = fixtures
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
        if let madeFixtures { try? FileManager.default.removeItem(at: madeFixtures) }
    }

    /// A service with fast retries against the demo server. No test here is about timeouts: the
    /// long default only keeps a loaded machine (the suite runs many servers at once) from
    /// failing a test with one.
    func api(timeout: TimeInterval = 20) -> APIService {
        APIService(
            baseURL: server.baseURL,
            configuration: .init(timeout: timeout, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05)))
    }

    /// A service like `api()` whose server is down: every connection is refused.
    func unreachableAPI() -> APIService {
        APIService(
            baseURL: refusing.baseURL,
            configuration: .init(timeout: 3, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05)))
    }

    /// A cache over the test's directory (a new instance each call, as a restarted app would make).
    func cache() throws -> JSONDiskCache { try JSONDiskCache(directory: directory) }

    /// GET requests the server has seen for `path`.
    func gets(_ path: String) -> Int { server.requests.filter { $0.method == "GET" && $0.path == path }.count }

    /// The GET requests the server has seen for `path`, with their query and status, in order.
    func getRequests(_ path: String) -> [DemoRequest] {
        server.requests.filter { $0.method == "GET" && $0.path == path }
    }

    /// Makes the server say the user list's length with its first page, as JSONPlaceholder does:
    /// the demo server says it for a big list only once it has read the whole file, which a
    /// request for one user makes it do.
    func learnUserCount() async throws {
        _ = try await api().data(for: .user(id: 1))
    }

    /// The names of the files in the cache directory.
    func cacheFiles() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] }
}

/// Collects repository events.
final class RecordingSink: RepositoryEventSink {
    private let events = Mutex<[RepositoryEvent]>([])
    func report(_ event: RepositoryEvent) { events.withLock { $0.append(event) } }
    var all: [RepositoryEvent] { events.withLock { $0 } }
}

/// Every element of `stream`, in order.
func collect<T>(_ stream: AsyncThrowingStream<T, any Error>) async throws -> [T] {
    var values: [T] = []
    for try await value in stream where !isProgressReport(value) { values.append(value) }
    return values
}

/// Whether `value` is a user list's progress report (its first part again, with how much of the
/// list has arrived).
func isProgressReport(_ value: Any) -> Bool {
    (value as? Sourced<[User]>)?.loadedFraction != nil
}

/// The values of a list stream without its progress reports (a first part yielded again with
/// how much of the list has arrived); `progress` receives those reports' fractions.
func collect<Element>(
    _ stream: AsyncThrowingStream<Sourced<[Element]>, any Error>,
    progress: (Double) -> Void
) async throws -> [Sourced<[Element]>] {
    var values: [Sourced<[Element]>] = []
    for try await value in stream {
        if let fraction = value.loadedFraction {
            progress(fraction)
        } else {
            values.append(value)
        }
    }
    return values
}

/// `count` distinct users in the JSONPlaceholder shape, with non-ASCII names and escapes.
func generatedUsers(_ count: Int) -> [User] {
    (1..<count + 1).map { id in
        User(
            id: id, name: "Person \(id) Zoë \"Z\"", username: "user\(id)", email: "user\(id)@example.org",
            address: Address(
                street: "\(id) Kulas Light", suite: "Apt. \(id)", city: "Gwenborough",
                zipcode: "92998-3874", geo: Geo(lat: "-37.3159", lng: "81.1496")),
            phone: "1-770-736-8031 x\(id)", website: "example\(id).org",
            company: Company(
                name: "Company \(id) {[", catchPhrase: "Multi-layered client-server neural-net",
                bs: "harness real-time e-markets"))
    }
}

/// Whether both arrays share one buffer (the same array, not merely equal).
func isSameArray<T>(_ first: [T], _ second: [T]) -> Bool {
    first.count == second.count
        && first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { first.baseAddress == $0.baseAddress }
        }
}

/// Whether `origin` came from the cache (fresh or offline).
func isCache(_ origin: DataOrigin) -> Bool {
    if case .cache = origin { true } else { false }
}

/// Whether `origin` is an offline fallback.
func isOffline(_ origin: DataOrigin) -> Bool {
    if case .offline = origin { true } else { false }
}
