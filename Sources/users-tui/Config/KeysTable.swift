// The [keys] table: action names to lists of key names, checked against every action and for
// keys two actions would share.
import TerminalUI
import Views

/// Reads `[keys]` into `Settings.keyBindings`.
@MainActor
enum KeysTable {
    /// The bindings `table` gives, or the first problem in it: an unknown action, something
    /// that is not a list of key names, an unknown key name, or a key two actions share.
    static func bindings(from table: TOMLTable) throws(ConfigProblem) -> [String: [Key]] {
        var bindings: [String: [Key]] = [:]
        var positions: [String: [Key: SourcePosition]] = [:]
        for entry in table.entries {
            guard let action = AppAction.named(entry.key) else {
                let hint = EditDistance.hint(for: entry.key, among: AppAction.all.map(\.name))
                throw ConfigProblem(position: entry.keyPosition, message: "unknown action '\(entry.key)'\(hint)")
            }
            let items: [TOMLValue]
            switch entry.value.kind {
            case .array(let values): items = values
            case .string: items = [entry.value]
            default:
                throw Setting.wrongType(
                    entry.value, "keys.\(action.name)", expected: "a list of key names like [\"q\", \"ctrl-q\"]")
            }
            var keys: [Key] = []
            for item in items {
                guard case .string(let name) = item.kind else {
                    throw Setting.wrongType(item, "a key of \(action.name)", expected: "a string")
                }
                guard let key = Key(name: name) else {
                    throw ConfigProblem(
                        position: item.position,
                        message: "invalid key '\(name)' for \(action.name) (allowed: \(Key.nameForms))")
                }
                if !keys.contains(key) { keys.append(key) }
                positions[action.name, default: [:]][key] = positions[action.name]?[key] ?? item.position
            }
            bindings[action.name] = keys
        }
        if let conflict = ActionKeyMap(overrides: bindings).conflicts.first {
            // Point at the binding the file wrote (the later one when it wrote both).
            let position =
                positions[conflict.second.name]?[conflict.key] ?? positions[conflict.first.name]?[conflict.key]
                ?? table.position
            throw ConfigProblem(
                position: position,
                message:
                    "key '\(conflict.key.name)' is bound to both '\(conflict.first.name)' and '\(conflict.second.name)'"
            )
        }
        return bindings
    }
}
