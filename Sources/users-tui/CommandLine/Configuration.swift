// Resolves options and the environment into what the app runs with.
import Foundation
import JSONCore
import Models
import TerminalUI

/// The resolved settings of one run.
struct Configuration: Sendable, Equatable {
    var options: Options
    /// The cache folder's path. Folders are kept as paths, not `URL`s: Foundation's first path
    /// operation on a `URL` costs a tenth of a millisecond of every start (see `PathText`).
    var cacheDirectory: String
    /// Where the saved session is kept (`$XDG_STATE_HOME/users-tui`, else `~/.local/state/users-tui`).
    var stateDirectory: String
    /// The OpenWeather key, if any. Never shown, logged or written to the cache.
    var weatherAPIKey: String?
    /// The weather service: `--weather-provider`, else OpenWeather with a key and Open-Meteo without.
    var weatherProvider: WeatherProvider
    /// Whether colours are allowed (`--no-color` and `NO_COLOR` turn them off).
    var colorEnabled: Bool
    /// The environment the settings were resolved against, for what reads it later (the
    /// terminal's colour variables): `ProcessInfo.environment` builds a new dictionary each time.
    var environment: [String: String]

    /// Resolves `options` against `environment` (the process environment in production).
    init(options: Options, environment: [String: String]) {
        self.options = options
        self.environment = environment
        if let explicit = options.cacheDirectory {
            cacheDirectory = PathText.absolute(explicit)
        } else {
            cacheDirectory = XDGDirectory.appFolder("XDG_CACHE_HOME", fallback: ".cache", environment: environment)
        }
        stateDirectory = XDGDirectory.appFolder("XDG_STATE_HOME", fallback: ".local/state", environment: environment)
        let key = environment["OPENWEATHER_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        weatherAPIKey = (key?.isEmpty ?? true) ? nil : key
        weatherProvider =
            options.weatherProvider.flatMap { WeatherProvider(rawValue: $0.rawValue) }
            ?? .automatic(hasOpenWeatherKey: weatherAPIKey != nil)
        colorEnabled = !options.noColor && (environment["NO_COLOR"] ?? "").isEmpty && options.settings.theme != .mono
    }

    /// The theme in force: the configured one with the `[colors]` table's styles over it.
    var theme: Theme {
        var theme = Theme.named(options.settings.theme.rawValue) ?? .dark
        for (role, style) in options.settings.colorOverrides { theme[role] = style }
        return theme
    }
}
