// ListQueryTests: json-server 0.16's list rules over the fixtures, each checked against the same
// rule computed here from the fixture file: `q` full text, filters with `_ne`/`_lte`/`_gte`/`_like`
// and dotted paths, `_sort`/`_order` (stable, several keys, missing values last), and all of it
// together with pagination.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct ListQueryTests {
    private func ids(_ response: RawResponse) throws -> [Int] {
        try objects(response).map { try #require($0["id"] as? Int) }
    }

    /// The fixture file `name.json`, decoded.
    private func fixture(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: fixturesDirectory().appendingPathComponent("\(name).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    /// json-server's `deepQuery`, written again over Foundation's values.
    private func deeplyContains(_ value: Any, _ needle: String) -> Bool {
        switch value {
        case let text as String: return !text.isEmpty && text.lowercased().contains(needle)
        case let array as [Any]: return array.contains { deeplyContains($0, needle) }
        case let object as [String: Any]: return object.values.contains { deeplyContains($0, needle) }
        case let number as NSNumber: return number != 0 && "\(number)".contains(needle)
        default: return false
        }
    }

    @Test(arguments: [
        ("posts", "DOLOR"), ("comments", "gardner"), ("users", "zürich"), ("todos", "et"), ("photos", "92C"),
    ])
    func qSearchesEveryValueIgnoringCase(_ resource: String, _ q: String) throws {
        let server = try startedServer()
        defer { server.stop() }
        let query = q.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? q
        let expected = try fixture(resource).filter { deeplyContains($0, q.lowercased()) }.map { $0["id"] as? Int }
        #expect(!expected.isEmpty)
        #expect(try ids(get(server, "/\(resource)?q=\(query)")) == expected.compactMap { $0 })
    }

    @Test func anEmptyQSearchesNothing() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(try ids(get(server, "/posts?q=")).count == 100)
        #expect(try ids(get(server, "/posts?q=zzzzqqq")).isEmpty)
    }

    @Test func sortOrdersByUTF16CodeUnitsAndKeepsTies() throws {
        let server = try startedServer()
        defer { server.stop() }
        let posts = try fixture("posts")
        let byTitle = posts.enumerated().sorted { left, right in
            let (a, b) = (left.element["title"] as? String ?? "", right.element["title"] as? String ?? "")
            return a == b ? left.offset < right.offset : a.utf16.lexicographicallyPrecedes(b.utf16)
        }.map { $0.element["id"] as? Int ?? 0 }
        #expect(try ids(get(server, "/posts?_sort=title")) == byTitle)
        let descending = try ids(get(server, "/posts?_sort=title&_order=DESC"))
        #expect(descending.first == byTitle.last)
        #expect(
            Array(try ids(get(server, "/posts?_sort=userId&_order=desc")).prefix(10)) == Array(91...100),
            "ties keep file order")
        let twoKeys = try objects(get(server, "/posts?_sort=userId,title&_order=desc,asc"))
        #expect(
            twoKeys.map { $0["userId"] as? Int } == posts.map { $0["userId"] as? Int }.sorted { ($0 ?? 0) > ($1 ?? 0) })
        let firstUser = twoKeys.prefix(10).map { $0["title"] as? String ?? "" }
        #expect(firstUser == firstUser.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        let cities = try objects(get(server, "/users?_sort=address.city")).map {
            ($0["address"] as? [String: Any])?["city"] as? String ?? ""
        }
        #expect(cities == cities.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) })
    }

    @Test func missingValuesSortLastAscendingAndFirstDescending() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.request(
            "POST", "/albums", headers: ["Content-Type": "application/json", "Connection": "close"],
            body: #"{"userId":1}"#)
        #expect(try client.readResponse().status == 201)
        #expect(try ids(get(server, "/albums?_sort=title")).last == 101)
        #expect(try ids(get(server, "/albums?_sort=title&_order=desc")).first == 101)
        #expect(
            Array(try ids(get(server, "/albums?_sort=id&_order=desc")).prefix(3)) == [101, 100, 99],
            "numbers compare as numbers")
    }

    @Test(
        arguments: [
            ("/posts?userId_lte=2", { @Sendable (post: [String: Any]) in (post["userId"] as? Int ?? 0) <= 2 }),
            ("/posts?userId_gte=9&userId_lte=9", { @Sendable (post: [String: Any]) in post["userId"] as? Int == 9 }),
            ("/posts?id_ne=1", { @Sendable (post: [String: Any]) in post["id"] as? Int != 1 }),
            ("/posts?id_ne=1&id_ne=2", { @Sendable (_: [String: Any]) in true }),
            (
                "/posts?title_like=^dolor",
                { @Sendable (post: [String: Any]) in (post["title"] as? String ?? "").hasPrefix("dolor") }
            ),
            (
                "/posts?title_like=^DOLOR&userId=3",
                { @Sendable (post: [String: Any]) in
                    (post["title"] as? String ?? "").hasPrefix("dolor") && post["userId"] as? Int == 3
                }
            ),
            (
                "/posts?userId=1&userId=4",
                { @Sendable (post: [String: Any]) in [1, 4].contains(post["userId"] as? Int ?? 0) }
            ),
            ("/posts?callback=f&_=1&_foo=2&nothing=3", { @Sendable (_: [String: Any]) in true }),
        ] as [(String, @Sendable ([String: Any]) -> Bool)])
    func filtersCompareAsJSONServerDoes(_ target: String, _ rule: @Sendable ([String: Any]) -> Bool) throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(
            try ids(get(server, target)) == fixture("posts").filter(rule).compactMap { $0["id"] as? Int }, "\(target)")
    }

    @Test func filtersReadDottedPathsAndBooleansAsText() throws {
        let server = try startedServer()
        defer { server.stop() }
        let done = try fixture("todos").filter { $0["completed"] as? Bool == true }.compactMap { $0["id"] as? Int }
        #expect(try ids(get(server, "/todos?completed=true")) == done)
        #expect(try ids(get(server, "/users/1/todos?completed=false")).count == 20 - done.filter { $0 <= 20 }.count)
        let zurich = try objects(get(server, "/users?address.city=Z%C3%BCrich"))
        #expect(zurich.map { $0["name"] as? String } == ["Zoë Müller"])
        #expect(
            try ids(get(server, "/users?address.geo.lat_gte=0")).count
                == fixture("users").filter {
                    Double((($0["address"] as? [String: Any])?["geo"] as? [String: Any])?["lat"] as? String ?? "") ?? -1
                        >= 0
                }.count)
    }

    @Test func anInvalidLikePatternIsA500Page() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, "/posts?title_like=(")
        #expect(response.status == 500)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.text.contains("SyntaxError: Invalid regular expression: /(/"))
    }

    @Test func searchFilterSortAndPageTogether() throws {
        let server = try startedServer()
        defer { server.stop() }
        let matching = try fixture("comments").filter { ($0["postId"] as? Int ?? 0) <= 40 && deeplyContains($0, "sit") }
        let expected = matching.enumerated().sorted { left, right in
            let (a, b) = (left.element["email"] as? String ?? "", right.element["email"] as? String ?? "")
            return a == b ? left.offset < right.offset : a.utf16.lexicographicallyPrecedes(b.utf16)
        }.map { $0.element["id"] as? Int ?? 0 }
        let response = try get(server, "/comments?q=sit&postId_lte=40&_sort=email&_page=2&_limit=5")
        #expect(try ids(response) == Array(expected.dropFirst(5).prefix(5)))
        #expect(response.headers["x-total-count"] == String(expected.count))
        #expect(response.headers["link"]?.contains("rel=\"next\"") == true)
    }
}
