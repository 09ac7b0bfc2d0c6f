// DemoDataFolderTests: serving another folder (`--demo-data`): raw bytes for unfiltered lists,
// missing collections as empty lists, weather falling back to the bundled fixtures.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct DemoDataFolderTests {
    private func folder(users: String) throws -> URL {
        try temporaryFixtures(["users.json": users])
    }

    @Test func unfilteredUsersAreTheFileBytesVerbatim() throws {
        let users = "[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}]"
        let directory = try folder(users: users)
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        #expect(try get(server, "/users").text == users)
        #expect(try object(get(server, "/users/2"))["name"] as? String == "B")
    }

    @Test func missingPostsAndCommentsAreEmptyLists() throws {
        let directory = try folder(users: "[{\"id\":1}]")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        #expect(try get(server, "/posts").text == "[]")
        #expect(try get(server, "/users/1/posts").text == "[]")
        #expect(try get(server, "/comments").text == "[]")
        #expect(try get(server, "/posts/1").status == 404)
    }

    @Test func weatherFallsBackToTheBundledCities() throws {
        let directory = try folder(users: "[]")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        #expect(try get(server, "/data/2.5/weather?q=Berlin&appid=k").status == 200)
    }

    @Test func aCorruptCollectionAnswers500NamingTheFile() throws {
        let directory = try folder(users: "[{\"id\":1,")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        let response = try get(server, "/users/1")
        #expect(response.status == 500)
        #expect((try object(response)["error"] as? String)?.contains("users.json") == true)
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: DemoServerError.self) {
            try DemoServer(fixturesDirectory: URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)"))
        }
    }
}
