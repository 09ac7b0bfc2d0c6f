// Cache folder, API key and colour settings come from flags first, then the environment.
import Foundation
import Testing

@testable import users_tui

struct ConfigurationTests {
    @Test func cacheDirectoryFollowsFlagThenXDGThenHome() {
        var options = Options()
        options.cacheDirectory = "/flag/dir"
        #expect(
            Configuration(options: options, environment: ["XDG_CACHE_HOME": "/xdg"]).cacheDirectory == "/flag/dir")
        #expect(
            Configuration(options: Options(), environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/a"]).cacheDirectory
                == "/xdg/users-tui")
        #expect(
            Configuration(options: Options(), environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"])
                .cacheDirectory == "/home/a/.cache/users-tui")
        #expect(
            Configuration(options: Options(), environment: ["HOME": "/home/a"]).cacheDirectory
                == "/home/a/.cache/users-tui")
    }

    @Test func aRelativeCacheFolderIsTakenFromTheCurrentFolderAndStandardized() {
        var options = Options()
        options.cacheDirectory = "caches/./u/../v/"
        let expected = FileManager.default.currentDirectoryPath + "/caches/v"
        #expect(Configuration(options: options, environment: [:]).cacheDirectory == expected)
    }

    @Test func noColorFlagOrVariableTurnsColoursOff() {
        #expect(Configuration(options: Options(), environment: [:]).colorEnabled)
        #expect(!Configuration(options: Options(), environment: ["NO_COLOR": "1"]).colorEnabled)
        #expect(Configuration(options: Options(), environment: ["NO_COLOR": ""]).colorEnabled)
        var options = Options()
        options.noColor = true
        #expect(!Configuration(options: options, environment: [:]).colorEnabled)
    }

    @Test func aBlankAPIKeyCountsAsNone() {
        #expect(Configuration(options: Options(), environment: ["OPENWEATHER_API_KEY": "  "]).weatherAPIKey == nil)
        #expect(Configuration(options: Options(), environment: ["OPENWEATHER_API_KEY": "k3y"]).weatherAPIKey == "k3y")
    }
}
