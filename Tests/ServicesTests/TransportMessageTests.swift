// What the user is told when the server's answer is broken below the JSON: a garbage status
// line, a body that claims to be gzip and is not, a redirect loop. Each has its own sentence.
import Foundation
import Testing

@testable import Services

private func firstFailure(_ raw: String) async throws -> NetworkError? {
    let server = try ScriptedServer { connection in connection.send(raw) }
    let api = APIService(baseURL: server.baseURL, configuration: .init(timeout: 10, retry: .none))
    do {
        _ = try await api.data(for: .users())
        return nil
    } catch {
        return error
    }
}

@Test func aGarbageStatusLineIsNotCalledABadURL() async throws {
    let error = try await firstFailure("HELLO THERE\r\n\r\n[]")
    #expect(error == .invalidResponse(host: "127.0.0.1"))
    #expect(error?.userMessage == "The server at 127.0.0.1 sent an answer that is not valid HTTP.")
}

@Test func aBodyThatIsNotTheGzipItClaimsSaysSo() async throws {
    let error = try await firstFailure("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 7\r\n\r\n[1,2,3]")
    #expect(error == .undecodableContent(host: "127.0.0.1"))
    #expect(error?.userMessage.contains("compressed") == true)
}

@Test func everyTransportFailureHasItsOwnSentence() {
    let errors: [NetworkError] = [
        .invalidURL("x"), .cannotConnect(host: "h"), .connectionLost(host: "h"), .timedOut(path: "/p"),
        .http(status: 500, message: nil, path: "/p"), .decoding(path: "", description: "d"), .cancelled,
        .responseTooLarge(limit: 1, path: "/p"), .stalled(path: "/p", seconds: 15), .tooManyRedirects(path: "/p"),
        .redirectedToAnotherHost(destination: "h"), .invalidResponse(host: "h"), .undecodableContent(host: "h"),
    ]
    let sentences = errors.map(\.userMessage)
    #expect(Set(sentences).count == errors.count)
    #expect(sentences.allSatisfy { !$0.contains("Error Domain") && $0.first?.isUppercase == true })
}
