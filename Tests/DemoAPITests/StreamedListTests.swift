// StreamedListTests: a list changed by writes is streamed from the file with the changes in place,
// never built in memory: its bytes are right however they are sliced and filtered, and 32 readers
// of a large list at once leave the process's resident memory where it was.
import Foundation
import Synchronization
import Testing

@testable import DemoAPI

@Suite struct StreamedListTests {
    private static func send(
        _ server: DemoServer, _ method: String, _ target: String, json: String, timeout: Double = 5
    ) throws -> RawResponse {
        let client = try RawHTTPClient(port: server.port, timeout: timeout)
        client.request(
            method, target, headers: ["Content-Type": "application/json", "Connection": "close"], body: json)
        return try client.readResponse()
    }

    private static func ids(_ response: RawResponse) throws -> [Int] {
        try objects(response).map { try #require($0["id"] as? Int) }
    }

    @Test func aChangedListIsTheFileWithTheChangesInPlace() throws {
        let users = awkwardUsers(count: 300)
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        let original = try #require(try JSONSerialization.jsonObject(with: Data(users.utf8)) as? [NSDictionary])
        let before = try #require(try get(server, "/users").headers["etag"])
        #expect(try Self.send(server, "DELETE", "/users/2", json: "").status == 200)
        #expect(try Self.send(server, "PUT", "/users/5", json: #"{"name":"five"}"#).status == 200)
        #expect(try Self.send(server, "POST", "/users", json: #"{"name":"new"}"#).status == 201)
        var expected = original.filter { $0["id"] as? Int != 2 }
        expected[3] = ["name": "five", "id": 5]
        expected.append(["name": "new", "id": 301])
        let response = try get(server, "/users")
        #expect(response.headers["content-length"] == String(response.body.count))
        #expect(try #require(try response.json() as? [NSDictionary]) == expected)
        #expect(response.headers["etag"] != before)
        #expect(response.headers["etag"]?.hasPrefix("W/") == true)
        #expect(try Self.ids(get(server, "/users?_start=2&_limit=4")) == [4, 5, 6, 7])
        #expect(try Self.ids(get(server, "/users?_start=297&_limit=9")) == [299, 300, 301])
        #expect(
            try Self.ids(get(server, "/users?active=true")).prefix(3) == [4, 6, 8], "the replaced 5 has no `active`")
        #expect(try Self.ids(get(server, "/users?name=five&name=new")) == [5, 301])
    }

    @Test func thirtyTwoParallelReadersOfAChangedLargeListKeepMemoryFlat() async throws {
        try await onOwnThread(Self.readInParallelMeasuringMemory)
    }

    private static func readInParallelMeasuringMemory() throws {
        let count = 20_000
        let directory = try temporaryFixtures([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("users.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.write(contentsOf: Data("[\n".utf8))
        for first in stride(from: 1, through: count, by: 1_000) {
            let chunk = (first..<(first + 1_000)).map { id in
                "  {\n    \"id\": \(id),\n    \"name\": \"User \(id)\",\n    \"email\": \"user\(id)@example.org\",\n"
                    + "    \"bio\": \"\(String(repeating: "lorem ipsum ", count: 30))\"\n  }"
            }.joined(separator: ",\n")
            try handle.write(contentsOf: Data((chunk + (first + 1_000 > count ? "\n]\n" : ",\n")).utf8))
        }
        try handle.close()
        let fileSize = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        // The first write reads every id of the file (slow in a debug build on a busy machine).
        #expect(try Self.send(server, "POST", "/users", json: #"{"name":"Ada"}"#, timeout: 120).status == 201)
        _ = try RawHTTPClient(port: server.port, timeout: 60).drainingGet("/users")
        let baseline = try ResidentMemory.current()
        let results = Mutex<[(status: Int, contentLength: Int, received: Int, tail: [UInt8])]>([])
        let peak = try ResidentMemory.peak {
            DispatchQueue.concurrentPerform(iterations: 32) { _ in
                guard let client = try? RawHTTPClient(port: server.port, timeout: 60),
                    let result = try? client.drainingGet("/users")
                else { return }
                results.withLock { $0.append(result) }
            }
        }
        let answers = results.withLock { $0 }
        #expect(answers.count == 32)
        for answer in answers {
            #expect(answer.status == 200)
            #expect(answer.received == answer.contentLength)
            #expect(answer.contentLength > fileSize)
            #expect(
                String(decoding: answer.tail, as: UTF8.self).hasSuffix(
                    "\"name\": \"Ada\",\n    \"id\": \(count + 1)\n  }\n]"))
        }
        let growth = peak - baseline
        #expect(
            growth < 64 * 1024 * 1024,
            "32 readers of a \(fileSize / 1_000_000) MB list grew memory by \(growth / 1_000_000) MB")
    }
}

extension RawHTTPClient {
    /// Sends `GET target` and drains the answer.
    func drainingGet(_ target: String) throws -> (status: Int, contentLength: Int, received: Int, tail: [UInt8]) {
        request("GET", target, headers: ["Connection": "close"])
        return try drainResponse()
    }
}
