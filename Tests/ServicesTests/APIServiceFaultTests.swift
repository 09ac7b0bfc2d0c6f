// APIService under injected faults: retries for GET on 5xx/429/connection errors only,
// Retry-After, timeouts, broken bodies, dropped connections and cancellation.
import DemoAPI
import Foundation
import Models
import NetworkTestSupport
import Testing

@testable import Services

private func fastRetry(_ attempts: Int = 3) -> RetryPolicy {
    RetryPolicy(maxAttempts: attempts, baseDelay: 0.01, maxDelay: 0.05)
}

@Test func serverErrorIsRetriedThenSurfaced() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .status(500))]))
    let events = EventRecorder()
    let api = APIService(
        baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry()),
        onRetry: events.record)
    await #expect(throws: NetworkError.http(status: 500, message: nil, path: "/users")) {
        try await api.data(for: .users())
    }
    #expect(harness.requests(to: "/users").count == 3)
    #expect(
        events.all.map(\.description) == [
            "Server error 500 from /users, retrying (2 of 3)...",
            "Server error 500 from /users, retrying (3 of 3)...",
        ])
}

@Test func transientServerErrorRecovers() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/posts", fault: .status(502), limit: 2)]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry()))
    let posts: [Post] = try await api.request(.posts())
    #expect(!posts.isEmpty)
    #expect(harness.requests(to: "/posts").count == 3)
}

@Test func notFoundIsNotRetried() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .status(404))]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry()))
    await #expect(throws: NetworkError.http(status: 404, message: nil, path: "/users/1")) {
        try await api.data(for: .user(id: 1))
    }
    #expect(harness.requests(to: "/users/1").count == 1)
}

@Test func postIsNeverRetried() async throws {
    let harness = try DemoServerHarness(
        faults: .init([.init(method: "POST", pathPrefix: "/posts", fault: .status(503))]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry()))
    await #expect(throws: NetworkError.self) {
        try await api.data(for: .createPost(NewPost(userId: 1, title: "t", body: "b")))
    }
    #expect(harness.server.requests.filter { $0.method == "POST" }.count == 1)
}

@Test func hangingServerTimesOut() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .hang)]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 0.5, retry: fastRetry()))
    let start = ContinuousClock.now
    await #expect(throws: NetworkError.timedOut(path: "/users")) { try await api.data(for: .users()) }
    // The server never answers; only the timeout (with its retries) ends the wait. The bound is
    // loose because the test suite runs in parallel on a small machine.
    #expect(ContinuousClock.now - start < .seconds(15))
}

@Test func truncatedBodyIsAnErrorNotData() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .truncatedBody)]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry(2)))
    do {
        let users: [User] = try await api.request(.users())
        Issue.record("decoded \(users.count) users from a truncated body")
    } catch {
        switch error {
        case .connectionLost, .decoding: break
        default: Issue.record("unexpected \(error)")
        }
    }
}

@Test func malformedJSONIsADecodingError() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .malformedJSON)]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: .none))
    do {
        let _: [User] = try await api.request(.users())
        Issue.record("expected a decoding error")
    } catch {
        guard case .decoding(_, let description) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(description == "the body is not valid JSON: it ends too early")
        #expect(error.userMessage.hasPrefix("The server sent data the app cannot read"))
    }
}

@Test(arguments: [
    (
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        "the body is not valid JSON: nested too deeply, at byte 513"
    ),
    (#"[{"id":1},{"id":"#, "the body is not valid JSON: it ends too early"),
    (#"[{"id":1},{"id":?}]"#, "the body is not valid JSON: unexpected text, at byte 16"),
])
func aBodyThatIsNotJSONSaysWhatIsWrongAndWhere(body: String, expected: String) async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .status(200, body: body))]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: .none))
    await #expect(throws: NetworkError.decoding(path: "", description: expected)) {
        let _: [User] = try await api.request(.users())
    }
}

@Test func wrongFieldTypeNamesTheKeyPath() async throws {
    let body =
        #"[{"id":1,"name":"A","username":"a","email":"e","address":{"street":"s","suite":"s","city":"c","zipcode":"z","geo":{"lat":5,"lng":"1"}},"phone":"p","website":"w","company":{"name":"n","catchPhrase":"c","bs":"b"}}]"#
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .status(200, body: body))]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: .none))
    await #expect(throws: NetworkError.decoding(path: "[0].address.geo.lat", description: "expected a string")) {
        let _: [User] = try await api.request(.users())
    }
}

@Test func missingFieldNamesTheKeyPath() async throws {
    let harness = try DemoServerHarness(
        faults: .init([.init(pathPrefix: "/posts", fault: .status(200, body: #"[{"id":1,"userId":1,"title":"t"}]"#))]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: .none))
    await #expect(throws: NetworkError.decoding(path: "[0].body", description: "the field is missing")) {
        let _: [Post] = try await api.request(.posts())
    }
}

@Test func droppedConnectionIsRetriedThenSurfaced() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .dropConnection)]))
    let events = EventRecorder()
    let api = APIService(
        baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry()),
        onRetry: events.record)
    await #expect(throws: NetworkError.connectionLost(host: "127.0.0.1")) { try await api.data(for: .users()) }
    #expect(events.all.count == 2)
}

@Test func refusedConnectionSaysCannotConnect() async throws {
    let refusing = try RefusingPort()
    let api = APIService(baseURL: refusing.baseURL, configuration: .init(timeout: 5, retry: fastRetry(2)))
    do {
        _ = try await api.data(for: .users())
        Issue.record("expected a connection error")
    } catch {
        #expect(error == .cannotConnect(host: "127.0.0.1"))
        #expect(error.userMessage.hasPrefix("Cannot connect to 127.0.0.1"))
    }
}

@Test func cancellationEndsAHangingRequestQuickly() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .hang)]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 30, retry: fastRetry()))
    let task = Task { try await api.data(for: .users()) }
    // Cancel once the request hangs at the server (on a loaded machine it may take a while to
    // get there; cancelling before then must end it quickly too, well before the timeout).
    _ = await eventually(timeout: .seconds(20)) { !harness.requests(to: "/users").isEmpty }
    let start = ContinuousClock.now
    task.cancel()
    let result = await task.result
    #expect(ContinuousClock.now - start < .seconds(15))  // far below the 30 s timeout
    #expect(throws: NetworkError.cancelled) { try result.get() }
}
