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

    @Test func helpVersionAndDemoServerAreCommands() throws {
        #expect(try CommandLineParser.parse(["--help"]) == .help)
        #expect(try CommandLineParser.parse(["--demo", "--version"]) == .version)
        #expect(try CommandLineParser.parse(["demo-server", "--port", "8080"]) == .demoServer(arguments: ["--port", "8080"]))
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--units", "kelvin"], "--units must be metric or imperial, not 'kelvin'"),
        (["--api-url", "ftp://x"], "--api-url needs an http or https URL, not 'ftp://x'"),
        (["--cache-dir"], "--cache-dir needs a value"),
        (["--offline=yes"], "--offline takes no value"),
    ])
    func misuseNamesTheCulprit(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try CommandLineParser.parse(arguments) }
    }
}
