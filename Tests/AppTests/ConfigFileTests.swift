// config.toml: each setting checked and applied, each problem pinned to its text and place,
// nothing applied from a bad file, and flags over the file over the defaults.
import Foundation
import TerminalUI
import Testing
import Views

@testable import users_tui

/// A temporary folder holding a config.toml, removed when the test ends.
final class ConfigFolder {
    let url: URL
    var file: URL { url.appendingPathComponent("config.toml") }

    init(_ text: String? = nil) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("users-tui-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if let text { try text.write(to: file, atomically: true, encoding: .utf8) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

@MainActor
struct ConfigFileTests {
    private func applied(_ text: String) throws -> Options {
        try ConfigFile.apply(text: text, to: Options())
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try applied(text)
            return nil
        } catch let problem as ConfigProblem {
            return "\(problem.position): \(problem.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func everySettingIsApplied() throws {
        let options = try applied(
            """
            theme = "mono"
            units = "imperial"
            start_tab = "weather"
            api_url = "http://127.0.0.1:9/api"
            weather_provider = "openweather"
            weather_url = "https://weather.example"
            geocoding_url = "https://geo.example"
            open_meteo_url = "https://meteo.example"
            default_city = "Paris"
            cache_dir = "/tmp/cache here"
            cache_fresh_seconds = 0
            [keys]
            quit = ["ctrl-q", "Q"]
            help = "f1"
            """)
        #expect(options.settings.theme == .mono)
        #expect(options.units == .imperial)
        #expect(options.settings.startTab == .weather)
        #expect(options.apiURL.absoluteString == "http://127.0.0.1:9/api")
        #expect(options.weatherProvider == .openWeather)
        #expect(options.weatherURL.absoluteString == "https://weather.example")
        #expect(options.geocodingURL.absoluteString == "https://geo.example")
        #expect(options.openMeteoURL.absoluteString == "https://meteo.example")
        #expect(options.settings.defaultCity == "Paris")
        #expect(options.cacheDirectory == "/tmp/cache here")
        #expect(options.settings.cacheFreshSeconds == 0)
        #expect(options.settings.keyBindings == ["quit": [.control("q"), .character("Q")], "help": [.function(1)]])
        let configuration = Configuration(options: options, environment: [:])
        #expect(!configuration.colorEnabled, "mono means no colours")
        #expect(configuration.rootSettings.startTab == .weather)
        #expect(configuration.rootSettings.keyMap.keys(for: .quit) == [.control("q"), .character("Q")])
    }

    @Test(arguments: [
        ("thme = \"dark\"", "1:1: unknown key 'thme' (did you mean 'theme'?)"),
        ("\n\n   start-tab = \"users\"", "3:4: unknown key 'start-tab' (did you mean 'start_tab'?)"),
        ("colour_scheme = 1", "1:1: unknown key 'colour_scheme'"),
        ("keys = 1", "1:1: unknown key 'keys' ('keys' is a table: write [keys])"),
        ("[kyes]", "1:2: unknown table [kyes] (did you mean [keys]?)"),
        ("[colours]\na = 1", "1:2: unknown table [colours] (did you mean [colors]?)"),
        ("theme = \"blue\"", "1:9: invalid theme 'blue' (allowed: dark, light, high-contrast, mono)"),
        ("theme = 3", "1:9: theme must be a string, not an integer"),
        ("units = \"kelvin\"", "1:9: invalid units 'kelvin' (allowed: metric, imperial)"),
        ("start_tab = \"home\"", "1:13: invalid start_tab 'home' (allowed: users, posts, todos, albums, weather)"),
        ("weather_provider = \"met\"", "1:20: invalid weather_provider 'met' (allowed: open-meteo, openweather)"),
        ("api_url = \"ftp://x\"", "1:11: invalid api_url 'ftp://x' (allowed: an http or https URL)"),
        ("open_meteo_url = true", "1:18: open_meteo_url must be a string, not true or false"),
        ("cache_dir = \"\"", "1:13: invalid cache_dir '' (allowed: an absolute folder path, or one starting with ~/)"),
        (
            "cache_dir = \"cache\"",
            "1:13: invalid cache_dir 'cache' (allowed: an absolute folder path, or one starting with ~/)"
        ),
        ("cache_fresh_seconds = -5", "1:23: invalid cache_fresh_seconds -5 (allowed: 0 to 86400)"),
        (
            "cache_fresh_seconds = 1.5",
            "1:23: cache_fresh_seconds must be a whole number of seconds, not a number with a fraction"
        ),
        ("default_city = [\"Paris\"]", "1:16: default_city must be a string, not a list"),
        ("[keys]\nqiut = [\"q\"]", "2:1: unknown action 'qiut' (did you mean 'quit'?)"),
        ("[keys]\nquit = 1", "2:8: keys.quit must be a list of key names like [\"q\", \"ctrl-q\"], not an integer"),
        ("[keys]\nquit = [\"q\", 2]", "2:14: a key of quit must be a string, not an integer"),
        (
            "[keys]\nquit = [\"q\", \"ctrl-\"]",
            "2:14: invalid key 'ctrl-' for quit (allowed: \(Key.nameForms))"
        ),
        ("[keys]\nfilter = [\"q\"]", "2:11: key 'q' is bound to both 'quit' and 'filter'"),
        ("[keys]\nquit = [\"x\"]\nhelp = [\"x\"]", "3:9: key 'x' is bound to both 'quit' and 'help'"),
        ("[keys]\ncopy = [\"j\"]", "2:9: key 'j' is bound to both 'copy' and 'down'"),
        ("[keys]\nopen = [\"r\"]", "2:9: key 'r' is bound to both 'open' and 'refresh'"),
        ("[keys]\nnext-match = [\"j\"]", "2:15: key 'j' is bound to both 'down' and 'next-match'"),
        ("[keys]\ntoggle-todo = [\"e\"]", "2:16: key 'e' is bound to both 'edit' and 'toggle-todo'"),
    ])
    func everyProblemSaysWhereAndWhat(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test func aCacheDirUnderHomeIsExpanded() throws {
        #expect(try applied("cache_dir = \"~/caches/u\"").cacheDirectory == NSHomeDirectory() + "/caches/u")
    }

    @Test func keysOfScreensThatNeverMeetMayBeShared() throws {
        // `u` switches units on the weather screen; lists never read it.
        let options = try applied("[keys]\nrefresh = [\"u\"]")
        #expect(options.settings.keyBindings["refresh"] == [.character("u")])
    }

    @Test func aBadFileStopsWithItsPathAndNothingIsApplied() throws {
        let folder = try ConfigFolder("units = \"imperial\"\ntheme = \"light\"\n\ncache_fresh_seconds = \"soon\"\n")
        var base = Options()
        base.noColor = true
        #expect(
            throws: ConfigError(
                path: folder.file.path, position: SourcePosition(line: 4, column: 23),
                message: "cache_fresh_seconds must be a whole number of seconds, not a string")
        ) {
            _ = try ConfigFile.apply(path: folder.file.path, required: false, to: base)
        }
        let error = ConfigError(
            path: "config.toml", position: SourcePosition(line: 12, column: 5),
            message: "unknown key 'thme' (did you mean 'theme'?)")
        #expect(error.description == "config.toml:12:5: unknown key 'thme' (did you mean 'theme'?)")
    }

    @Test func aMissingFileIsOnlyAnErrorWhenNamed() throws {
        let folder = try ConfigFolder()
        #expect(try ConfigFile.apply(path: folder.file.path, required: false, to: Options()) == Options())
        #expect(throws: ConfigError(path: folder.file.path, message: "no such file")) {
            _ = try ConfigFile.apply(path: folder.file.path, required: true, to: Options())
        }
        #expect(throws: ConfigError(path: folder.url.path, message: "is a folder, not a file")) {
            _ = try ConfigFile.apply(path: folder.url.path, required: true, to: Options())
        }
        try Data([0x61, 0x20, 0x3D, 0x20, 0xFF]).write(to: folder.file)
        #expect(throws: ConfigError(path: folder.file.path, message: "is not UTF-8 text")) {
            _ = try ConfigFile.apply(path: folder.file.path, required: false, to: Options())
        }
    }

    @Test func theFileIsFoundUnderXDGConfigHomeElseHome() {
        #expect(
            ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/a"])
                == "/xdg/users-tui/config.toml")
        #expect(
            ConfigFile.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/home/a"])
                == "/home/a/.config/users-tui/config.toml")
        #expect(ConfigFile.defaultPath(environment: ["HOME": "/home/a"]) == "/home/a/.config/users-tui/config.toml")
    }

    @Test func flagsBeatTheFileAndTheFileBeatsTheDefaults() throws {
        let folder = try ConfigFolder("units = \"imperial\"\napi_url = \"http://file.example\"\ntheme = \"light\"\n")
        let environment = ["XDG_CONFIG_HOME": folder.url.deletingLastPathComponent().path]
        func resolve(_ arguments: [String]) throws -> Options {
            guard case .run(let commandLine) = try CommandLineParser.parse(arguments) else {
                throw UsageError(message: "not run")
            }
            return try LaunchOptions.resolve(arguments: arguments, commandLine: commandLine, environment: environment)
        }
        let fromFile = try resolve(["--config", folder.file.path])
        #expect(fromFile.units == .imperial)
        #expect(fromFile.apiURL.absoluteString == "http://file.example")
        #expect(fromFile.weatherURL == Options().weatherURL, "a key the file leaves out keeps its default")
        #expect(fromFile.settings.theme == .light)

        let flagsWin = try resolve([
            "--units", "metric", "--config=\(folder.file.path)", "--api-url", "http://flag.example",
        ])
        #expect(flagsWin.units == .metric)
        #expect(flagsWin.apiURL.absoluteString == "http://flag.example")
        #expect(flagsWin.settings.theme == .light)

        // Without --config the default place is read: here XDG_CONFIG_HOME has no users-tui folder.
        #expect(try resolve([]).units == .metric)
    }

    @Test func printConfigReadsBackToTheSameSettings() throws {
        var options = try applied(
            """
            theme = "high-contrast"
            units = "imperial"
            start_tab = "posts"
            default_city = "São \\"Paulo\\"\\t"
            cache_fresh_seconds = 42
            [keys]
            quit = ["ctrl-q", "Q"]
            next-tab = ["f2"]
            palette = ["space"]
            toggle-todo = ["t"]
            """)
        options.cacheDirectory = "/tmp/some cache"
        let printed = ConfigPrinter.text(
            for: Configuration(options: options, environment: ["OPENWEATHER_API_KEY": "k"]))
        var reread = try applied(printed)
        #expect(reread.weatherProvider == .openWeather, "the provider in force is written out")
        reread.weatherProvider = nil
        var expected = options
        // Every action is written out, each with its keys in force.
        expected.settings.keyBindings = Dictionary(
            uniqueKeysWithValues: AppAction.all.map {
                ($0.name, ActionKeyMap(overrides: options.settings.keyBindings).keys(for: $0))
            })
        #expect(reread == expected)
        #expect(printed.contains("\n# Colours: dark, light, high-contrast or mono."))
        #expect(printed.contains("\nquit = [\"ctrl-q\", \"Q\"]\n"))
        for setting in Setting.all {
            #expect(printed.contains("\n\(setting.name) = "), "\(setting.name) is printed")
        }
        for line in printed.split(separator: "\n") where line.contains(" = ") {
            #expect(
                printed.components(separatedBy: "\n" + line + "\n").count == 2 || line.hasPrefix("#"),
                "each key once: \(line)")
        }
    }
}
