// Size limits on answers, counted after decompression, buffered and streamed: a body over the
// limit for its kind of request fails as soon as it goes over, with a sentence naming the limit.
import Foundation
import Testing

@testable import Services

private let megabyte = 1 << 20

private func api(_ server: ScriptedServer, item: Int = megabyte, list: Int = 2 * megabyte) -> APIService {
    APIService(
        baseURL: server.baseURL,
        configuration: .init(timeout: 10, retry: .none, limits: ResponseLimits(item: item, list: list)))
}

/// Answers every request with a 200 whose body is `body`, with `headers` added.
private func serving(_ body: Data, headers: String = "") throws -> ScriptedServer {
    try ScriptedServer { connection in
        connection.send("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\n\(headers)Connection: close\r\n\r\n")
        connection.send(body)
    }
}

@Test func aBufferedBodyOverTheLimitFailsNamingTheLimitAndPath() async throws {
    let server = try serving(Data(repeating: UInt8(ascii: " "), count: megabyte + 1))
    await #expect(throws: NetworkError.responseTooLarge(limit: megabyte, path: "/users/1")) {
        try await api(server).data(for: .user(id: 1))
    }
    #expect(
        NetworkError.responseTooLarge(limit: 512 * megabyte, path: "/users").userMessage
            == "The server sent more than 512 MB for /users.")
}

@Test func aBodyAtTheLimitIsAccepted() async throws {
    let server = try serving(Data(repeating: UInt8(ascii: " "), count: megabyte))
    #expect(try await api(server).data(for: .user(id: 1)).body.count == megabyte)
}

@Test func anAnnouncedLengthOverTheLimitFailsBeforeTheBodyIsRead() async throws {
    let server = try ScriptedServer { connection in
        // 10 GiB. (swift-corelibs-foundation itself traps on a length near Int64.max, before any
        // delegate sees the answer: converting the double libcurl reports overflows.)
        connection.send("HTTP/1.1 200 OK\r\nContent-Length: 10737418240\r\n\r\n[")
        connection.waitForClose(upTo: 30)
    }
    let started = ContinuousClock.now
    let service = APIService(
        baseURL: server.baseURL,
        configuration: .init(timeout: 120, retry: .none, limits: ResponseLimits(item: megabyte, list: megabyte)))
    await #expect(throws: NetworkError.responseTooLarge(limit: megabyte, path: "/users/1")) {
        try await service.data(for: .user(id: 1))
    }
    // Reading 10 GiB or waiting for the timeout would take minutes; the parallel suite can delay
    // URLSession's shared work queue by seconds.
    #expect(ContinuousClock.now - started < .seconds(60), "refused at the head, not at the timeout")
}

@Test func listsHaveTheirOwnLargerLimit() async throws {
    let server = try serving(Data(repeating: UInt8(ascii: " "), count: megabyte + 10))
    #expect(try await api(server).data(for: .users()).body.count == megabyte + 10)
}

@Test func aGzipBodyIsCountedAfterDecompression() async throws {
    // 5 MB that travel as about 30 KB: far under the limit on the wire, far over it unpacked.
    let bomb = GzipRun.make(
        prefix: UInt8(ascii: "["), fill: UInt8(ascii: " "), length: 5 * megabyte, validTrailer: false)
    #expect(bomb.gzip.count < megabyte / 16)
    let server = try serving(bomb.gzip, headers: "Content-Encoding: gzip\r\n")
    await #expect(throws: NetworkError.responseTooLarge(limit: 2 * megabyte, path: "/users")) {
        try await api(server).data(for: .users())
    }
    let consumer = RecordingConsumer()
    await #expect(throws: NetworkError.responseTooLarge(limit: 2 * megabyte, path: "/users")) {
        try await api(server).download(.users(), into: consumer)
    }
    #expect(consumer.body.count <= 2 * megabyte, "nothing past the limit reaches the consumer")
}

@Test func aSmallGzipBodyUnpacksWhole() async throws {
    let small = GzipRun.make(prefix: UInt8(ascii: "["), fill: UInt8(ascii: " "), length: 100_000)
    let server = try serving(small.gzip, headers: "Content-Encoding: gzip\r\n")
    let body = try await api(server).data(for: .users()).body
    #expect(body.count == small.unpackedLength)
    #expect(body.first == UInt8(ascii: "[") && body.dropFirst().allSatisfy { $0 == UInt8(ascii: " ") })
}

@Test func aStreamedBodyFarPastTheLimitStopsThere() async throws {
    let server = try ScriptedServer { connection in
        connection.send("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
        let piece = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
        let chunk = Data(String(piece.count, radix: 16).utf8) + Data("\r\n".utf8) + piece + Data("\r\n".utf8)
        // Far past the limit (16 MB), and paced: a flood keeps the reading going (and libdispatch's
        // few workers busy with it, which every other test's requests need) until the cancel lands.
        for _ in 0..<256 where connection.send(chunk) {
            if connection.waitForClose(upTo: 0.02) { return }
        }
    }
    let consumer = RecordingConsumer()
    await #expect(throws: NetworkError.responseTooLarge(limit: 2 * megabyte, path: "/users")) {
        try await api(server).download(.users(), into: consumer)
    }
    #expect(consumer.body.count <= 2 * megabyte)
}

@Test func limitsAreDescribedInWholeOrTenthUnits() {
    #expect(ResponseLimits.describe(512 << 20) == "512 MB")
    #expect(ResponseLimits.describe(3 << 19) == "1.5 MB")
    #expect(ResponseLimits.describe(64 << 10) == "64 KB")
    #expect(ResponseLimits.describe(100) == "100 bytes")
    #expect(ResponseLimits.describe(.max).hasSuffix(" MB"))
    #expect(ResponseLimits(item: -1, list: -5) == ResponseLimits(item: 0, list: 0))
}
