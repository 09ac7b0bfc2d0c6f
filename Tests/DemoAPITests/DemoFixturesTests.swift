// DemoFixturesTests: how the fixture folder is found, and that the bundled fixtures have the
// promised size and shape.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct DemoFixturesTests {
    private func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private func addFixtures(at directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: directory.appendingPathComponent("users.json"))
    }

    @Test func environmentVariableWins() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try addFixtures(at: root.appendingPathComponent("res/fixtures"))
        let found = DemoFixtures.defaultDirectory(
            environment: ["USERS_TUI_RESOURCES": root.appendingPathComponent("res").path], executable: nil,
            sourceFile: nil)
        #expect(found?.standardizedFileURL.path == root.appendingPathComponent("res/fixtures").standardizedFileURL.path)
    }

    @Test func installedLayoutNextToTheBinary() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try addFixtures(at: root.appendingPathComponent("share/users-tui/fixtures"))
        let found = DemoFixtures.defaultDirectory(
            environment: [:], executable: root.appendingPathComponent("bin/users-tui"), sourceFile: nil)
        #expect(found?.path == root.appendingPathComponent("share/users-tui/fixtures").standardizedFileURL.path)
    }

    @Test func checkoutLayoutFoundByWalkingUp() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try addFixtures(at: root.appendingPathComponent("Resources/fixtures"))
        let found = DemoFixtures.defaultDirectory(
            environment: [:], executable: root.appendingPathComponent(".build/release/users-tui"), sourceFile: nil)
        #expect(found?.path == root.appendingPathComponent("Resources/fixtures").standardizedFileURL.path)
    }

    @Test func nothingFoundIsNil() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            DemoFixtures.defaultDirectory(
                environment: ["USERS_TUI_RESOURCES": root.path], executable: root.appendingPathComponent("x"),
                sourceFile: nil) == nil)
    }

    @Test func bundledFixturesHaveThePromisedCounts() throws {
        let directory = try fixturesDirectory()
        func array(_ name: String) throws -> [[String: Any]] {
            try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(name)))
                    as? [[String: Any]])
        }
        let users = try array("users.json")
        #expect(users.count == 10)
        #expect(users.contains { ($0["name"] as? String)?.unicodeScalars.contains { !$0.isASCII } == true })
        for key in ["id", "name", "username", "email", "address", "phone", "website", "company"] {
            #expect(users.allSatisfy { $0[key] != nil }, "\(key)")
        }
        #expect(try array("posts.json").count == 100)
        #expect(try array("comments.json").count == 500)
        let cities = try array("weather/cities.json")
        #expect(cities.count == 12)
        #expect(cities.allSatisfy { (($0["forecast"] as? [String: Any])?["list"] as? [Any])?.count == 40 })
    }
}
