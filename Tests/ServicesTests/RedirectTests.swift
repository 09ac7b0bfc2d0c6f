// Redirects: followed only within the same origin (scheme, host, port); a redirect elsewhere is
// refused with a sentence naming where it went, and the request (with its key) never gets there.
import Foundation
import Testing

@testable import Services

private func api(_ url: URL) -> APIService {
    APIService(baseURL: url, configuration: .init(timeout: 10, retry: .none))
}

/// A server that redirects every request to `location`.
private func redirecting(to location: @escaping @Sendable () -> String, status: Int = 302) throws -> ScriptedServer {
    try ScriptedServer { connection in
        connection.send(
            "HTTP/1.1 \(status) Moved\r\nLocation: \(location())\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
    }
}

private func answering(_ body: String) throws -> ScriptedServer {
    try ScriptedServer { connection in
        connection.send("HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    }
}

@Test(arguments: [false, true])
func aRedirectToAnotherPortIsRefusedAndTheKeyNeverLeaves(streamed: Bool) async throws {
    let elsewhere = try answering("[]")
    let target = elsewhere.baseURL.absoluteString + "/data?appid=SECRET"
    let server = try redirecting(to: { target })
    let endpoint = Endpoint(path: "/data", queryItems: [URLQueryItem(name: "appid", value: "SECRET")])
    let port = try #require(elsewhere.baseURL.port)
    let expected = NetworkError.redirectedToAnotherHost(destination: "127.0.0.1:\(port)")
    await #expect(throws: expected) {
        if streamed {
            _ = try await api(server.baseURL).download(endpoint, into: RecordingConsumer())
        } else {
            _ = try await api(server.baseURL).data(for: endpoint)
        }
    }
    #expect(elsewhere.requests.isEmpty, "the other host was never asked")
    #expect(expected.userMessage == "The server redirected to another host: 127.0.0.1:\(port) (not followed).")
}

@Test func aRedirectWithinTheSameOriginIsFollowed() async throws {
    let server = try ScriptedServer { connection in
        if connection.requestHead.first?.hasPrefix("GET /old ") == true {
            connection.send("HTTP/1.1 301 Moved\r\nLocation: /users\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        } else {
            connection.send("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]")
        }
    }
    let response = try await api(server.baseURL).data(for: Endpoint(path: "/old"))
    #expect(response.body == Data("[]".utf8))
    #expect(server.requests.map { $0.first ?? "" } == ["GET /old HTTP/1.1", "GET /users HTTP/1.1"])
}

@Test func aRedirectToAnotherSchemeOrHostIsRefused() {
    let origin = URL(string: "http://127.0.0.1:8080/users")!
    #expect(RedirectRule.isSameOrigin(URL(string: "http://127.0.0.1:8080/other?x=1")!, origin))
    #expect(RedirectRule.isSameOrigin(URL(string: "HTTP://127.0.0.1:8080/")!, origin))
    #expect(!RedirectRule.isSameOrigin(URL(string: "https://127.0.0.1:8080/users")!, origin))
    #expect(!RedirectRule.isSameOrigin(URL(string: "http://localhost:8080/users")!, origin))
    #expect(!RedirectRule.isSameOrigin(URL(string: "http://127.0.0.1/users")!, origin))
    #expect(RedirectRule.isSameOrigin(URL(string: "http://example.com:80/a")!, URL(string: "http://example.com/b")!))
    #expect(RedirectRule.describe(URL(string: "https://example.com/x?appid=1")!) == "example.com")
}

@Test func aRedirectLoopSaysSo() async throws {
    let server = try redirecting(to: { "/loop" })
    await #expect(throws: NetworkError.tooManyRedirects(path: "/loop")) {
        try await api(server.baseURL).data(for: Endpoint(path: "/loop"))
    }
}
