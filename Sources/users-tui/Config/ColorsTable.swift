// The [colors] table: any named style of the theme replaced by colours and attributes written
// as words (`selection = "black on #ffd75f bold"`), or by a palette index for the foreground.
import TerminalUI

/// Reads `[colors]` into `Settings.colorOverrides`.
enum ColorsTable {
    /// The styles `table` sets, or the first problem in it: an unknown style name, a value that
    /// is neither words nor an index, or words that are not a style.
    static func overrides(from table: TOMLTable) throws(ConfigProblem) -> [Theme.Role: Style] {
        var overrides: [Theme.Role: Style] = [:]
        for entry in table.entries {
            guard let role = Theme.Role(name: entry.key) else {
                let hint = EditDistance.hint(for: entry.key, among: Theme.Role.allCases.map(\.name))
                throw ConfigProblem(position: entry.keyPosition, message: "unknown style '\(entry.key)'\(hint)")
            }
            let name = "colors.\(role.name)"
            switch entry.value.kind {
            case .string(let words):
                do {
                    overrides[role] = try Style(spec: words)
                } catch {
                    throw ConfigProblem(position: entry.value.position, message: "\(name): \(error.message)")
                }
            case .integer(let index):
                guard (0...255).contains(index) else {
                    throw Setting.invalid(
                        entry.value, name, allowed: "a palette index 0-255, or words like \"white on blue bold\"")
                }
                overrides[role] = Style(foreground: Color(paletteIndex: UInt8(index)))
            default:
                throw Setting.wrongType(
                    entry.value, name, expected: "a style like \"white on blue bold\" or a colour index 0-255")
            }
        }
        return overrides
    }
}
