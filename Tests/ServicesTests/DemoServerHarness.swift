// Starts a DemoAPI server on an ephemeral loopback port for one test, over the repository's
// fixtures or a folder the test generated.
import DemoAPI
import Foundation
import Testing

/// A running demo server that stops when the test's scope ends.
final class DemoServerHarness: Sendable {
    let server: DemoServer

    init(fixtures: URL? = nil, faults: FaultPlan = FaultPlan(), sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let directory =
            try fixtures ?? #require(
                DemoFixtures.defaultDirectory(), "Resources/fixtures not found",
                sourceLocation: sourceLocation)
        server = try DemoServer(fixturesDirectory: directory, faults: faults)
        try server.start(port: 0)
    }

    deinit { server.stop() }

    var baseURL: URL { server.baseURL }

    /// Requests the server saw for `path`.
    func requests(to path: String) -> [DemoRequest] { server.requests.filter { $0.path == path } }
}
