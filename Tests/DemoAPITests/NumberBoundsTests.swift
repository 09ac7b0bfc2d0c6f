// NumberBoundsTests: numbers from fixtures and requests never trap: ids of any size get the next
// id exactly, pagination and Content-Length of any size are clamped or refused, and computed
// numbers too large or not finite are still written as JSON.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct NumberBoundsTests {
    private func post(_ server: DemoServer, _ target: String) throws -> RawResponse {
        let client = try RawHTTPClient(port: server.port)
        client.request(
            "POST", target, headers: ["Content-Type": "application/json", "Connection": "close"], body: #"{"name":"n"}"#
        )
        return try client.readResponse()
    }

    @Test(arguments: [
        ("9223372036854775807", "9223372036854775808"), ("18446744073709551615", "18446744073709551616"),
        ("99999999999999999999999999", "100000000000000000000000000"), ("-5", "-4"), ("-1", "0"), ("1e3", "1001"),
        ("4.0", "5"), ("2.5", "-6"), ("1e400", "-6"),
    ])
    func theNextIdIsExactWhateverTheLargestId(_ largest: String, _ next: String) throws {
        let directory = try temporaryFixtures(["users.json": #"[{"id": -7}, {"id": \#(largest)}]"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        let created = try post(server, "/users")
        #expect(created.status == 201)
        #expect(created.text.hasSuffix("\"id\": \(next)\n}"), "\(created.text)")
        #expect(created.headers["location"] == "http://127.0.0.1/users/\(next)")
        #expect(try get(server, "/users/\(next)").status == 200)
        let again = try post(server, "/users")
        #expect(again.status == 201, "a second record after the first")
    }

    @Test func hugeIdsAreFoundByTheirDigits() throws {
        let directory = try temporaryFixtures(["users.json": #"[{"id": 99999999999999999999999, "name": "big"}]"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try startedServer(directory: directory)
        defer { server.stop() }
        #expect(try object(get(server, "/users/99999999999999999999999"))["name"] as? String == "big")
    }

    @Test(arguments: [
        "/posts?_start=99999999999999999999999&_limit=5", "/posts?_page=9223372036854775807&_limit=9223372036854775807",
        "/posts?_start=-9223372036854775808&_end=9223372036854775807", "/posts?_page=-99999999999999999999&_limit=-3",
        "/posts?_limit=9223372036854775807&_start=9223372036854775807", "/posts?userId=99999999999999999999999",
    ])
    func extremePaginationNeverTraps(_ target: String) throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, target)
        #expect(response.status == 200, "\(target)")
        #expect(try response.json() is [Any], "\(target)")
    }

    @Test func computedNumbersTooLargeOrNotFiniteAreStillJSON() {
        #expect(JSONNumberFormat.format(1.7e308) == "1.7e+308")
        #expect(JSONNumberFormat.format(-9.3e18) == "-9.3e+18")
        #expect(JSONNumberFormat.format(.infinity) == "null")
        #expect(JSONNumberFormat.format(.nan) == "null")
        #expect(JSONNumberFormat.format(12.345) == "12.35")
    }
}
