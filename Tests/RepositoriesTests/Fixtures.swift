// Test fixtures for repositories: a running DemoAPI server, a temp cache dir, an event recorder.
import DemoAPI
import Foundation
import Repositories
import Services
import Synchronization
import Testing

/// A demo server plus a fresh cache directory for one test.
final class Environment: Sendable {
    let server: DemoServer
    let directory: URL
    let events = RecordingSink()

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fixtures = try #require(DemoFixtures.defaultDirectory(), "Resources/fixtures not found",
                                    sourceLocation: sourceLocation)
        server = try DemoServer(fixturesDirectory: fixtures)
        try server.start(port: 0)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("users-tui-repo-\(UUID().uuidString)")
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// A service with fast retries against the demo server.
    func api() -> APIService {
        APIService(baseURL: server.baseURL,
                   configuration: .init(timeout: 3, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05)))
    }

    /// A cache over the test's directory (a new instance each call, as a restarted app would make).
    func cache() throws -> JSONDiskCache { try JSONDiskCache(directory: directory) }

    /// GET requests the server has seen for `path`.
    func gets(_ path: String) -> Int { server.requests.filter { $0.method == "GET" && $0.path == path }.count }
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
    for try await value in stream { values.append(value) }
    return values
}

/// Whether `origin` came from the cache (fresh or offline).
func isCache(_ origin: DataOrigin) -> Bool {
    if case .cache = origin { true } else { false }
}

/// Whether `origin` is an offline fallback.
func isOffline(_ origin: DataOrigin) -> Bool {
    if case .offline = origin { true } else { false }
}
