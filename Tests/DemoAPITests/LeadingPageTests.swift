// LeadingPageTests: a page near the start of a big collection file is answered after scanning only
// as far as its end (shown by a file whose tail is malformed: its first pages are still served),
// without X-Total-Count and Link until the file's length is known; a request that needs the length
// scans the whole file, reports the malformed tail, and from then on pages carry their total.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct LeadingPageTests {
    /// How many well-formed users the big files hold: well past the size scanned whole at once.
    private static let userCount = 3_000

    /// `userCount` awkward users, then one whose value is malformed; and the offset of the bad byte.
    private static func usersWithMalformedTail() -> (text: String, badByte: Int) {
        let users = awkwardUsers(count: userCount)
        let head = String(users[..<users.lastIndex(of: "]")!])
        let tail = #",{"id": \#(userCount + 1), "name": "#
        return (head + tail + "x}]\n", head.utf8.count + tail.utf8.count)
    }

    /// A folder holding `users` as `users.json`, and a server over it; `body` runs with the server.
    private func withServer(users: String, _ body: (DemoServer) throws -> Void) throws {
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(users.utf8.count > CollectionFile.smallFileBytes, "the file is big enough to be scanned in part")
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        try body(server)
    }

    /// The pagination of `query`, e.g. `_page=2&_limit=5`.
    private func pagination(_ query: String) -> Pagination? {
        let items = query.split(separator: "&").map {
            let parts = $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
        return Pagination(query: items)
    }

    /// The `id`s of a list answer.
    private func ids(_ response: RawResponse) throws -> [Int] {
        try objects(response).map { try #require($0["id"] as? Int) }
    }

    @Test func firstPagesOfAFileWithAMalformedTailAreServedWithoutATotal() throws {
        let (users, _) = Self.usersWithMalformedTail()
        try withServer(users: users) { server in
            for (target, expected) in [
                ("/users?_start=0&_limit=200", Array(1...200)), ("/users?_page=3&_limit=10", Array(21...30)),
                ("/users?_start=5&_end=8", [6, 7, 8]), ("/users?_end=2", [1, 2]),
                ("/users?_start=2990&_limit=10", Array(2991...3000)),
            ] {
                let response = try get(server, target)
                #expect(response.status == 200, "\(target)")
                #expect(try ids(response) == expected, "\(target)")
                #expect(response.headers["x-total-count"] == nil, "\(target)")
                #expect(response.headers["link"] == nil, "\(target)")
            }
        }
    }

    @Test func whatNeedsTheWholeFileReportsItsMalformedTailAndTheFirstPageStaysServed() throws {
        let (users, badByte) = Self.usersWithMalformedTail()
        let message = "users.json is not valid JSON (byte \(badByte): expected a value)"
        try withServer(users: users) { server in
            #expect(try ids(get(server, "/users?_limit=3")) == [1, 2, 3])
            for target in ["/users?_start=-1&_end=9999", "/users?_start=2990&_limit=20", "/users/7", "/users?name=x"] {
                let response = try get(server, target)
                #expect(response.status == 500, "\(target)")
                #expect(try object(response)["error"] as? String == message, "\(target)")
            }
            let again = try get(server, "/users?_limit=3")
            #expect(again.status == 200)
            #expect(try ids(again) == [1, 2, 3])
        }
    }

    @Test func pagesCarryTheirTotalOnceTheFileWasScannedWhole() throws {
        let users = awkwardUsers(count: Self.userCount)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(users.utf8)) as? [NSDictionary])
        try withServer(users: users) { server in
            let early = try get(server, "/users?_page=2&_limit=100")
            #expect(early.headers["x-total-count"] == nil)
            #expect(try early.json() as? [NSDictionary] == Array(all[100..<200]))

            let last = try get(server, "/users?_start=-2&_end=9999")
            #expect(try ids(last) == [2_999, 3_000])
            #expect(last.headers["x-total-count"] == "3000")

            let later = try get(server, "/users?_page=2&_limit=100")
            #expect(later.body == early.body)
            #expect(later.headers["x-total-count"] == "3000")
            #expect(later.headers["link"]?.contains("_page=30&_limit=100>; rel=\"last\"") == true)
        }
    }

    @Test func pagesRequestedTogetherWhileTheFileIsScannedAreAllRight() async throws {
        let users = awkwardUsers(count: Self.userCount)
        let directory = try temporaryFixtures(["users.json": users])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        let targets =
            (0..<12).map { "/users?_start=\($0 * 250)&_limit=10" } + ["/users?_start=-1&_end=9999", "/users/3000"]
        let answers = try await withThrowingTaskGroup(of: (String, RawResponse).self) { group in
            for target in targets { group.addTask { (target, try get(server, target)) } }
            return try await group.reduce(into: [String: RawResponse]()) { $0[$1.0] = $1.1 }
        }
        for page in 0..<12 {
            let response = try #require(answers["/users?_start=\(page * 250)&_limit=10"])
            #expect(try ids(response) == Array((page * 250 + 1)...(page * 250 + 10)))
        }
        #expect(try answers["/users?_start=-1&_end=9999"].map(ids) == [3_000])
        #expect(try answers["/users/3000"].map(object)?["id"] as? Int == 3_000)
    }

    @Test(arguments: [
        ("_page=3&_limit=10", 30), ("_page=2", 20), ("_start=5&_limit=10", 15), ("_start=2&_end=7", 7),
        ("_limit=4", 4), ("_end=abc", 0),
    ])
    func slicesFromTheStartNeedOnlyTheElementsUpToTheirEnd(_ query: String, _ leading: Int) throws {
        #expect(try #require(pagination(query)).leadingElements == leading)
    }

    @Test(arguments: ["_start=-5&_limit=2", "_page=2&_limit=-3", "_end=-1", "_start=-1&_end=10"])
    func slicesCountedFromTheEndNeedTheLength(_ query: String) throws {
        #expect(try #require(pagination(query)).leadingElements == nil)
    }
}
