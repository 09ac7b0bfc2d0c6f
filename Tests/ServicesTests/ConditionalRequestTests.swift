// If-None-Match: a 304 is "not modified", never an error, for buffered and streaming requests;
// a changed resource comes back whole with its new ETag.
import Foundation
import Testing

@testable import Services

/// A resource at any path with ETag "v2": 304 when the request's If-None-Match names it.
private func versionedResource() throws -> ScriptedServer {
    try ScriptedServer { connection in
        if connection.header("If-None-Match") == "\"v2\"" {
            connection.send("HTTP/1.1 304 Not Modified\r\nETag: \"v2\"\r\nConnection: close\r\n\r\n")
        } else {
            connection.send(
                "HTTP/1.1 200 OK\r\nETag: \"v2\"\r\nContent-Type: application/json\r\nContent-Length: 7\r\nConnection: close\r\n\r\n[1,2,3]"
            )
        }
    }
}

@Test func bufferedRequestWithTheCurrentETagIsNotModified() async throws {
    let server = try versionedResource()
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 5, retry: .none))
    let result = try await api.data(for: .users(), ifNoneMatch: "\"v2\"")
    guard case .notModified(let head) = result else {
        Issue.record("expected 304, got \(result)")
        return
    }
    #expect(head.status == 304)
    #expect(head.etag == "\"v2\"")
    #expect(server.requests.first?.contains("If-None-Match: \"v2\"") == true)
}

@Test func bufferedRequestWithAnOldETagGetsTheNewBody() async throws {
    let server = try versionedResource()
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 5, retry: .none))
    let result = try await api.data(for: .users(), ifNoneMatch: "\"v1\"")
    guard case .modified(let response) = result else {
        Issue.record("expected a body, got \(result)")
        return
    }
    #expect(response.body == Data("[1,2,3]".utf8))
    #expect(response.etag == "\"v2\"")
}

@Test func downloadWithTheCurrentETagIsNotModifiedAndLeavesTheConsumerAlone() async throws {
    let server = try versionedResource()
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 5, retry: .none))
    let consumer = RecordingConsumer()
    let result = try await api.download(.users(), ifNoneMatch: "\"v2\"", into: consumer)
    #expect(result == .notModified(ResponseHead(status: 304, headers: ["etag": "\"v2\"", "connection": "close"])))
    #expect(consumer.heads.isEmpty && consumer.chunkSizes.isEmpty)
}

@Test func downloadWithoutAnETagSendsNoConditionAndGetsTheBody() async throws {
    let server = try versionedResource()
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 5, retry: .none))
    let consumer = RecordingConsumer()
    let result = try await api.download(.users(), into: consumer)
    guard case .modified(let head) = result else {
        Issue.record("expected a body, got \(result)")
        return
    }
    #expect(head.etag == "\"v2\"")
    #expect(consumer.body == Data("[1,2,3]".utf8))
    #expect(server.requests.first?.contains { $0.lowercased().hasPrefix("if-none-match") } == false)
}
