// Parses `users-tui [flags]` and `users-tui demo-server [flags]`.
import Foundation

enum CommandLineParser {
    /// The usage text printed by `--help` and after a usage error.
    static let usage = """
        Usage: users-tui [options]
               users-tui demo-server [--port N] [--demo-data DIR] [--fault SPEC]...

        Browse users, posts and comments from a JSONPlaceholder-style API and look up the weather.

        Options:
          --demo               use the embedded demo API on 127.0.0.1 (no internet needed)
          --demo-data DIR      serve another fixture folder with the demo API (implies --demo)
          --api-url URL        users/posts API (default https://jsonplaceholder.typicode.com)
          --weather-provider P open-meteo or openweather (default: openweather when
                               OPENWEATHER_API_KEY is set, else open-meteo, which needs no key)
          --weather-url URL    OpenWeather API (default https://api.openweathermap.org)
          --geocoding-url URL  Open-Meteo place search (default https://geocoding-api.open-meteo.com)
          --open-meteo-url URL Open-Meteo forecast API (default https://api.open-meteo.com)
          --units UNITS        metric or imperial (default metric)
          --cache-dir DIR      cache folder (default $XDG_CACHE_HOME/users-tui or ~/.cache/users-tui)
          --offline            use the cache only; never touch the network
          --no-color           attributes only, no colours (also: NO_COLOR=1)
          --config FILE        configuration file (default $XDG_CONFIG_HOME/users-tui/config.toml
                               or ~/.config/users-tui/config.toml); flags win over it
          --print-config       print the configuration in force, with defaults and comments
          --fresh              start afresh: ignore the saved session (tab, lists, place)
          --completions SHELL  print completions for bash, zsh or fish
          --help               show this help
          --version            show the version

        Environment:
          OPENWEATHER_API_KEY  key for OpenWeather (not needed with --demo or Open-Meteo)
          NO_COLOR             when set and not empty, disables colours
          XDG_CONFIG_HOME      where users-tui/config.toml is looked for
          XDG_CACHE_HOME       where the users-tui cache folder goes
          XDG_STATE_HOME       where users-tui/state.json (the saved session) goes
          TMUX, STY            copying (y, Y) is wrapped for tmux or screen

        Keys: ? shows every binding inside the app; y copies, Y copies as JSON; q quits.
        The [keys] table of the configuration file rebinds them (see man users-tui).
        """

    /// Parses the arguments after the program name; the flags given replace `base`'s values
    /// (the defaults with the configuration file applied).
    static func parse(_ arguments: [String], base: Options = Options()) throws(UsageError) -> Command {
        if arguments.first == "demo-server" { return .demoServer(arguments: Array(arguments.dropFirst())) }
        var options = base
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "\(flag) needs a value")
                }
                return next
            }
            switch flag {
            case "--help", "-h": return .help
            case "--version": return .version
            case "--demo": options.demo = true
            case "--demo-data":
                options.demoData = try value()
                options.demo = true
            case "--api-url": options.apiURL = try url(try value(), for: flag)
            case "--weather-url": options.weatherURL = try url(try value(), for: flag)
            case "--geocoding-url": options.geocodingURL = try url(try value(), for: flag)
            case "--open-meteo-url": options.openMeteoURL = try url(try value(), for: flag)
            case "--weather-provider":
                let text = try value()
                guard let provider = WeatherProviderOption(rawValue: text) else {
                    throw UsageError(message: "--weather-provider must be open-meteo or openweather, not '\(text)'")
                }
                options.weatherProvider = provider
            case "--units":
                let text = try value()
                guard let units = UnitsOption(rawValue: text) else {
                    throw UsageError(message: "--units must be metric or imperial, not '\(text)'")
                }
                options.units = units
            case "--cache-dir": options.cacheDirectory = try value()
            case "--offline": options.offline = true
            case "--no-color": options.noColor = true
            case "--config": options.configFile = try value()
            case "--print-config": options.printConfig = true
            case "--fresh": options.fresh = true
            case "--completions":
                let text = try value()
                guard let shell = Shell(rawValue: text) else {
                    throw UsageError(message: "--completions must be bash, zsh or fish, not '\(text)'")
                }
                return .completions(shell)
            case "--debug-trap-after-ms":
                let text = try value()
                guard let milliseconds = Int(text), milliseconds >= 0 else {
                    throw UsageError(message: "--debug-trap-after-ms needs a number of milliseconds, not '\(text)'")
                }
                options.trapAfterMilliseconds = milliseconds
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
            if inlineValue != nil, !flagsTakingValues.contains(flag) {
                throw UsageError(message: "\(flag) takes no value")
            }
        }
        return .run(options)
    }

    private static let flagsTakingValues: Set = [
        "--demo-data", "--api-url", "--weather-url", "--units",
        "--weather-provider", "--geocoding-url", "--open-meteo-url",
        "--cache-dir", "--debug-trap-after-ms", "--config", "--completions",
    ]

    /// `--flag=value` → ("--flag", "value").
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func url(_ text: String, for flag: String) throws(UsageError) -> URL {
        guard let url = httpURL(text) else {
            throw UsageError(message: "\(flag) needs an http or https URL, not '\(text)'")
        }
        return url
    }

    /// `text` as an http or https URL with a host, or nil.
    static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { return nil }
        return url
    }
}
