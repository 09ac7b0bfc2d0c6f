// FileServedListTests: an unfiltered, unmodified list is the collection file sent from disk, with
// its length and a strong ETag from the file's identity; a file changed on disk is served anew;
// faults still cut, reshape and drip such bodies.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct FileServedListTests {
    /// A folder holding `users` as `users.json`, and a server over it; `body` runs with both.
    private func withServer(users: String, faults: String? = nil, _ body: (DemoServer, URL) throws -> Void) throws {
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(
            faults: faults.map { try FaultPlan(parsing: $0) } ?? FaultPlan(), directory: directory)
        defer { server.stop() }
        try body(server, directory)
    }

    @Test func theListIsTheFileWithItsLengthAndAStrongTag() throws {
        let users = awkwardUsers(count: 1_500)
        try withServer(users: users) { server, _ in
            let response = try get(server, "/users")
            #expect(response.status == 200)
            #expect(response.body == Array(users.utf8))
            #expect(response.headers["content-length"] == String(users.utf8.count))
            let tag = try #require(response.headers["etag"])
            #expect(tag.wholeMatch(of: /"[0-9a-f]{16}"/) != nil, "a strong tag: \(tag)")
            #expect(try get(server, "/users").headers["etag"] == tag)
        }
    }

    @Test func aFileChangedOnDiskIsServedAnewWithAnotherTag() throws {
        try withServer(users: #"[{"id":1,"name":"A"}]"#) { server, directory in
            let before = try get(server, "/users")
            #expect(try object(get(server, "/users/1"))["name"] as? String == "A")
            let changed = #"[{"id":1,"name":"Bea"},{"id":2,"name":"C"}]"#
            try Data(changed.utf8).write(to: directory.appendingPathComponent("users.json"))
            let after = try get(server, "/users")
            #expect(after.text == changed)
            #expect(after.headers["etag"] != before.headers["etag"])
            #expect(try object(get(server, "/users/1"))["name"] as? String == "Bea")
            #expect(try get(server, "/users?_limit=5").headers["x-total-count"] == "2")
        }
    }

    @Test func truncationDeclaresTheFileLengthAndSendsHalf() throws {
        let users = awkwardUsers(count: 300)
        try withServer(users: users, faults: "/users=truncate") { server, _ in
            let client = try RawHTTPClient(port: server.port)
            client.request("GET", "/users")
            #expect(throws: RawReadError.truncated(declared: users.utf8.count, received: users.utf8.count / 2)) {
                try client.readResponse()
            }
        }
    }

    @Test func malformedSendsTheFirstHalfOfTheFile() throws {
        let users = awkwardUsers(count: 300)
        try withServer(users: users, faults: "/users=malformed") { server, _ in
            let response = try get(server, "/users")
            #expect(response.status == 200)
            #expect(response.body == Array(users.utf8.prefix(users.utf8.count / 2)))
        }
    }

    @Test func wrongShapeWrapsTheFileList() throws {
        try withServer(users: awkwardUsers(count: 50), faults: "/users=wrong-shape") { server, _ in
            let wrapped = try object(get(server, "/users"))
            #expect((wrapped["data"] as? [Any])?.count == 50)
        }
    }

    @Test func dripSendsTheFileByteByByte() throws {
        let users = #"[{"id":1}]"#
        try withServer(users: users, faults: "/users=drip:1") { server, _ in
            let response = try get(server, "/users")
            #expect(response.text == users)
            #expect(response.headers["etag"] != nil)
        }
    }

    @Test func emptyReplacesTheFileWithNothing() throws {
        try withServer(users: awkwardUsers(count: 20), faults: "/users=empty") { server, _ in
            let response = try get(server, "/users")
            #expect(response.headers["content-length"] == "0")
            #expect(response.body.isEmpty)
        }
    }
}
