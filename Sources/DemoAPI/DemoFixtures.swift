// DemoFixtures: where the fixture folder is, for an installed binary, a checkout, or the tests.
import Foundation
import JSONCore

/// Locates the bundled fixture folder (the one holding `users.json`, `posts.json`, `weather/`).
public enum DemoFixtures {
    /// The first of: `$USERS_TUI_RESOURCES/fixtures`; `<executable dir>/../share/users-tui/fixtures`;
    /// `Resources/fixtures` in the executable's folder or any parent; `Resources/fixtures` above this
    /// source file. Nil when none holds a `users.json`.
    /// Found once per process (the app and its demo server both ask at start).
    public static func defaultDirectory() -> URL? {
        found.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// `defaultDirectory()` as a path.
    public static func defaultFolder() -> String? {
        found
    }

    private static let found: String? = {
        // The one variable read, not `ProcessInfo.environment` (a dictionary of every variable).
        let resources = getenv("USERS_TUI_RESOURCES").map { ["USERS_TUI_RESOURCES": String(cString: $0)] }
        return directoryPath(environment: resources ?? [:], executable: executablePath(), sourceFile: #filePath)
    }()

    /// `defaultDirectory()` with its inputs spelled out, so each rule can be tested. The paths are
    /// handled as text (`PathText`): this runs at every start of the app.
    static func defaultDirectory(environment: [String: String], executable: URL?, sourceFile: URL?) -> URL? {
        directoryPath(environment: environment, executable: executable?.path, sourceFile: sourceFile?.path)
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    private static func directoryPath(environment: [String: String], executable: String?, sourceFile: String?)
        -> String?
    {
        if let resources = environment["USERS_TUI_RESOURCES"], !resources.isEmpty {
            let candidate = PathText.joining(resources, "fixtures")
            if holdsFixtures(candidate) { return candidate }
        }
        if let executable {
            let executableDirectory = PathText.parent(of: executable)
            let installed = PathText.standardized(PathText.joining(executableDirectory, "../share/users-tui/fixtures"))
            if holdsFixtures(installed) { return installed }
            if let found = searchUpwards(from: executableDirectory) { return found }
        }
        return sourceFile.flatMap { searchUpwards(from: PathText.parent(of: $0)) }
    }

    private static func searchUpwards(from start: String) -> String? {
        var directory = PathText.standardized(start)
        while true {
            let candidate = PathText.joining(directory, "Resources/fixtures")
            if holdsFixtures(candidate) { return candidate }
            let parent = PathText.parent(of: directory)
            if parent == directory { return nil }
            directory = parent
        }
    }

    private static func holdsFixtures(_ directory: String) -> Bool {
        FileManager.default.fileExists(atPath: PathText.joining(directory, "users.json"))
    }

    private static func executablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return Bundle.main.executablePath
    }
}
