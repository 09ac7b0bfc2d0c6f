// The saved session's file: written atomically and read back whole; every kind of damage
// (not JSON, wrong types, absurd values, a directory in its place, unreadable, too large) is
// refused with a reason, and `--fresh` and the state folder are parsed and placed.
import Foundation
import Models
import Testing
import ViewModels

@testable import users_tui

struct SessionFileTests {
    /// A fresh state folder under the temporary directory.
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "users-tui-session-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        var file: SessionFile { SessionFile(directory: url.path) }
        func write(_ text: String) throws { try Data(text.utf8).write(to: file.fileURL) }
    }

    let schema = SessionSchema(
        tabs: ["users", "posts", "todos", "albums", "weather"],
        lists: ["users": ["Name", "Username", "Email", "Company"], "posts": ["Title", "Author"]],
        filterLimit: 1_000)

    let session = SavedSession(
        tab: "posts",
        lists: [
            "users": SavedList(selectedID: 7, filter: "Zoë", sortColumn: "Email", sortDescending: true),
            "posts": SavedList(),
        ],
        place: WeatherPlace(
            name: "Paris", region: "Île-de-France", country: "France",
            latitude: 48.85, longitude: 2.35))

    /// Why `text` in the file is refused.
    func refusal(_ text: String) throws -> String? {
        let folder = try Folder()
        try folder.write(text)
        do {
            _ = try folder.file.load(schema: schema)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aSavedSessionReadsBackTheSameAndNoTemporaryFileIsLeft() throws {
        let folder = try Folder()
        try folder.file.save(session)
        #expect(try folder.file.load(schema: schema) == session)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names == ["state.json"])
        let mode = try FileManager.default.attributesOfItem(atPath: folder.file.fileURL.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func savingCreatesTheStateFolderAndReplacesTheOldFile() throws {
        let folder = try Folder()
        let nested = SessionFile(directory: folder.url.appendingPathComponent("state/users-tui").path)
        try nested.save(session)
        var changed = session
        changed.tab = "weather"
        try nested.save(changed)
        #expect(try nested.load(schema: schema)?.tab == "weather")
    }

    @Test func noFileIsNoSession() throws {
        #expect(try Folder().file.load(schema: schema) == nil)
    }

    @Test func malformedJSONIsRefused() throws {
        #expect(try refusal("{\"version\": 1, \"tab\": ") == "not JSON")
        #expect(try refusal("") == "not JSON")
    }

    @Test func wrongTypesAreRefusedNamingTheField() throws {
        #expect(try refusal(#"{"version": 1, "tab": 3, "lists": {}}"#) == "tab: expected a string")
        #expect(
            try refusal(#"{"version": 1, "tab": "users", "lists": {"users": {"filter": 5, "sortDescending": false}}}"#)
                == "lists.users.filter: expected a string")
        #expect(try refusal(#"{"version": 1, "tab": "users"}"#) == "lists: the field is missing")
        #expect(try refusal("[1, 2]")?.isEmpty == false)
    }

    @Test func absurdValuesAreRefused() throws {
        func file(
            tab: String = "users", list: String = "users", column: String = "Name", filter: String = "",
            id: String = "1", version: Int = 1
        ) -> String {
            #"{"version": \#(version), "tab": "\#(tab)", "lists": {"\#(list)": {"selectedID": \#(id), "filter": "\#(filter)", "sortColumn": "\#(column)", "sortDescending": false}}}"#
        }
        #expect(try refusal(file()) == nil)
        #expect(try refusal(file(tab: "nowhere")) == "unknown tab 'nowhere'")
        #expect(try refusal(file(list: "secrets")) == "unknown list 'secrets'")
        #expect(try refusal(file(column: "Salary")) == "the users list has no column 'Salary'")
        #expect(
            try refusal(file(filter: String(repeating: "x", count: 1_001)))
                == "the users filter is longer than 1000 characters")
        #expect(try refusal(file(id: "-4")) == "the users selection has a negative id")
        #expect(try refusal(file(id: "1e400")) == "not JSON")
        #expect(try refusal(file(id: "2.5")) == "lists.users.selectedID: not a whole number")
        #expect(try refusal(file(version: 9)) == "version 9 is not 1")
    }

    @Test func aDirectoryInItsPlaceIsRefusedWithoutBlocking() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(at: folder.file.fileURL, withIntermediateDirectories: false)
        #expect(throws: SessionFileError("\(folder.file.fileURL.path) is not a regular file")) {
            try folder.file.load(schema: schema)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func anUnreadableFileIsRefused() throws {
        let folder = try Folder()
        try folder.file.save(session)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.file.fileURL.path)
        #expect(throws: SessionFileError("cannot open \(folder.file.fileURL.path): Permission denied")) {
            try folder.file.load(schema: schema)
        }
    }

    @Test func aFileOverTheSizeLimitIsNotRead() throws {
        let padding = String(repeating: " ", count: SessionFile.sizeLimit)
        #expect(
            try refusal(#"{"version": 1, "tab": "users", "lists": {}}"# + padding) == "the file is larger than 64 KiB")
    }

    @Test func freshIsAFlagAndTheStateFolderFollowsXDG() throws {
        var expected = Options()
        expected.fresh = true
        #expect(try CommandLineParser.parse(["--fresh"]) == .run(expected))
        #expect(throws: UsageError(message: "--fresh takes no value")) { try CommandLineParser.parse(["--fresh=1"]) }
        #expect(CommandLineParser.usage.contains("--fresh"))
        let xdg = Configuration(options: Options(), environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        #expect(xdg.stateDirectory == "/s/users-tui")
        let home = Configuration(options: Options(), environment: ["HOME": "/h"])
        #expect(home.stateDirectory == "/h/.local/state/users-tui")
    }
}
