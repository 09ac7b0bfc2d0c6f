// Every key binding of the app, in one place, for the help overlay and the README.
import TerminalUI
import ViewModels

/// The bindings the help overlay lists: the widgets' own plus the app's, with the keys the
/// configuration put in force for the app's actions.
enum AppKeyMap {
    @MainActor static func bindings(_ keyMap: ActionKeyMap) -> [KeyBinding] {
        let tabs = ResourceScreens.tabs.map(\.title).joined(separator: ", ")
        let tabKeys = [AppAction.nextTab, .previousTab] + ResourceScreens.tabs.map(AppAction.tab)
        return [
            KeyBinding(keys: tabKeys.flatMap(keyMap.labels), description: "Switch tab (\(tabs))", section: "App"),
            KeyBinding(keys: keyMap.labels(for: .help), description: "Show or hide this help", section: "App"),
            KeyBinding(keys: keyMap.labels(for: .quit) + ["Ctrl-C"], description: "Quit (in a text field: Esc first)", section: "App"),
            KeyBinding(keys: keyMap.labels(for: .copy), description: "Copy the email / title / city", section: "App"),
            KeyBinding(keys: keyMap.labels(for: .copyJSON), description: "Copy the item as JSON", section: "App"),
            KeyBinding(keys: keyMap.labels(for: .palette), description: "Command palette (every action by name)", section: "App"),
            KeyBinding(keys: ["Enter"], description: "Open the selected item", section: "Navigation"),
            KeyBinding(keys: keyMap.labels(for: .back), description: "Back", section: "Navigation"),
            KeyBinding(keys: ["/"], description: "Filter as you type (Enter keeps, Esc clears)", section: "Lists"),
            KeyBinding(keys: ["r"], description: "Refresh from the network", section: "Lists"),
            KeyBinding(keys: ["n"], description: "New user / post / todo", section: "Lists"),
            KeyBinding(keys: ["e"], description: "Edit the user, post or todo (PUT)", section: "Lists"),
            KeyBinding(keys: ["d"], description: "Delete the user, post or todo (asks y/n)", section: "Lists"),
            KeyBinding(keys: ["s"], description: "Sort by the next column (then as sent)", section: "Lists"),
            KeyBinding(keys: ["S"], description: "Turn the sort order round", section: "Lists"),
        ]
        + ListKeyBindings.bindings(section: "Lists")
        + ScrollState.keyBindings(section: "Reading a post")
        + ResourceScreens.all.flatMap(\.keyBindings)
        + [
            KeyBinding(keys: ["Enter"], description: "Look up the place; in the matches, pick one", section: "Weather"),
            KeyBinding(keys: ["Esc"], description: "Leave the field; back from the matches", section: "Weather"),
            KeyBinding(keys: ["c", "/"], description: "Edit the city", section: "Weather"),
            KeyBinding(keys: ["u"], description: "Metric / imperial (asks again)", section: "Weather"),
            KeyBinding(keys: ["j", "k", "Enter"], description: "Pick a recent place", section: "Weather"),
            KeyBinding(keys: ["Tab", "Shift-Tab", "Up", "Down"], description: "Next / previous field", section: "Forms"),
            KeyBinding(keys: ["Enter"], description: "Save", section: "Forms"),
            KeyBinding(keys: ["Esc"], description: "Cancel", section: "Forms"),
            KeyBinding(keys: ["Click", "Double-click", "Wheel"], description: "Select, open, scroll", section: "Mouse"),
        ]
        + TextFieldState.keyBindings(section: "Text fields")
    }
}
