// PostRouteTests: POST creates records with max+1 ids, a Location header, and keeps them for the session.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct PostRouteTests {
    private func post(_ server: DemoServer, _ target: String, json: String?, contentType: String = "application/json")
        throws -> RawResponse
    {
        let client = try RawHTTPClient(port: server.port)
        client.request("POST", target, headers: ["Content-Type": contentType, "Connection": "close"], body: json ?? "")
        return try client.readResponse()
    }

    @Test func postEchoesTheBodyWithTheNextIdAndLocation() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try post(server, "/posts", json: #"{"title":"héllo","body":"b","userId":1}"#)
        #expect(response.status == 201)
        #expect(response.headers["location"] == "http://127.0.0.1/posts/101")
        let created = try object(response)
        #expect(created["id"] as? Int == 101)
        #expect(created["title"] as? String == "héllo")
        #expect(response.text.hasSuffix("\"id\": 101\n}"), "id is the last key, as in json-server")
    }

    @Test func createdRecordsPersistForTheSessionAndIdsKeepGrowing() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try object(post(server, "/users", json: #"{"name":"Ada"}"#))["id"] as? Int == 11)
        #expect(try object(post(server, "/users", json: #"{"name":"Grace","id":3}"#))["id"] as? Int == 12)
        let users = try objects(get(server, "/users"))
        #expect(users.count == 12)
        #expect(try object(get(server, "/users/12"))["name"] as? String == "Grace")
        #expect(try objects(get(server, "/users?name=Ada")).count == 1)
    }

    @Test func nonJSONBodyGivesOnlyTheId() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try post(server, "/posts", json: "title=x", contentType: "application/x-www-form-urlencoded")
        #expect(response.status == 201)
        #expect(try object(response).keys.sorted() == ["id"])
    }

    @Test func nestedPostSetsTheParentIdAsAString() throws {
        let server = try startedServer()
        defer { server.stop() }
        let created = try object(post(server, "/users/4/posts", json: #"{"title":"t"}"#))
        #expect(created["userId"] as? String == "4")
        #expect(created["id"] as? Int == 101)
        #expect(try objects(get(server, "/users/4/posts")).count == 11)
    }

    @Test func invalidJSONDeclaredAsJSONIs400() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try post(server, "/posts", json: "{nope").status == 400)
    }
}
