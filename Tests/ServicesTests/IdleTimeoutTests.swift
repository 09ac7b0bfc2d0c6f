// A streamed body may take as long as it needs while bytes keep coming; only a pause longer than
// the idle timeout ends it. A buffered answer still has a total deadline.
import Foundation
import Testing

@testable import Services

/// Sends `pieces` pieces of `size` bytes of a JSON array of spaces, `interval` seconds apart, then pauses
/// for `pauseAfter` pieces when given.
private func trickling(pieces: Int, size: Int, interval: Double, pauseAfter: Int? = nil) throws -> ScriptedServer {
    try ScriptedServer { connection in
        let length = pieces * size
        connection.send("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n")
        for index in 0..<pieces {
            var piece = Data(repeating: UInt8(ascii: " "), count: size)
            if index == 0 { piece[0] = UInt8(ascii: "[") }
            if index == pieces - 1 { piece[size - 1] = UInt8(ascii: "]") }
            if index == pauseAfter, connection.waitForClose(upTo: 30) { return }
            guard connection.send(piece), !connection.waitForClose(upTo: interval) else { return }
        }
    }
}

private func api(_ server: ScriptedServer, timeout: TimeInterval = 2, idleTimeout: TimeInterval = 2) -> APIService {
    APIService(baseURL: server.baseURL, configuration: .init(timeout: timeout, idleTimeout: idleTimeout, retry: .none))
}

@Test func aSlowButSteadyStreamedBodyCompletesPastTheTimeout() async throws {
    // 50 pieces 100 ms apart: five seconds in all, far past the 2 s timeout, never idle that long.
    let server = try trickling(pieces: 50, size: 1000, interval: 0.1)
    let consumer = RecordingConsumer()
    let started = ContinuousClock.now
    _ = try await api(server).download(.users(), into: consumer)
    #expect(consumer.body.count == 50_000)
    #expect(ContinuousClock.now - started > .seconds(2), "it took longer than the timeout")
}

@Test func aStreamedBodyThatStopsArrivingStalls() async throws {
    let server = try trickling(pieces: 10, size: 1000, interval: 0.05, pauseAfter: 3)
    let consumer = RecordingConsumer()
    await #expect(throws: NetworkError.stalled(path: "/users", seconds: 1)) {
        try await api(server, timeout: 10, idleTimeout: 0.8).download(.users(), into: consumer)
    }
    #expect(consumer.body.count == 3000)
}

@Test func aBufferedAnswerKeepsItsTotalDeadline() async throws {
    let server = try trickling(pieces: 30, size: 1000, interval: 0.1)
    await #expect(throws: NetworkError.timedOut(path: "/users")) {
        try await api(server, timeout: 0.8).data(for: .users())
    }
}
