// The settings only the configuration file gives (the flags' own live in `Options`).
import Foundation
import TerminalUI

/// A colour theme by name.
enum ThemeName: String, CaseIterable, Sendable {
    case dark, light
    case highContrast = "high-contrast"
    case mono
}

/// The tab shown at start, by name.
enum StartTabName: String, CaseIterable, Sendable {
    case users, posts, todos, albums, weather
}

/// What `config.toml` sets beyond the command line's flags.
struct Settings: Sendable, Equatable {
    var theme = ThemeName.dark
    var startTab = StartTabName.users
    /// The city looked up when the Weather tab opens; empty for none.
    var defaultCity = ""
    /// How long a cached list is shown without asking the server again.
    var cacheFreshSeconds = 300
    /// The `[keys]` table: action name → keys, for the actions it names.
    var keyBindings: [String: [Key]] = [:]
    /// The `[colors]` table: the theme's styles it replaces.
    var colorOverrides: [Theme.Role: Style] = [:]
}
