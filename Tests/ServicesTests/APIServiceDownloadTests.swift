// APIService.download against real loopback servers: the body arrives whole and in order in many
// chunks; error bodies stay inside; a throwing consumer cancels; retries happen only before the
// consumer has seen anything; short bodies, stalls and cancellation end the download.
import DemoAPI
import Foundation
import NetworkTestSupport
import Synchronization
import Testing

@testable import Services

private func fastRetry(_ attempts: Int = 3) -> RetryPolicy {
    RetryPolicy(maxAttempts: attempts, baseDelay: 0.01, maxDelay: 0.05)
}

@Test func downloadDeliversExactlyTheBodyInManyChunks() async throws {
    let list = try LargeUserList(megabytes: 3)
    let harness = try DemoServerHarness(fixtures: list.folder.url)
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 10, retry: .none))
    let consumer = RecordingConsumer()
    let result = try await api.download(.users(), into: consumer)
    guard case .modified(let head) = result else {
        Issue.record("expected a body, got \(result)")
        return
    }
    #expect(head.status == 200)
    #expect(head.contentLength == list.bytes.count)
    #expect(consumer.heads == [head])
    #expect(consumer.body == list.bytes)
    #expect(consumer.chunkSizes.count > 1)
    #expect(consumer.chunkSizes.allSatisfy { $0 > 0 })
}

@Test func errorStatusKeepsItsBodyAndCarriesTheServersMessage() async throws {
    let harness = try DemoServerHarness(
        faults: .init([
            .init(
                pathPrefix: "/users",
                fault: .status(503, body: #"{"message":"down for maintenance"}"#))
        ]))
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: fastRetry(2)))
    let consumer = RecordingConsumer()
    await #expect(throws: NetworkError.http(status: 503, message: "down for maintenance", path: "/users")) {
        try await api.download(.users(), into: consumer)
    }
    #expect(harness.requests(to: "/users").count == 2)
    #expect(consumer.heads.isEmpty && consumer.chunkSizes.isEmpty)
}

@Test func throwingConsumerCancelsTheTransferAndSaysTheBodyCouldNotBeRead() async throws {
    // 100 KB pieces 50 ms apart: the client has to hang up for the server to stop early.
    let clientLeft = Mutex(false)
    let server = try ScriptedServer { connection in
        let piece = String(repeating: "x", count: 100_000)
        connection.send("HTTP/1.1 200 OK\r\nContent-Length: \(200 * piece.utf8.count)\r\nConnection: close\r\n\r\n")
        for _ in 0..<200 {
            guard connection.send(piece), !connection.waitForClose(upTo: 0.05) else {
                clientLeft.withLock { $0 = true }
                return
            }
        }
    }
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 30, retry: fastRetry()))
    let consumer = RecordingConsumer(failAtChunk: 2)
    do {
        _ = try await api.download(.users(), into: consumer)
        Issue.record("expected the consumer's failure")
    } catch {
        #expect(error == .decoding(path: "", description: "the consumer gave up"))
        #expect(error.userMessage == "The server sent data the app cannot read: the consumer gave up")
    }
    #expect(consumer.chunkSizes.count == 2)
    #expect(consumer.callsAfterFailure == 0)
    #expect(server.requests.count == 1, "a consumer's failure is not retried")
    // The server sends for 10 s unless the client hangs up: seeing it hang up proves the
    // transfer was cancelled (no bound on time, which a loaded machine would stretch).
    #expect(await eventually(timeout: .seconds(10)) { clientLeft.withLock { $0 } }, "the transfer was cancelled")
}

@Test func failureBeforeTheFirstChunkIsRetriedUnseen() async throws {
    let list = try LargeUserList(megabytes: 1)
    let harness = try DemoServerHarness(
        fixtures: list.folder.url,
        faults: .init([.init(pathPrefix: "/users", fault: .dropConnection, limit: 1)]))
    let events = EventRecorder()
    let api = APIService(
        baseURL: harness.baseURL, configuration: .init(timeout: 10, retry: fastRetry()),
        onRetry: events.record)
    let consumer = RecordingConsumer()
    _ = try await api.download(.users(), into: consumer)
    #expect(harness.requests(to: "/users").count == 2)
    #expect(events.all.count == 1)
    #expect(consumer.heads.count == 1)
    #expect(consumer.body == list.bytes)
}

@Test func bodyCutShortAfterTheFirstChunkFailsForGood() async throws {
    let list = try LargeUserList(megabytes: 1)
    let harness = try DemoServerHarness(
        fixtures: list.folder.url,
        faults: .init([.init(pathPrefix: "/users", fault: .truncatedBody)]))
    let events = EventRecorder()
    let api = APIService(
        baseURL: harness.baseURL, configuration: .init(timeout: 10, retry: fastRetry()),
        onRetry: events.record)
    let consumer = RecordingConsumer()
    await #expect(throws: NetworkError.connectionLost(host: "127.0.0.1")) {
        try await api.download(.users(), into: consumer)
    }
    #expect(!consumer.chunkSizes.isEmpty)
    #expect(consumer.body.count < list.bytes.count)
    #expect(harness.requests(to: "/users").count == 1, "no retry once the consumer has seen part of the body")
    #expect(events.all.isEmpty)
}

@Test func stalledBodyTimesOut() async throws {
    let server = try ScriptedServer { connection in
        connection.send(
            "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n" + String(repeating: "x", count: 100))
        connection.waitForClose(upTo: 30)
    }
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 5, idleTimeout: 1, retry: fastRetry()))
    let consumer = RecordingConsumer()
    let start = ContinuousClock.now
    await #expect(throws: NetworkError.stalled(path: "/users", seconds: 1)) {
        try await api.download(.users(), into: consumer)
    }
    #expect(ContinuousClock.now - start < .seconds(15))  // loose: the suite runs in parallel on a small machine
    #expect(consumer.body == Data(String(repeating: "x", count: 100).utf8))
    #expect(server.requests.count == 1)
}

@Test func cancellationEndsADownloadMidBody() async throws {
    let server = try ScriptedServer { connection in
        connection.send(
            "HTTP/1.1 200 OK\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n" + String(repeating: "x", count: 100))
        connection.waitForClose(upTo: 30)
    }
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 30, retry: fastRetry()))
    let firstChunk = Mutex(false)
    let consumer = RecordingConsumer(onChunk: { _ in firstChunk.withLock { $0 = true } })
    let task = Task { try await api.download(.users(), into: consumer) }
    #expect(await eventually { firstChunk.withLock { $0 } })
    let start = ContinuousClock.now
    task.cancel()
    await #expect(throws: NetworkError.cancelled) { try await task.value }
    #expect(ContinuousClock.now - start < .seconds(15))  // far below the 30 s timeout
}
