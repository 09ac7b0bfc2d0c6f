// The command line of users-tui: what each flag means, parsed by hand (no outside packages).
import Foundation

/// Temperature and wind units as given on the command line.
enum UnitsOption: String, CaseIterable, Sendable, Equatable {
    case metric, imperial
}

/// The weather service as given on the command line (`--weather-provider`).
enum WeatherProviderOption: String, CaseIterable, Sendable, Equatable {
    case openMeteo = "open-meteo"
    case openWeather = "openweather"
}

/// Everything the command line can say.
struct Options: Sendable, Equatable {
    /// Start the embedded loopback API on the fixture data.
    var demo = false
    /// Serve this fixture folder instead of the bundled one (implies `--demo`).
    var demoData: String?
    var apiURL = URL(string: "https://jsonplaceholder.typicode.com")!
    var weatherURL = URL(string: "https://api.openweathermap.org")!
    /// Nil: OpenWeather when `OPENWEATHER_API_KEY` is set, else Open-Meteo.
    var weatherProvider: WeatherProviderOption?
    var geocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!
    var openMeteoURL = URL(string: "https://api.open-meteo.com")!
    var units: UnitsOption = .metric
    var cacheDirectory: String?
    var offline = false
    var noColor = false
    /// The configuration file named by `--config`, if any.
    var configFile: String?
    /// `--print-config`: print the configuration in force instead of starting.
    var printConfig = false
    /// `--fresh`: start without the saved session (the file is not read; it is written at exit).
    var fresh = false
    /// What the configuration file set beyond the flags.
    var settings = Settings()
    /// Test-only: trap (a Swift runtime failure) this many milliseconds after start.
    var trapAfterMilliseconds: Int?
}

/// What the process was asked to do.
enum Command: Sendable, Equatable {
    case run(Options)
    case demoServer(arguments: [String])
    case help
    case version
    /// `--completions SHELL`: print the shell's completion script.
    case completions(Shell)
}

/// A shell users-tui prints completions for.
enum Shell: String, CaseIterable, Sendable, Equatable {
    case bash, zsh, fish
}

/// A misuse of the command line, with a one-line message naming the culprit.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    var description: String { message }
}
