// ConditionalGETTests: every 200 GET of the placeholder routes has an ETag; If-None-Match naming it
// (in a list, as `*`, or in weak form) gets 304 without a body; creating a record changes the tag.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct ConditionalGETTests {
    /// A GET of `target` with `If-None-Match: tags` over a connection that closes afterwards.
    private func revalidate(_ server: DemoServer, _ target: String, ifNoneMatch tags: String) throws -> RawResponse {
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", target, headers: ["If-None-Match": tags, "Connection": "close"])
        return try client.readResponse()
    }

    /// The tag's opaque part, without `W/` and the quotes.
    private func opaque(_ tag: String) -> String {
        String(tag.drop { $0 != "\"" }.dropFirst().dropLast())
    }

    @Test func aMatchingTagGets304WithoutABodyAndTheConnectionGoesOn() throws {
        let server = try startedServer()
        defer { server.stop() }
        let tag = try #require(try get(server, "/users").headers["etag"])
        let client = try RawHTTPClient(port: server.port)
        client.request("GET", "/users", headers: ["If-None-Match": tag])
        let notModified = try client.readResponse()
        #expect(notModified.status == 304)
        #expect(notModified.body.isEmpty)
        #expect(notModified.headers["content-length"] == nil)
        #expect(notModified.headers["etag"] == tag)
        client.request("GET", "/users/1")
        #expect(try client.readResponse().status == 200)
    }

    @Test func anotherTagGetsTheWholeAnswer() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try revalidate(server, "/users", ifNoneMatch: #""0000000000000000""#)
        #expect(response.status == 200)
        #expect(try objects(response).count == 10)
    }

    @Test func listsWildcardAndWeakComparison() throws {
        let server = try startedServer()
        defer { server.stop() }
        let tag = try #require(try get(server, "/users").headers["etag"])
        #expect(!tag.hasPrefix("W/"), "the file's tag is strong")
        let matching = [#""other", \#(tag)"#, #"W/"x,y" ,W/"\#(opaque(tag))""#, "*", " \(tag) "]
        for field in matching {
            #expect(try revalidate(server, "/users", ifNoneMatch: field).status == 304, "\(field)")
        }
        for field in [opaque(tag), #""\#(opaque(tag))x""#, #"W/"x", "y""#, ""] {
            #expect(try revalidate(server, "/users", ifNoneMatch: field).status == 200, "\(field)")
        }
    }

    @Test func generatedBodiesHaveWeakTagsThatRevalidate() throws {
        let server = try startedServer()
        defer { server.stop() }
        for target in [
            "/users/1", "/posts?userId=2", "/users/3/posts", "/comments?_page=2", "/posts?_start=5&_limit=3",
        ] {
            let tag = try #require(try get(server, target).headers["etag"], "\(target)")
            #expect(tag.hasPrefix("W/\""), "\(target): \(tag)")
            #expect(try revalidate(server, target, ifNoneMatch: tag).status == 304, "\(target)")
        }
        #expect(try get(server, "/users/1").headers["etag"] != get(server, "/users/2").headers["etag"])
    }

    @Test func creatingARecordChangesTheCollectionTag() throws {
        let server = try startedServer()
        defer { server.stop() }
        var tags = [try #require(try get(server, "/users").headers["etag"])]
        for name in ["Ada", "Grace"] {
            let client = try RawHTTPClient(port: server.port)
            client.request(
                "POST", "/users", headers: ["Content-Type": "application/json", "Connection": "close"],
                body: #"{"name":"\#(name)"}"#)
            let created = try client.readResponse()
            #expect(created.status == 201)
            #expect(created.headers["etag"] == nil)
            tags.append(try #require(try get(server, "/users").headers["etag"]))
        }
        #expect(Set(tags).count == 3)
        let stale = try revalidate(server, "/users", ifNoneMatch: tags[0])
        #expect(stale.status == 200)
        #expect(try objects(stale).count == 12)
        #expect(try revalidate(server, "/users", ifNoneMatch: tags[2]).status == 304)
    }

    @Test func errorsCarryNoTag() throws {
        let server = try startedServer()
        defer { server.stop() }
        let missing = try revalidate(server, "/users/99", ifNoneMatch: "*")
        #expect(missing.status == 404)
        #expect(missing.headers["etag"] == nil)
    }

    @Test func tagListsAreReadLikeRFC9110Says() {
        #expect(
            EntityTag.tags(inList: #""a", W/"b,c" , "", junk, "d"#) == [
                EntityTag(opaque: "a", isWeak: false), EntityTag(opaque: "b,c", isWeak: true),
                EntityTag(opaque: "", isWeak: false),
            ])
        #expect(EntityTag(opaque: "x", isWeak: true).headerValue == #"W/"x""#)
        #expect(EntityTag(opaque: "x", isWeak: false).isMatched(byIfNoneMatch: #"W/"x""#))
        #expect(!EntityTag(opaque: "x", isWeak: false).isMatched(byIfNoneMatch: #""X""#))
    }
}
