// WriteRouteTests: PUT, PATCH and DELETE answer as json-server 0.16 does, on every resource, and
// the server keeps what they changed for the rest of its life, as it keeps created records.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct WriteRouteTests {
    /// Sends `method target` with a JSON body over a connection that closes afterwards.
    private func send(_ server: DemoServer, _ method: String, _ target: String, json: String? = nil) throws
        -> RawResponse
    {
        let client = try RawHTTPClient(port: server.port)
        client.request(
            method, target, headers: ["Content-Type": "application/json", "Connection": "close"], body: json ?? "")
        return try client.readResponse()
    }

    @Test(arguments: PlaceholderResource.all.map(\.name))
    func putReplacesTheRecordKeepingItsId(_ resource: String) throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try send(server, "PUT", "/\(resource)/2", json: #"{"title":"replaced","id":77777}"#)
        #expect(response.status == 200)
        #expect(response.text == "{\n  \"title\": \"replaced\",\n  \"id\": 2\n}", "the id stays where the body put it")
        #expect(try object(get(server, "/\(resource)/2")) as NSDictionary == ["title": "replaced", "id": 2])
        #expect(try get(server, "/\(resource)/77777").status == 404)
    }

    @Test func putWithoutAnIdInTheBodyAppendsIt() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try send(server, "PUT", "/todos/5", json: #"{"userId":1,"title":"t","completed":true}"#)
        #expect(response.text == "{\n  \"userId\": 1,\n  \"title\": \"t\",\n  \"completed\": true,\n  \"id\": 5\n}")
    }

    @Test(arguments: ["/posts/101", "/users/abc", "/photos/0"])
    func putOfAMissingRecordIs500WithAnHTMLPage(_ target: String) throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try send(server, "PUT", target, json: #"{"title":"x"}"#)
        #expect(response.status == 500)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.text.hasPrefix("<!DOCTYPE html>"))
        #expect(response.text.contains("TypeError: Cannot read property &#39;id&#39; of undefined"))
    }

    @Test func patchMergesIntoTheStoredRecord() throws {
        let server = try startedServer()
        defer { server.stop() }
        let before = try object(get(server, "/todos/3"))
        let response = try send(server, "PATCH", "/todos/3", json: #"{"completed":true,"note":"new"}"#)
        #expect(response.status == 200)
        let patched = try object(response)
        #expect(patched["completed"] as? Bool == true)
        #expect(patched["note"] as? String == "new")
        #expect(patched["title"] as? String == before["title"] as? String)
        #expect(response.text.hasPrefix("{\n  \"userId\": 1,\n  \"id\": 3,"), "stored keys keep their order")
        #expect(try object(get(server, "/todos/3")) as NSDictionary == patched as NSDictionary)
        let again = try object(send(server, "PATCH", "/todos/3", json: #"{"completed":false}"#))
        #expect(again["completed"] as? Bool == false)
        #expect(again["note"] as? String == "new", "a second PATCH merges over the first")
    }

    @Test func patchAnswersTheIdSentButTheRecordKeepsItsOwn() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try object(send(server, "PATCH", "/albums/4", json: #"{"id":900}"#))["id"] as? Int == 900)
        #expect(try object(get(server, "/albums/4"))["id"] as? Int == 4)
        #expect(try get(server, "/albums/900").status == 404)
    }

    @Test func patchOfAMissingRecordAnswersTheBodyAlone() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try send(server, "PATCH", "/posts/101", json: #"{"title":"x"}"#)
        #expect(response.status == 200)
        #expect(try object(response) as NSDictionary == ["title": "x"])
        #expect(try get(server, "/posts/101").status == 404)
    }

    @Test func deleteOfAnyIdAnswersAnEmptyObjectAndRemovesTheRecord() throws {
        let server = try startedServer()
        defer { server.stop() }
        for target in ["/posts/1", "/posts/9999", "/posts/abc", "/posts/1"] {
            let response = try send(server, "DELETE", target)
            #expect(response.status == 200, "\(target)")
            #expect(response.text == "{}", "\(target)")
        }
        #expect(try get(server, "/posts/1").status == 404)
        let posts = try objects(get(server, "/posts"))
        #expect(posts.count == 99)
        #expect(posts.first?["id"] as? Int == 2)
        #expect(try objects(get(server, "/users/1/posts")).count == 9)
        #expect(try send(server, "PUT", "/posts/1", json: "{}").status == 500, "a deleted record is missing")
    }

    @Test func createdRecordsCanBeEditedAndDeleted() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try send(server, "POST", "/todos", json: #"{"title":"new","completed":false}"#).status == 201)
        let patched = try object(send(server, "PATCH", "/todos/201", json: #"{"completed":true}"#))
        #expect(patched as NSDictionary == ["title": "new", "completed": true, "id": 201])
        #expect(try objects(get(server, "/todos?completed=true")).contains { $0["id"] as? Int == 201 })
        #expect(
            try object(send(server, "PUT", "/todos/201", json: #"{"title":"put"}"#)) as NSDictionary == [
                "title": "put", "id": 201,
            ])
        #expect(try send(server, "DELETE", "/todos/201").status == 200)
        #expect(try get(server, "/todos/201").status == 404)
        #expect(try objects(get(server, "/todos")).count == 200)
    }

    @Test func writesNeedAnIdAndInvalidJSONIs400() throws {
        let server = try startedServer()
        defer { server.stop() }
        for method in ["PUT", "PATCH", "DELETE"] {
            #expect(try send(server, method, "/posts", json: "{}").status == 404, "\(method) /posts")
            #expect(try send(server, method, "/users/1/posts", json: "{}").status == 404, "\(method) nested")
        }
        #expect(try send(server, "PUT", "/posts/1", json: "{nope").status == 400)
        #expect(try send(server, "PATCH", "/posts/1", json: "[1").status == 400)
    }
}
