// Shell completions: built from one list of flags, every one of which the parser accepts.
import Testing

@testable import users_tui

struct CompletionsTests {
    @Test func everyCompletedFlagIsAccepted() {
        for flag in Completions.flags {
            let arguments: [String] =
                switch flag.value {
                case .none: [flag.name]
                case .folder, .file: [flag.name, "/tmp"]
                case .url: [flag.name, "http://127.0.0.1:9"]
                case .choice(let values): [flag.name, values[0]]
                }
            #expect(throws: Never.self, "\(flag.name)") { try CommandLineParser.parse(arguments) }
        }
    }

    @Test func choicesAreTheParsersValues() throws {
        for shell in Shell.allCases {
            #expect(try CommandLineParser.parse(["--completions", shell.rawValue]) == .completions(shell))
        }
        #expect(throws: UsageError(message: "--completions must be bash, zsh or fish, not 'tcsh'")) {
            try CommandLineParser.parse(["--completions", "tcsh"])
        }
    }

    @Test(arguments: Shell.allCases)
    func everyScriptNamesEveryFlag(shell: Shell) {
        let script = Completions.script(for: shell)
        for flag in Completions.flags {
            let name = shell == .fish ? "-l \(flag.name.dropFirst(2)) " : flag.name
            #expect(script.contains(name), "\(shell) completes \(flag.name)")
        }
        #expect(script.contains("demo-server"))
        #expect(script.contains("metric imperial"))
    }

    @Test func configAndPrintConfigAreParsed() throws {
        var expected = Options()
        expected.configFile = "/tmp/c.toml"
        expected.printConfig = true
        #expect(try CommandLineParser.parse(["--config=/tmp/c.toml", "--print-config"]) == .run(expected))
        #expect(throws: UsageError(message: "--config needs a value")) { try CommandLineParser.parse(["--config"]) }
        #expect(throws: UsageError(message: "--print-config takes no value")) {
            try CommandLineParser.parse(["--print-config=yes"])
        }
    }
}
