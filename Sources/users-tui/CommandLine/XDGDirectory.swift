// The XDG base directories: where users-tui keeps its configuration, cache and state.
import Foundation
import JSONCore

enum XDGDirectory {
    /// The path of users-tui's folder under `$variable` when that is an absolute path, else under
    /// `$HOME/fallback` (`XDG_CACHE_HOME`, `.cache` → `~/.cache/users-tui`).
    static func appFolder(_ variable: String, fallback: String, environment: [String: String]) -> String {
        if let base = environment[variable], base.hasPrefix("/") {
            return PathText.joining(base, "users-tui")
        }
        return PathText.joining(PathText.joining(environment["HOME"] ?? NSHomeDirectory(), fallback), "users-tui")
    }
}
