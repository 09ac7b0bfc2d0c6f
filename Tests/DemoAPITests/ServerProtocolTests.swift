// ServerProtocolTests: HTTP/1.1 behaviour: keep-alive, Connection: close, 400s, concurrency,
// URLSession interop, stop(), and the request log.
import Foundation
import Testing

@testable import DemoAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ServerProtocolTests {
    @Test func twoRequestsShareOneKeepAliveConnection() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", "/users/1")
        let first = try client.readResponse()
        #expect(first.headers["connection"] == "keep-alive")
        client.request("GET", "/posts/1")
        let second = try client.readResponse()
        #expect(first.status == 200 && second.status == 200)
        #expect(try object(second)["title"] != nil)
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /users/1 HTTP/1.1\r\nHost: x\r\n\r\nGET /users/2 HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try object(client.readResponse())["id"] as? Int == 1)
        #expect(try object(client.readResponse())["id"] as? Int == 2)
    }

    @Test func connectionCloseIsHonoured() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", "/users/1", headers: ["Connection": "close"])
        let response = try client.readResponse()
        #expect(response.headers["connection"] == "close")
        #expect(client.serverClosed())
    }

    @Test func http10ClosesByDefault() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /users/1 HTTP/1.0\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        #expect(client.serverClosed())
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n",
        "GET /users HTTP/2.0\r\n\r\n",
        "GET users HTTP/1.1\r\n\r\n",
        "GET /users HTTP/1.1\r\nNoColonHere\r\n\r\n",
        "POST /posts HTTP/1.1\r\nContent-Length: ten\r\n\r\n",
        "POST /posts HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
        "get /users HTTP/1.1\r\n\r\n",
    ])
    func malformedRequestsGet400AndClose(_ bytes: String) throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send(bytes)
        let response = try client.readResponse()
        #expect(response.status == 400)
        #expect(try object(response)["error"] is String)
        #expect(client.serverClosed())
    }

    @Test func postBodyArrivingInPiecesIsReadByContentLength() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        let body = #"{"title":"split"}"#
        client.send(
            "POST /posts HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n{\"ti")
        usleep(50_000)
        client.send(String(body.dropFirst(4)))
        #expect(try object(client.readResponse())["title"] as? String == "split")
    }

    @Test func twentyConcurrentURLSessionClientsAllSucceed() async throws {
        let server = try startedServer(faults: FaultPlan([FaultRule(pathPrefix: "/users", delayMilliseconds: 1_000)]))
        defer { server.stop() }
        // One session per client: each is a client of its own, with its own connection.
        let base = server.baseURL
        let started = Date()
        let statuses = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
            for id in 1...20 {
                group.addTask {
                    let url = base.appendingPathComponent("users/\((id - 1) % 10 + 1)")
                    let session = URLSession(configuration: .ephemeral)
                    defer { session.finishTasksAndInvalidate() }
                    let (data, response) = try await session.data(from: url)
                    let user = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                    return ((response as? HTTPURLResponse)?.statusCode ?? 0, user?["id"] as? Int ?? 0)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.count == 20)
        #expect(statuses.allSatisfy { $0.0 == 200 })
        #expect(statuses.map(\.1).sorted() == (1...20).map { ($0 - 1) % 10 + 1 }.sorted())
        // One after another would take at least 20 s; the margin is for a loaded machine.
        #expect(Date().timeIntervalSince(started) < 15, "served in parallel (one after another would take 20 s)")
        #expect(server.requests.count == 20)
    }

    @Test func stopFreesThePortAndClosesOpenConnections() throws {
        let server = try startedServer()
        let port = server.port
        let idle = try RawHTTPClient(port: port)
        idle.request("GET", "/users/1")
        _ = try idle.readResponse()
        server.stop()
        #expect(idle.serverClosed())
        #expect(throws: (any Error).self) { try RawHTTPClient(port: port) }
        let again = try DemoServer(fixturesDirectory: fixturesDirectory())
        try again.start(port: port)
        defer { again.stop() }
        #expect(again.port == port)
        #expect(try get(again, "/users/1").status == 200)
    }

    @Test func startOnAPortInUseThrows() throws {
        let server = try startedServer()
        defer { server.stop() }
        let other = try DemoServer(fixturesDirectory: fixturesDirectory())
        #expect(throws: DemoServerError.self) { try other.start(port: server.port) }
    }

    @Test func baseURLNamesTheEphemeralPort() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(server.port != 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
    }

    @Test func requestLogRecordsMethodPathQueryAndStatusButNeverTheKey() throws {
        let server = try startedServer()
        defer { server.stop() }
        _ = try get(server, "/posts?userId=1")
        _ = try get(server, "/data/2.5/weather?q=Paris&appid=secret-key-123")
        _ = try get(server, "/nope")
        let log = server.requests
        #expect(log.count == 3)
        #expect(log[0] == DemoRequest(method: "GET", path: "/posts", query: ["userId": "1"], status: 200))
        #expect(log[1].query == ["q": "Paris", "appid": DemoRequest.redacted])
        #expect(log[2].status == 404)
        #expect(!"\(log)".contains("secret-key-123"))
    }
}
