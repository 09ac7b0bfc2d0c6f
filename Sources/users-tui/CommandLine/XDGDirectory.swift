// The XDG base directories: where users-tui keeps its configuration, cache and state.
import Foundation

enum XDGDirectory {
    /// users-tui's folder under `$variable` when that is an absolute path, else under
    /// `$HOME/fallback` (`XDG_CACHE_HOME`, `.cache` → `~/.cache/users-tui`).
    static func appFolder(_ variable: String, fallback: String, environment: [String: String]) -> URL {
        if let base = environment[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("users-tui", isDirectory: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(fallback, isDirectory: true)
            .appendingPathComponent("users-tui", isDirectory: true)
    }
}
