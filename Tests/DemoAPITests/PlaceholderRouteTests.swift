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
        #expect(
            try objects(get(server, "/comments?postId=7")).map { $0["id"] as? Int } == comments.map { $0["id"] as? Int }
        )
        #expect(try objects(get(server, "/comments")).count == 500)
    }

    @Test(arguments: [("todos", 200), ("albums", 100), ("photos", 5_000)])
    func todosAlbumsAndPhotosAreTheFixtureFiles(_ resource: String, _ count: Int) throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, "/\(resource)")
        #expect(response.status == 200)
        #expect(try objects(response).map { $0["id"] as? Int } == Array(1...count))
        #expect(
            Data(response.body)
                == (try Data(contentsOf: fixturesDirectory().appendingPathComponent("\(resource).json"))))
        #expect(try object(get(server, "/\(resource)/\(count)"))["id"] as? Int == count)
        #expect(try get(server, "/\(resource)/\(count + 1)").status == 404)
    }

    @Test(arguments: [
        ("/users/1/todos", "userId", 20), ("/users/2/albums", "userId", 10), ("/albums/3/photos", "albumId", 50),
        ("/posts/1/comments", "postId", 5), ("/users/10/posts", "userId", 10),
    ])
    func nestedListsAreTheChildrenOfTheParent(_ target: String, _ key: String, _ count: Int) throws {
        let server = try startedServer()
        defer { server.stop() }
        let parent = target.split(separator: "/")[1]
        let children = try objects(get(server, target))
        #expect(children.count == count)
        #expect(children.allSatisfy { "\($0[key] ?? "")" == parent })
    }

    @Test func nestedListsFollowJSONServerForAnyParent() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try objects(get(server, "/albums/999/photos")).isEmpty, "a parent without children")
        #expect(
            try objects(get(server, "/users/1/photos")).count == 5_000, "photos have no userId: the filter is dropped")
        #expect(
            try objects(get(server, "/users/1/posts?userId=2")).allSatisfy { $0["userId"] as? Int == 1 },
            "the route's id wins")
    }

    @Test func unknownRoutesAnswer404() throws {
        let server = try startedServer()
        defer { server.stop() }
        for target in ["/", "/tags", "/users/1/tags", "/users/1/posts/2/x", "/users/1/posts/2"] {
            let response = try get(server, target)
            #expect(response.status == 404, "\(target)")
        }
    }
}
