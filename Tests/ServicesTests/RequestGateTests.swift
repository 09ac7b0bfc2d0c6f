// RequestGate, and revalidations waiting at it: a conditional request is sent only once the gate
// opens, an unconditional one at once; a cancelled waiter goes on.
import Foundation
import Testing

@testable import Services

struct RequestGateTests {
    @Test func waitersGoOnWhenTheGateOpensAndLaterOnesDoNotWait() async {
        let gate = RequestGate()
        let waiters = (0..<3).map { _ in
            Task {
                await gate.wait()
                return 1
            }
        }
        for _ in 0..<100_000 where gate.waiterCount < 3 { await Task.yield() }
        #expect(gate.waiterCount == 3 && !gate.isOpen)
        gate.open()
        var passed = 0
        for waiter in waiters { passed += await waiter.value }
        #expect(passed == 3)
        await gate.wait()  // open: returns at once
        #expect(gate.isOpen)
    }

    @Test func aCancelledWaiterGoesOnWithoutTheGate() async {
        let gate = RequestGate()
        let waiter = Task { await gate.wait() }
        waiter.cancel()
        await waiter.value
        #expect(!gate.isOpen)
    }

    @Test func aConditionalRequestIsSentOnlyOnceTheGateOpens() async throws {
        let server = try ScriptedServer { connection in
            connection.send(
                "HTTP/1.1 200 OK\r\nETag: \"v2\"\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]"
            )
        }
        let gate = RequestGate()
        let api = APIService(
            baseURL: server.baseURL, configuration: .init(timeout: 5, retry: .none), revalidationGate: gate)

        _ = try await api.data(for: .users())
        #expect(server.requests.count == 1, "an unconditional request does not wait")

        let revalidation = Task { try await api.data(for: .users(), ifNoneMatch: "\"v1\"") }
        for _ in 0..<100_000 where gate.waiterCount == 0 { await Task.yield() }
        #expect(gate.waiterCount == 1)
        #expect(server.requests.count == 1, "the conditional request waits at the closed gate, unsent")
        gate.open()
        _ = try await revalidation.value
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.contains("If-None-Match: \"v1\"") == true)
    }

    @Test func everyConditionalRequestWaitsHoweverItsTagIsGiven() async throws {
        let server = try ScriptedServer { connection in
            connection.send("HTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\nConnection: close\r\n\r\n")
        }
        let gate = RequestGate()
        let api = APIService(
            baseURL: server.baseURL, configuration: .init(timeout: 5, retry: .none), revalidationGate: gate)
        var ownHeader = Endpoint.users()
        ownHeader.headers["if-none-match"] = "\"v1\""

        // A decoded first page given the tag, and an endpoint carrying the header itself.
        let decoded = Task { try await api.decodedResponse(.users(), ifNoneMatch: "\"v1\"") { $0.count }.response }
        let byHand = Task { try await api.data(for: ownHeader) }
        for _ in 0..<100_000 where gate.waiterCount < 2 { await Task.yield() }
        #expect(gate.waiterCount == 2)
        #expect(server.requests.isEmpty, "both revalidations wait at the closed gate, unsent")
        gate.open()
        #expect(try await decoded.value.status == 304)
        #expect(try await byHand.value.status == 304)
        #expect(server.requests.count == 2)
        #expect(server.requests.allSatisfy { lines in lines.contains { $0.lowercased() == "if-none-match: \"v1\"" } })
    }
}
