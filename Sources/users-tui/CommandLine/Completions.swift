// `users-tui --completions bash|zsh|fish`: completion scripts built from one list of the flags.

/// A flag as completion scripts describe it.
struct FlagDescription: Sendable {
    /// What the value is, for completing it.
    enum Value: Sendable {
        case none, folder, file, url
        case choice([String])
    }

    var name: String
    var value: Value
    var summary: String
}

enum Completions {
    /// Every flag of `users-tui` (and the `demo-server` command), for the completion scripts.
    static let flags: [FlagDescription] = [
        FlagDescription(name: "--demo", value: .none, summary: "use the embedded demo API"),
        FlagDescription(name: "--demo-data", value: .folder, summary: "serve another fixture folder"),
        FlagDescription(name: "--api-url", value: .url, summary: "users and posts API"),
        FlagDescription(
            name: "--weather-provider", value: .choice(WeatherProviderOption.allCases.map(\.rawValue)),
            summary: "weather service"),
        FlagDescription(name: "--weather-url", value: .url, summary: "OpenWeather API"),
        FlagDescription(name: "--geocoding-url", value: .url, summary: "Open-Meteo place search API"),
        FlagDescription(name: "--open-meteo-url", value: .url, summary: "Open-Meteo forecast API"),
        FlagDescription(
            name: "--units", value: .choice(UnitsOption.allCases.map(\.rawValue)), summary: "weather units"),
        FlagDescription(name: "--cache-dir", value: .folder, summary: "cache folder"),
        FlagDescription(name: "--offline", value: .none, summary: "use the cache only"),
        FlagDescription(name: "--no-color", value: .none, summary: "no colours"),
        FlagDescription(name: "--config", value: .file, summary: "configuration file"),
        FlagDescription(name: "--print-config", value: .none, summary: "print the configuration in force"),
        FlagDescription(name: "--fresh", value: .none, summary: "ignore the saved session"),
        FlagDescription(
            name: "--completions", value: .choice(Shell.allCases.map(\.rawValue)), summary: "print shell completions"),
        FlagDescription(name: "--help", value: .none, summary: "show the help"),
        FlagDescription(name: "--version", value: .none, summary: "show the version"),
    ]

    /// The completion script for `shell`.
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    private static var bash: String {
        var cases: [String] = []
        for flag in flags {
            switch flag.value {
            case .none: continue
            case .folder: cases.append("        \(flag.name)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;")
            case .file: cases.append("        \(flag.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
            case .url: cases.append("        \(flag.name)) return ;;")
            case .choice(let values):
                cases.append(
                    "        \(flag.name)) COMPREPLY=($(compgen -W \"\(values.joined(separator: " "))\" -- \"$cur\")); return ;;"
                )
            }
        }
        return """
            # bash completion for users-tui
            _users_tui() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(cases.joined(separator: "\n"))
                esac
                COMPREPLY=($(compgen -W "\(flags.map(\.name).joined(separator: " ")) demo-server" -- "$cur"))
            }
            complete -F _users_tui users-tui

            """
    }

    private static var zsh: String {
        let specs = flags.map { flag -> String in
            let value: String =
                switch flag.value {
                case .none: ""
                case .folder: ":folder:_files -/"
                case .file: ":file:_files"
                case .url: ":url: "
                case .choice(let values): ":value:(\(values.joined(separator: " ")))"
                }
            return "  '\(flag.name)[\(flag.summary)]\(value)'"
        }
        return """
            #compdef users-tui
            # zsh completion for users-tui
            _arguments \\
            \(specs.joined(separator: " \\\n")) \\
              '1::command:(demo-server)'

            """
    }

    private static var fish: String {
        let lines = flags.map { flag -> String in
            let base = "complete -c users-tui -l \(flag.name.dropFirst(2))"
            let value: String =
                switch flag.value {
                case .none: ""
                case .folder: " -x -a '(__fish_complete_directories)'"
                case .file: " -r -F"
                case .url: " -x"
                case .choice(let values): " -x -a '\(values.joined(separator: " "))'"
                }
            return base + value + " -d '\(flag.summary)'"
        }
        return "# fish completion for users-tui\n"
            + "complete -c users-tui -n '__fish_use_subcommand' -a demo-server -d 'run the demo API alone'\n"
            + lines.joined(separator: "\n") + "\n"
    }
}
