// Every key config.toml may hold: its name, what it means, how its value is checked and applied,
// and how `--print-config` writes the value in force.
import Foundation

/// One top-level key of the configuration file.
struct Setting: Sendable {
    /// The key, spelt as the matching flag without its dashes, `_` for `-` (`api_url`).
    let name: String
    /// What the key means, printed above it by `--print-config`.
    let comment: String
    /// Checks `value` and sets it on the options.
    let apply: @Sendable (TOMLValue, inout Options) throws(ConfigProblem) -> Void
    /// The value in force, as TOML.
    let current: @Sendable (Configuration) -> String
}

extension Setting {
    /// Every top-level key, in the order `--print-config` prints them.
    static let all: [Setting] = [
        choice(
            "theme", ThemeName.self, \.settings.theme,
            "Colours: dark, light, high-contrast or mono. dark is for dark backgrounds, light for light\n"
                + "ones; mono draws no colours (as --no-color). [colors] below changes single styles."),
        choice("units", UnitsOption.self, \.units, "Weather units: metric or imperial (--units)."),
        choice(
            "start_tab", StartTabName.self, \.settings.startTab,
            "The tab shown at start: users, posts, todos, albums or weather\n"
                + "(a tab this version does not have opens Users)."),
        url("api_url", \.apiURL, "The users and posts API (--api-url)."),
        Setting(
            name: "weather_provider",
            comment: "Weather provider: open-meteo or openweather (default: openweather when\n"
                + "OPENWEATHER_API_KEY is set, else open-meteo) (--weather-provider).",
            apply: { value, options throws(ConfigProblem) in
                options.weatherProvider = try choiceValue(value, named: "weather_provider", WeatherProviderOption.self)
            },
            current: { TOMLWriter.string($0.weatherProvider.rawValue) }),
        url("weather_url", \.weatherURL, "The OpenWeather API (--weather-url)."),
        url("geocoding_url", \.geocodingURL, "The Open-Meteo geocoding API (--geocoding-url)."),
        url("open_meteo_url", \.openMeteoURL, "The Open-Meteo forecast API (--open-meteo-url)."),
        Setting(
            name: "default_city",
            comment: "A city to look up when the Weather tab opens (\"\" for none). Checked and kept;\n"
                + "not used by this version yet.",
            apply: { value, options throws(ConfigProblem) in
                options.settings.defaultCity = try stringValue(value, named: "default_city")
            },
            current: { TOMLWriter.string($0.options.settings.defaultCity) }),
        Setting(
            name: "cache_dir", comment: "The cache folder (--cache-dir); ~/ stands for the home folder.",
            apply: { value, options throws(ConfigProblem) in
                let path = try stringValue(value, named: "cache_dir")
                let expanded = path.hasPrefix("~/") ? NSHomeDirectory() + path.dropFirst() : path
                guard expanded.hasPrefix("/") else {
                    throw invalid(value, "cache_dir", allowed: "an absolute folder path, or one starting with ~/")
                }
                options.cacheDirectory = expanded
            },
            current: { TOMLWriter.string($0.cacheDirectory) }),
        Setting(
            name: "cache_fresh_seconds",
            comment: "Seconds a cached list is shown without asking the server again (0 to 86400);\n"
                + "older ones are shown at once and refreshed.",
            apply: { value, options throws(ConfigProblem) in
                guard case .integer(let seconds) = value.kind else {
                    throw wrongType(value, "cache_fresh_seconds", expected: "a whole number of seconds")
                }
                guard (0...86_400).contains(seconds) else {
                    throw invalid(value, "cache_fresh_seconds", allowed: "0 to 86400")
                }
                options.settings.cacheFreshSeconds = seconds
            },
            current: { String($0.options.settings.cacheFreshSeconds) }),
    ]

    /// A key whose value is one of `Choice`'s names.
    private static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ type: Choice.Type, _ keyPath: WritableKeyPath<Options, Choice> & Sendable, _ comment: String
    ) -> Setting where Choice.RawValue == String {
        Setting(
            name: name, comment: comment,
            apply: { value, options throws(ConfigProblem) in
                options[keyPath: keyPath] = try choiceValue(value, named: name, type)
            },
            current: { TOMLWriter.string($0.options[keyPath: keyPath].rawValue) })
    }

    /// A key whose value is an http or https URL.
    private static func url(_ name: String, _ keyPath: WritableKeyPath<Options, URL> & Sendable, _ comment: String)
        -> Setting
    {
        Setting(
            name: name, comment: comment,
            apply: { value, options throws(ConfigProblem) in
                let text = try stringValue(value, named: name)
                guard let url = CommandLineParser.httpURL(text) else {
                    throw invalid(value, name, allowed: "an http or https URL")
                }
                options[keyPath: keyPath] = url
            },
            current: { TOMLWriter.string($0.options[keyPath: keyPath].absoluteString) })
    }

    private static func choiceValue<Choice: RawRepresentable & CaseIterable>(
        _ value: TOMLValue, named name: String, _ type: Choice.Type
    ) throws(ConfigProblem) -> Choice where Choice.RawValue == String {
        let text = try stringValue(value, named: name)
        guard let choice = Choice(rawValue: text) else {
            throw invalid(value, name, allowed: Choice.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return choice
    }

    static func stringValue(_ value: TOMLValue, named name: String) throws(ConfigProblem) -> String {
        guard case .string(let text) = value.kind else { throw wrongType(value, name, expected: "a string") }
        return text
    }

    /// `invalid theme 'blue' (allowed: dark, light, high-contrast, mono)`.
    static func invalid(_ value: TOMLValue, _ name: String, allowed: String) -> ConfigProblem {
        let shown: String =
            switch value.kind {
            case .string(let text): "'\(text)'"
            case .integer(let number): String(number)
            default: value.kindName
            }
        return ConfigProblem(position: value.position, message: "invalid \(name) \(shown) (allowed: \(allowed))")
    }

    /// `theme must be a string, not an integer`.
    static func wrongType(_ value: TOMLValue, _ name: String, expected: String) -> ConfigProblem {
        ConfigProblem(position: value.position, message: "\(name) must be \(expected), not \(value.kindName)")
    }
}
