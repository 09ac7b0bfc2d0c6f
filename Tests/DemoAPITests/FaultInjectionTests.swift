// FaultInjectionTests: every Fault kind is observable on the wire, rules match by prefix and
// method, `times:` lets requests succeed after K failures, and setFaults changes a running server.
import Foundation
import Testing

@testable import DemoAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct FaultInjectionTests {
    private func server(_ spec: String) throws -> DemoServer {
        try startedServer(faults: FaultPlan(parsing: spec))
    }

    @Test func statusFaultWithRetryAfterAndBody() throws {
        let server = try server(#"/users=status:503,retry-after:7,body:{"error":"busy"}"#)
        defer { server.stop() }
        let response = try get(server, "/users/1")
        #expect(response.status == 503)
        #expect(response.headers["retry-after"] == "7")
        #expect(response.text == #"{"error":"busy"}"#)
        #expect(try get(server, "/posts/1").status == 200, "other routes are untouched")
    }

    @Test func failFirstKRequestsThenSucceed() throws {
        let server = try server("/posts=status:500,times:2")
        defer { server.stop() }
        #expect(try (1...4).map { _ in try get(server, "/posts").status } == [500, 500, 200, 200])
    }

    @Test func methodSpecificRules() throws {
        let server = try server("POST /posts=status:429")
        defer { server.stop() }
        #expect(try get(server, "/posts/1").status == 200)
        let client = try RawHTTPClient(port: server.port)
        client.request("POST", "/posts", headers: ["Content-Type": "application/json"], body: "{}")
        #expect(try client.readResponse().status == 429)
    }

    @Test func latencyDelaysTheAnswer() throws {
        let server = try server("/users=delay:300")
        defer { server.stop() }
        let started = Date()
        #expect(try get(server, "/users/1").status == 200)
        #expect(Date().timeIntervalSince(started) >= 0.29)
    }

    @Test func truncatedBodyDeclaresMoreThanItSends() throws {
        let server = try server("/users=truncate")
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", "/users")
        let error = #expect(throws: RawReadError.self) { try client.readResponse() }
        guard case .truncated(let declared, let received)? = error else {
            Issue.record("expected a truncated body, got \(String(describing: error))")
            return
        }
        #expect(declared > 0)
        #expect(received == declared / 2)
    }

    @Test func malformedJSONDoesNotParse() throws {
        let server = try server("/users=malformed")
        defer { server.stop() }
        let response = try get(server, "/users")
        #expect(response.status == 200)
        #expect(!response.body.isEmpty)
        #expect(throws: (any Error).self) { try response.json() }
    }

    @Test func wrongShapeIsValidJSONOfAnotherShape() throws {
        let server = try server("/users=wrong-shape")
        defer { server.stop() }
        let list = try get(server, "/users").json()
        #expect((list as? [String: Any])?["data"] is [Any])
        let single = try get(server, "/users/1").json()
        #expect((single as? [[String: Any]])?.first?["id"] as? Int == 1)
    }

    @Test func emptyBody() throws {
        let server = try server("/users=empty")
        defer { server.stop() }
        let response = try get(server, "/users")
        #expect(response.status == 200)
        #expect(response.headers["content-length"] == "0")
        #expect(response.body.isEmpty)
    }

    @Test func hugeBodyIsValidJSONOfTheRequestedSize() throws {
        let server = try server("/users=huge:3")
        defer { server.stop() }
        let response = try get(server, "/users")
        #expect(response.body.count >= 3 * 1024 * 1024)
        #expect(response.body.count < 3 * 1024 * 1024 + 8192)
        #expect((try response.json() as? [String])?.count == 3 * 1024)
    }

    @Test func droppedConnectionSendsNothing() throws {
        let server = try server("/users=drop")
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", "/users")
        #expect(throws: RawReadError.closed(receivedBytes: 0)) { try client.readResponse() }
        #expect(server.requests.first?.status == nil)
    }

    @Test func hangNeverAnswersAndNoticesTheClientLeaving() throws {
        let server = try server("/users=hang")
        defer { server.stop() }
        do {
            let client = try RawHTTPClient(port: server.port, timeout: 0.3)
            client.request("GET", "/users")
            #expect(throws: RawReadError.timedOut) { try client.readResponse() }
        }
        #expect(eventually { server.requests.first?.clientClosedEarly == true })
    }

    @Test func slowDripSendsTheRealResponseSlowly() throws {
        let server = try server("/users/1=drip:2")
        defer { server.stop() }
        let started = Date()
        let response = try get(server, "/users/1")
        #expect(try object(response)["id"] as? Int == 1)
        let bytes = response.body.count + 100
        #expect(Date().timeIntervalSince(started) >= Double(bytes) * 0.002 * 0.8)
    }

    @Test func aRateSendsTheRealResponseAtAboutThatSpeed() throws {
        let server = try server("/users=rate:1")
        defer { server.stop() }
        let started = Date()
        let response = try get(server, "/users")
        #expect(try objects(response).count == 10)
        // 1 KB a second, 102 bytes every 100 ms: the 4 KB list takes about 4 s.
        let steps = (response.body.count + 100) / 102
        #expect(Date().timeIntervalSince(started) >= Double(steps - 1) * 0.1 * 0.8)
    }

    @Test func clientLeavingDuringLatencyIsLogged() throws {
        let server = try server("/users=delay:2000")
        defer { server.stop() }
        do {
            let client = try RawHTTPClient(port: server.port, timeout: 0.2)
            client.request("GET", "/users")
            #expect(throws: RawReadError.timedOut) { try client.readResponse() }
        }
        #expect(eventually { server.requests.first?.clientClosedEarly == true })
    }

    @Test func setFaultsChangesARunningServerAndResetsCounters() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try get(server, "/users").status == 200)
        server.setFaults(try FaultPlan(parsing: "/users=status:502,times:1"))
        #expect(try get(server, "/users").status == 502)
        #expect(try get(server, "/users").status == 200)
        server.setFaults(try FaultPlan(parsing: "/users=status:502,times:1"))
        #expect(try get(server, "/users").status == 502)
        server.setFaults(FaultPlan())
        #expect(try get(server, "/users").status == 200)
    }

    @Test func weatherFaultsMatchTheirOwnPrefix() throws {
        let server = try server("/data/2.5/weather=status:429")
        defer { server.stop() }
        #expect(try get(server, "/data/2.5/weather?q=Paris&appid=k").status == 429)
        #expect(try get(server, "/data/2.5/forecast?q=Paris&appid=k").status == 200)
    }

    @Test func prefixesMatchWholeSegments() {
        let rule = FaultRule(pathPrefix: "/users", fault: .hang)
        #expect(rule.matches(method: "GET", path: "/users"))
        #expect(rule.matches(method: "GET", path: "/users/1/posts"))
        #expect(!rule.matches(method: "GET", path: "/usersX"))
        #expect(!rule.matches(method: "GET", path: "/posts"))
        #expect(FaultRule(method: "post", pathPrefix: "/").matches(method: "POST", path: "/anything"))
        #expect(!FaultRule(method: "POST", pathPrefix: "/").matches(method: "GET", path: "/anything"))
    }
}
