// DemoFixtures: where the fixture folder is, for an installed binary, a checkout, or the tests.
import Foundation

/// Locates the bundled fixture folder (the one holding `users.json`, `posts.json`, `weather/`).
public enum DemoFixtures {
    /// The first of: `$USERS_TUI_RESOURCES/fixtures`; `<executable dir>/../share/users-tui/fixtures`;
    /// `Resources/fixtures` in the executable's folder or any parent; `Resources/fixtures` above this
    /// source file. Nil when none holds a `users.json`.
    public static func defaultDirectory() -> URL? {
        defaultDirectory(
            environment: ProcessInfo.processInfo.environment,
            executable: executableURL(),
            sourceFile: URL(fileURLWithPath: #filePath))
    }

    /// `defaultDirectory()` with its inputs spelled out, so each rule can be tested.
    static func defaultDirectory(environment: [String: String], executable: URL?, sourceFile: URL?) -> URL? {
        if let resources = environment["USERS_TUI_RESOURCES"], !resources.isEmpty {
            let candidate = URL(fileURLWithPath: resources).appendingPathComponent("fixtures")
            if holdsFixtures(candidate) { return candidate }
        }
        if let executableDirectory = executable?.deletingLastPathComponent() {
            let installed = executableDirectory.appendingPathComponent("../share/users-tui/fixtures")
                .standardizedFileURL
            if holdsFixtures(installed) { return installed }
            if let found = searchUpwards(from: executableDirectory) { return found }
        }
        return sourceFile.flatMap { searchUpwards(from: $0.deletingLastPathComponent()) }
    }

    private static func searchUpwards(from start: URL) -> URL? {
        var directory = start.standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent("Resources/fixtures")
            if holdsFixtures(candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    private static func holdsFixtures(_ directory: URL) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("users.json").path)
    }

    private static func executableURL() -> URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return Bundle.main.executableURL
    }
}
