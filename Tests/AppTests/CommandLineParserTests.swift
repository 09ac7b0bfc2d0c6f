// The command line: flags, values, and one-line errors that name the culprit.
import Foundation
import Testing

@testable import users_tui

struct CommandLineParserTests {
    @Test func noArgumentsRunWithTheDefaults() throws {
        let command = try CommandLineParser.parse([])
        #expect(command == .run(Options()))
        guard case .run(let options) = command else { return }
        #expect(options.apiURL.absoluteString == "https://jsonplaceholder.typicode.com")
        #expect(options.weatherURL.absoluteString == "https://api.openweathermap.org")
        #expect(options.units == .metric)
    }

    @Test func everyFlagIsUnderstood() throws {
        let command = try CommandLineParser.parse([
            "--demo-data", "/data", "--api-url", "http://127.0.0.1:9/", "--weather-url=http://localhost:8",
            "--units", "imperial", "--cache-dir", "/tmp/c", "--offline", "--no-color",
        ])
        var expected = Options()
        expected.demo = true
        expected.demoData = "/data"
        expected.apiURL = URL(string: "http://127.0.0.1:9/")!
        expected.weatherURL = URL(string: "http://localhost:8")!
        expected.units = .imperial
        expected.cacheDirectory = "/tmp/c"
        expected.offline = true
        expected.noColor = true
        #expect(command == .run(expected))
    }

    @Test func weatherFlagsChooseTheProviderAndItsAddresses() throws {
        let command = try CommandLineParser.parse([
            "--weather-provider", "open-meteo", "--geocoding-url", "http://127.0.0.1:7",
            "--open-meteo-url=http://127.0.0.1:8",
        ])
        var expected = Options()
        expected.weatherProvider = .openMeteo
        expected.geocodingURL = URL(string: "http://127.0.0.1:7")!
        expected.openMeteoURL = URL(string: "http://127.0.0.1:8")!
        #expect(command == .run(expected))
        #expect(Options().geocodingURL.absoluteString == "https://geocoding-api.open-meteo.com")
        #expect(Options().openMeteoURL.absoluteString == "https://api.open-meteo.com")
    }

    @Test func theProviderIsOpenWeatherWithAKeyAndOpenMeteoWithoutUnlessChosen() {
        var options = Options()
        #expect(Configuration(options: options, environment: ["HOME": "/h"]).weatherProvider == .openMeteo)
        #expect(
            Configuration(options: options, environment: ["HOME": "/h", "OPENWEATHER_API_KEY": " "]).weatherProvider
                == .openMeteo)
        #expect(
            Configuration(options: options, environment: ["HOME": "/h", "OPENWEATHER_API_KEY": "k"]).weatherProvider
                == .openWeather)
        options.weatherProvider = .openMeteo
        #expect(
            Configuration(options: options, environment: ["HOME": "/h", "OPENWEATHER_API_KEY": "k"]).weatherProvider
                == .openMeteo)
        options.weatherProvider = .openWeather
        #expect(Configuration(options: options, environment: ["HOME": "/h"]).weatherProvider == .openWeather)
    }

    @Test func helpVersionAndDemoServerAreCommands() throws {
        #expect(try CommandLineParser.parse(["--help"]) == .help)
        #expect(try CommandLineParser.parse(["--demo", "--version"]) == .version)
        #expect(
            try CommandLineParser.parse(["demo-server", "--port", "8080"])
                == .demoServer(arguments: ["--port", "8080"]))
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--units", "kelvin"], "--units must be metric or imperial, not 'kelvin'"),
        (["--api-url", "ftp://x"], "--api-url needs an http or https URL, not 'ftp://x'"),
        (["--cache-dir"], "--cache-dir needs a value"),
        (["--offline=yes"], "--offline takes no value"),
        (["--weather-provider", "darksky"], "--weather-provider must be open-meteo or openweather, not 'darksky'"),
        (["--geocoding-url", "geocoding"], "--geocoding-url needs an http or https URL, not 'geocoding'"),
        (["--open-meteo-url"], "--open-meteo-url needs a value"),
    ])
    func misuseNamesTheCulprit(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try CommandLineParser.parse(arguments) }
    }
}
