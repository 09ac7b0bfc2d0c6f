// PaginationTests: json-server 0.16 `_page`/`_limit` and `_start`/`_end`/`_limit` on list routes
// (nested ones too), X-Total-Count and Link; slices of a file read through its element index,
// on awkward JSON, an empty array, and a malformed file.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct PaginationTests {
    /// The `id`s of a list answer.
    private func ids(_ response: RawResponse) throws -> [Int] {
        try objects(response).map { try #require($0["id"] as? Int) }
    }

    @Test(arguments: [
        ("/posts?_start=10&_limit=5", Array(11...15)), ("/posts?_start=10&_end=12", [11, 12]),
        ("/posts?_end=3", [1, 2, 3]),
        ("/posts?_limit=4", [1, 2, 3, 4]), ("/posts?_start=98&_end=500", [99, 100]),
        ("/posts?_start=3&_end=5&_limit=9", [4, 5]),
        ("/posts?_start=-3&_limit=2", [98, 99]), ("/posts?_start=2&_end=-95", [3, 4, 5]),
        ("/posts?_start=500&_limit=5", []),
        ("/posts?_start=7&_end=2", []), ("/posts?_limit=abc&_end=2", [1, 2]),
    ])
    func rangesSliceTheListAndCountIt(_ target: String, _ expected: [Int]) throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, target)
        #expect(response.status == 200)
        #expect(try ids(response) == expected)
        #expect(response.headers["x-total-count"] == "100")
        #expect(response.headers["access-control-expose-headers"] == "X-Total-Count")
        #expect(response.headers["link"] == nil)
    }

    @Test func pagesHaveLinksLikeJSONServer() throws {
        let server = try startedServer()
        defer { server.stop() }
        let base = "http://127.0.0.1/posts"
        let middle = try get(server, "/posts?_page=3&_limit=7")
        #expect(try ids(middle) == Array(15...21))
        #expect(middle.headers["x-total-count"] == "100")
        #expect(middle.headers["access-control-expose-headers"] == "X-Total-Count, Link")
        #expect(
            middle.headers["link"]
                == [
                    "<\(base)?_page=1&_limit=7>; rel=\"first\"", "<\(base)?_page=2&_limit=7>; rel=\"prev\"",
                    "<\(base)?_page=4&_limit=7>; rel=\"next\"", "<\(base)?_page=15&_limit=7>; rel=\"last\"",
                ].joined(separator: ", "))
        let first = try get(server, "/posts?_page=1")
        #expect(try ids(first) == Array(1...10), "ten per page by default")
        #expect(
            first.headers["link"]
                == "<\(base)?_page=1>; rel=\"first\", <\(base)?_page=2>; rel=\"next\", <\(base)?_page=10>; rel=\"last\""
        )
        let last = try get(server, "/posts?_limit=10&_page=10")
        #expect(try ids(last) == Array(91...100))
        #expect(
            last.headers["link"]
                == "<\(base)?_limit=10&_page=1>; rel=\"first\", <\(base)?_limit=10&_page=9>; rel=\"prev\", <\(base)?_limit=10&_page=10>; rel=\"last\""
        )
    }

    @Test func pagesThatHoldEverythingOrNothingHaveNoLinks() throws {
        let server = try startedServer()
        defer { server.stop() }
        let everything = try get(server, "/posts?_page=1&_limit=500")
        #expect(try ids(everything).count == 100)
        #expect(everything.headers["link"] == nil)
        let beyond = try get(server, "/posts?_page=11")
        #expect(beyond.text == "[]")
        #expect(beyond.headers["x-total-count"] == "100")
        #expect(beyond.headers["link"] == nil)
    }

    @Test func nestedAndFilteredListsAreCountedAfterFiltering() throws {
        let server = try startedServer()
        defer { server.stop() }
        let nested = try get(server, "/users/1/posts?_page=2&_limit=3")
        #expect(try ids(nested) == [4, 5, 6])
        #expect(nested.headers["x-total-count"] == "10")
        #expect(
            nested.headers["link"]?.hasPrefix("<http://127.0.0.1/users/1/posts?_page=1&_limit=3>; rel=\"first\"")
                == true)
        let comments = try get(server, "/comments?postId=7&_start=1&_limit=2")
        #expect(try ids(comments) == [32, 33])
        #expect(comments.headers["x-total-count"] == "5")
    }

    @Test func slicesIncludeCreatedRecords() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request(
            "POST", "/users", headers: ["Content-Type": "application/json", "Connection": "close"],
            body: #"{"name":"Ada"}"#)
        #expect(try client.readResponse().status == 201)
        let response = try get(server, "/users?_start=9&_limit=5")
        #expect(try ids(response) == [10, 11])
        #expect(response.headers["x-total-count"] == "11")
    }

    @Test func fileSlicesEqualTheSameSlicesOfTheParsedList() throws {
        let users = awkwardUsers(count: 700)
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        let all = try #require(try JSONSerialization.jsonObject(with: Data(users.utf8)) as? [NSDictionary])
        for (target, range) in [
            ("/users?_start=0&_limit=200", 0..<200), ("/users?_page=3&_limit=250", 500..<700),
            ("/users?_start=699&_end=800", 699..<700), ("/users?_start=3&_end=4", 3..<4),
        ] {
            let response = try get(server, target)
            #expect(response.headers["x-total-count"] == "700", "\(target)")
            let slice = try #require(try response.json() as? [NSDictionary], "\(target)")
            #expect(slice == Array(all[range]), "\(target)")
        }
        #expect(try get(server, "/users?_start=700&_limit=5").text == "[]")
    }

    @Test(arguments: ["[]", " [\n\t] \n"])
    func anEmptyArrayHasNoPages(_ users: String) throws {
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        let response = try get(server, "/users?_page=1")
        #expect(response.text == "[]")
        #expect(response.headers["x-total-count"] == "0")
        #expect(response.headers["link"] == nil)
    }

    @Test(arguments: [
        (#"[{"id":1},{"id":2"#, "users.json is not valid JSON (byte 17: expected ',' or '}')"),
        (#"{"users":[{"id":1}]}"#, "users.json is not a JSON array"),
    ])
    func aBadFileAnswers500SayingWhy(_ users: String, _ message: String) throws {
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        for target in ["/users?_start=0&_limit=1", "/users?_page=1", "/users/1"] {
            let response = try get(server, target)
            #expect(response.status == 500, "\(target)")
            #expect(try object(response)["error"] as? String == message, "\(target)")
        }
    }

    @Test func numbersAreReadAsParseIntReadsThemAndSlicedAsLodashSlices() {
        func range(_ query: String, count: Int = 100) -> Range<Int>? {
            let items = query.split(separator: "&").map {
                let parts = $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return QueryItem(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
            }
            return Pagination(query: items)?.range(count: count)
        }
        #expect(range("userId=1&_sort=id") == nil)
        #expect(range("_start=5") == nil, "_start alone does not slice")
        #expect(range("_page&_limit=") == nil, "empty values count as absent")
        #expect(range("_page=0") == 0..<10)
        #expect(range("_page=-2&_limit=0") == 0..<10)
        #expect(range("_page=2&_limit=x") == 10..<20)
        #expect(range("_page= 3abc&_limit=5.9") == 10..<15)
        #expect(range("_start=12abc&_limit=2x") == 12..<14)
        #expect(range("_limit=abc") == 0..<0, "slice(0, NaN) is empty")
        #expect(range("_start=-5&_limit=3") == 95..<98)
        #expect(range("_start=-500&_end=2") == 0..<2)
        #expect(range("_page=9223372036854775807&_limit=10") == 100..<100)
        #expect(range("_start=9223372036854775807&_limit=10")?.isEmpty == true)
        #expect(range("_start=-99999999999999999999&_end=99999999999999999999") == 0..<100)
        #expect(range("_page=-99999999999999999999&_limit=-99999999999999999999") != nil)
    }

    @Test func pageLinksKeepTheRestOfTheQuery() {
        #expect(
            Pagination.replacingPage(in: "http://h/users/1/posts?q=a%20b&_page=2&x", with: 3)
                == "http://h/users/1/posts?q=a%20b&_page=3&x")
        #expect(Pagination.replacingPage(in: "http://h/posts?%5Fpage=2", with: 1) == "http://h/posts?%5Fpage=1")
    }
}
