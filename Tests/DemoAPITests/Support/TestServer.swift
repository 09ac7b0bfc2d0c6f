// TestServer: starts a DemoServer on an ephemeral port over the repository fixtures, and small
// URLSession helpers; every test gets its own server.
import Foundation
import Testing

@testable import DemoAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The repository's `Resources/fixtures`.
func fixturesDirectory() throws -> URL {
    guard let directory = DemoFixtures.defaultDirectory() else { throw POSIXError(.ENOENT) }
    return directory
}

/// A started server over the fixtures (or `directory`) with `faults`.
func startedServer(faults: FaultPlan = FaultPlan(), directory: URL? = nil) throws -> DemoServer {
    let server = try DemoServer(fixturesDirectory: directory ?? fixturesDirectory(), faults: faults)
    try server.start()
    return server
}

/// A GET over one raw connection that closes afterwards.
func get(_ server: DemoServer, _ target: String) throws -> RawResponse {
    let client = try RawHTTPClient(port: server.port)
    client.request("GET", target, headers: ["Connection": "close"])
    return try client.readResponse()
}

/// Decodes a response body as a JSON array of objects.
func objects(_ response: RawResponse) throws -> [[String: Any]] {
    try #require(try response.json() as? [[String: Any]])
}

/// Decodes a response body as a JSON object.
func object(_ response: RawResponse) throws -> [String: Any] {
    try #require(try response.json() as? [String: Any])
}
