// Finds, reads and applies config.toml: all of it or, on the first problem, none of it.
import Foundation
import JSONCore

/// The configuration file of users-tui.
@MainActor
enum ConfigFile {
    /// The tables the file may have besides its top-level keys.
    static let tables = ["keys", "colors"]

    /// `$XDG_CONFIG_HOME/users-tui/config.toml`, else `~/.config/users-tui/config.toml`.
    static func defaultPath(environment: [String: String]) -> String {
        PathText.joining(
            XDGDirectory.appFolder("XDG_CONFIG_HOME", fallback: ".config", environment: environment), "config.toml")
    }

    /// `options` with the file at `path` applied. A missing file changes nothing unless it was
    /// asked for by name (`required`); anything wrong with it throws, and nothing is applied.
    static func apply(path: String, required: Bool, to options: Options) throws(ConfigError) -> Options {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if required { throw ConfigError(path: path, message: "no such file") }
            return options
        }
        guard !isDirectory.boolValue else { throw ConfigError(path: path, message: "is a folder, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(path: path, message: "cannot be read (check its permissions)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigError(path: path, message: "is not UTF-8 text")
        }
        do {
            return try apply(text: text, to: options)
        } catch let problem as ConfigProblem {
            throw ConfigError(path: path, position: problem.position, message: problem.message)
        } catch let error as TOMLError {
            throw ConfigError(path: path, position: error.position, message: error.message)
        } catch {
            throw ConfigError(path: path, message: String(describing: error))
        }
    }

    /// `options` with the TOML `text` applied.
    static func apply(text: String, to options: Options) throws -> Options {
        let document = try TOMLReader.parse(text)
        var result = options
        for entry in document.root.entries {
            guard let setting = Setting.all.first(where: { $0.name == entry.key }) else {
                let hint = EditDistance.hint(for: entry.key, among: Setting.all.map(\.name))
                let table = tables.contains(entry.key) ? " ('\(entry.key)' is a table: write [\(entry.key)])" : hint
                throw ConfigProblem(position: entry.keyPosition, message: "unknown key '\(entry.key)'\(table)")
            }
            try setting.apply(entry.value, &result)
        }
        for table in document.tables.dropFirst() {
            switch table.name {
            case "keys": result.settings.keyBindings = try KeysTable.bindings(from: table)
            case "colors": result.settings.colorOverrides = try ColorsTable.overrides(from: table)
            case "theme":
                throw ConfigProblem(
                    position: table.position,
                    message: "unknown table [theme] (styles go in [colors]; theme = \"...\" picks the theme)")
            default:
                let hint = EditDistance.hint(for: table.name ?? "", among: tables) { "[\($0)]" }
                throw ConfigProblem(position: table.position, message: "unknown table [\(table.name ?? "")]\(hint)")
            }
        }
        return result
    }
}
