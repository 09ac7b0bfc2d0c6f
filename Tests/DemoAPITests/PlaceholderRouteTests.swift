// PlaceholderRouteTests: the JSONPlaceholder-compatible routes, their statuses and bodies.
import Foundation
import Testing
@testable import DemoAPI

@Suite struct PlaceholderRouteTests {
    @Test func usersListsTheTenFixtureUsersWithJSONHeaders() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, "/users")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.headers["content-length"] == String(response.body.count))
        let users = try objects(response)
        #expect(users.count == 10)
        #expect(users.map { $0["id"] as? Int } == Array(1...10))
        let raw = try Data(contentsOf: fixturesDirectory().appendingPathComponent("users.json"))
        #expect(Data(response.body) == raw)
    }

    @Test func userByIdAndMissingUser() throws {
        let server = try startedServer()
        defer { server.stop() }
        let user = try object(get(server, "/users/2"))
        #expect(user["id"] as? Int == 2)
        #expect(user["name"] as? String == "José Álvarez Núñez")
        #expect((user["address"] as? [String: Any])?["geo"] != nil)
        for missing in ["/users/11", "/users/0", "/users/abc"] {
            let response = try get(server, missing)
            #expect(response.status == 404)
            #expect(response.text == "{}")
        }
    }

    @Test func userPostsEqualPostsFilteredByUserId() throws {
        let server = try startedServer()
        defer { server.stop() }
        let nested = try objects(get(server, "/users/3/posts"))
        let filtered = try objects(get(server, "/posts?userId=3"))
        #expect(nested.count == 10)
        #expect(nested.map { $0["id"] as? Int } == Array(21...30))
        #expect(filtered.map { $0["id"] as? Int } == nested.map { $0["id"] as? Int })
        #expect(try objects(get(server, "/posts?userId=999")).isEmpty)
    }

    @Test func unknownQueryKeysAreIgnoredAndUnderscoreKeysDropped() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try objects(get(server, "/posts?foo=bar")).count == 100)
        #expect(try objects(get(server, "/posts?userId=2&foo=bar")).count == 10)
        #expect(try objects(get(server, "/posts?id=1&id=5")).map { $0["id"] as? Int } == [1, 5])
    }

    @Test func postsCommentsAndCommentFilters() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try objects(get(server, "/posts")).count == 100)
        let post = try object(get(server, "/posts/42"))
        #expect(post["userId"] as? Int == 5)
        #expect(try get(server, "/posts/101").status == 404)
        let comments = try objects(get(server, "/posts/7/comments"))
        #expect(comments.count == 5)
        #expect(comments.allSatisfy { $0["postId"] as? Int == 7 })
        #expect(try objects(get(server, "/comments?postId=7")).map { $0["id"] as? Int } == comments.map { $0["id"] as? Int })
        #expect(try objects(get(server, "/comments")).count == 500)
    }

    @Test func unknownRoutesAnswer404() throws {
        let server = try startedServer()
        defer { server.stop() }
        for target in ["/", "/albums", "/users/1/albums", "/users/1/posts/2/x"] {
            let response = try get(server, target)
            #expect(response.status == 404, "\(target)")
        }
    }
}
