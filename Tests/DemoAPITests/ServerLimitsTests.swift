// ServerLimitsTests: what keeps the server's memory and threads bounded whatever clients send:
// heads beyond the limit get 431, bodies 413 before they are read, kept writes 507 past their
// budget, connections past the cap 503, idle and slow connections are closed.
import Foundation
import Glibc
import Testing

@testable import DemoAPI

@Suite struct ServerLimitsTests {
    private func server(_ limits: DemoServerLimits) throws -> DemoServer {
        let server = try DemoServer(fixturesDirectory: fixturesDirectory(), limits: limits)
        try server.start()
        return server
    }

    @Test(arguments: [1, 2, 7])
    func aHeadBeyondTheLimitIs431WhateverPiecesItComesIn(_ pieces: Int) throws {
        let server = try server(DemoServerLimits())
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        let head = "GET /users HTTP/1.1\r\nHost: x\r\nX-Padding: \(String(repeating: "a", count: 120 * 1024))\r\n\r\n"
        let bytes = Array(head.utf8)
        let size = (bytes.count + pieces - 1) / pieces
        for start in stride(from: 0, to: bytes.count, by: size) {
            client.send(String(decoding: bytes[start..<min(start + size, bytes.count)], as: UTF8.self))
        }
        let response = try client.readResponse()
        #expect(response.status == 431)
        #expect(try object(response)["error"] as? String == "request head too large: the limit is 65536 bytes")
        #expect(client.serverClosed())
    }

    @Test func aHeadWithinTheLimitIsServed() throws {
        let server = try server(DemoServerLimits())
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", "/users/1", headers: ["X-Padding": String(repeating: "a", count: 60 * 1024)])
        #expect(try client.readResponse().status == 200)
    }

    @Test(arguments: ["62914560", "99999999999999999999999999"])
    func aBodyBeyondTheLimitIs413BeforeItIsRead(_ length: String) throws {
        let server = try server(DemoServerLimits())
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send(
            "POST /posts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n{\"title\":\""
        )
        client.send(String(repeating: "x", count: 256 * 1024))
        let response = try client.readResponse()
        #expect(response.status == 413)
        #expect(try object(response)["error"] as? String == "request body too large: the limit is 1048576 bytes")
        #expect(try objects(get(server, "/posts")).count == 100, "nothing was created")
    }

    @Test func writesPastTheChangeBudgetAre507AndNotKept() throws {
        let server = try server(DemoServerLimits(maximumStoredChangeBytes: 8 * 1024))
        defer { server.stop() }
        func post(_ text: String) throws -> RawResponse {
            let client = try RawHTTPClient(port: server.port)
            client.request(
                "POST", "/posts", headers: ["Content-Type": "application/json", "Connection": "close"],
                body: #"{"title":"\#(text)"}"#)
            return try client.readResponse()
        }
        let record = String(repeating: "y", count: 1_000)
        var created = 0
        while try post(record).status == 201 { created += 1 }
        #expect((5...8).contains(created), "\(created) records of 1 kB fit in 8 kB")
        let refused = try post(record)
        #expect(refused.status == 507)
        #expect((try object(refused)["error"] as? String)?.hasPrefix("The demo server keeps at most") == true)
        #expect(try objects(get(server, "/posts")).count == 100 + created)
        let client = try RawHTTPClient(port: server.port)
        client.request("DELETE", "/posts/101", headers: ["Connection": "close"])
        #expect(try client.readResponse().status == 200)
        #expect(try post(record).status == 201, "deleting a created record frees its room")
    }

    @Test func connectionsPastTheCapAre503UntilOneCloses() throws {
        let server = try server(DemoServerLimits(maximumConnections: 3))
        defer { server.stop() }
        var held: [RawHTTPClient] = []
        for _ in 0..<3 {
            let client = try RawHTTPClient(port: server.port)
            client.request("GET", "/users/1")
            #expect(try client.readResponse().status == 200)
            held.append(client)
        }
        let extra = try RawHTTPClient(port: server.port)
        let refused = try extra.readResponse()
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        #expect(extra.serverClosed())
        held.removeFirst()
        let admitted = try eventually {
            let client = try RawHTTPClient(port: server.port)
            client.request("GET", "/users/2", headers: ["Connection": "close"])
            return (try? client.readResponse().status) == 200
        }
        #expect(admitted)
    }

    @Test func anIdleKeepAliveConnectionIsClosed() throws {
        let server = try server(DemoServerLimits(idleTimeoutMilliseconds: 200))
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port, timeout: 10)
        client.request("GET", "/users/1")
        #expect(try client.readResponse().status == 200)
        let started = Date()
        #expect(client.serverClosed(), "closed without an answer")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aHeadDrippedSlowerThanTheTimeoutIs408() throws {
        let server = try server(DemoServerLimits(idleTimeoutMilliseconds: 300))
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port, timeout: 10)
        client.send("GET /users HTTP/1.1\r\nHost: x\r\n")
        var answered = false
        let deadline = Date().addingTimeInterval(10)
        while !answered, Date() < deadline {
            client.send("X")
            var poller = pollfd(fd: client.descriptor, events: Int16(POLLIN), revents: 0)
            answered = poll(&poller, 1, 50) > 0
        }
        #expect(answered, "a byte every 50 ms does not keep the head open")
        #expect(try client.readResponse().status == 408)
        #expect(client.serverClosed())
    }

    @Test func aBodyThatStopsArrivingIs408() throws {
        let server = try server(DemoServerLimits(idleTimeoutMilliseconds: 300))
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port, timeout: 10)
        client.send("POST /posts HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{}")
        #expect(try client.readResponse().status == 408)
    }
}
