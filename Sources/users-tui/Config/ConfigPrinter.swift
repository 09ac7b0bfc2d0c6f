// `users-tui --print-config`: the configuration in force as a commented config.toml.
import TerminalUI
import Views

/// Writes the configuration in force as TOML that `ConfigFile` reads back to the same settings.
@MainActor
enum ConfigPrinter {
    static func text(for configuration: Configuration) -> String {
        var lines = [
            "# users-tui configuration: the settings in force (defaults, then this file, then flags).",
            "# Save it as $XDG_CONFIG_HOME/users-tui/config.toml (else ~/.config/users-tui/config.toml)",
            "# or pass --config FILE. Flags on the command line win over the file.",
        ]
        for setting in Setting.all {
            lines.append("")
            lines += comment(setting.comment)
            lines.append("\(setting.name) = \(setting.current(configuration))")
        }
        lines += [
            ""
        ]
        lines += comment(wrapped("Keys: action = [\"key\", ...]. A key is \(Key.nameForms)."))
        lines += [
            "# Two actions read on the same screen cannot share a key. Ctrl-C always quits.",
            "[keys]",
        ]
        let keyMap = ActionKeyMap(overrides: configuration.options.settings.keyBindings)
        for action in AppAction.all {
            lines.append("# \(action.summary)")
            lines.append("\(TOMLWriter.key(action.name)) = \(TOMLWriter.strings(keyMap.keys(for: action).map(\.name)))")
        }
        lines += colors(configuration)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `[colors]` table: the styles the file replaced, and the theme's own as comments.
    private static func colors(_ configuration: Configuration) -> [String] {
        let overrides = configuration.options.settings.colorOverrides
        var lines = [""]
        lines += comment(
            wrapped(
                "Styles: name = \"words\": a colour, \"on\" and a background colour, and attributes "
                    + "(bold, dim, italic, underline, reverse), e.g. \"white on blue bold\" or \"reverse\"; a colour is "
                    + "\(Color.nameForms). A bare number is a foreground palette index. Commented lines show the theme's own."
            ))
        lines.append("[colors]")
        let theme = configuration.theme
        for role in Theme.Role.allCases {
            let line = "\(TOMLWriter.key(role.name)) = \(TOMLWriter.string(theme[role].spec))"
            lines.append(overrides[role] == nil ? "# " + line : line)
        }
        return lines
    }

    /// `text` broken into lines of at most `width` characters at spaces.
    private static func wrapped(_ text: String, width: Int = 94) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    private static func comment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }
}
