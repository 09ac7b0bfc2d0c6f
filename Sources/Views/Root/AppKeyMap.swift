// Every key binding of the app, in one place, for the help overlay and the README.
import TerminalUI
import ViewModels

/// The bindings the help overlay lists: the widgets' own plus the app's.
enum AppKeyMap {
    @MainActor static let bindings: [KeyBinding] =
        [
            KeyBinding(keys: ["Tab", "Shift-Tab"] + ResourceScreens.tabs.indices.map { String($0 + 1) },
                       description: "Switch tab (" + ResourceScreens.tabs.map(\.title).joined(separator: ", ") + ")", section: "App"),
            KeyBinding(keys: ["?"], description: "Show or hide this help", section: "App"),
            KeyBinding(keys: ["q", "Ctrl-C"], description: "Quit (in a text field: Esc first)", section: "App"),
            KeyBinding(keys: ["Enter"], description: "Open the selected item", section: "Navigation"),
            KeyBinding(keys: ["Esc", "h", "Left"], description: "Back", section: "Navigation"),
            KeyBinding(keys: ["/"], description: "Filter as you type (Enter keeps, Esc clears)", section: "Lists"),
            KeyBinding(keys: ["r"], description: "Refresh from the network", section: "Lists"),
            KeyBinding(keys: ["n"], description: "New user / post / todo", section: "Lists"),
            KeyBinding(keys: ["e"], description: "Edit the user, post or todo (PUT)", section: "Lists"),
            KeyBinding(keys: ["d"], description: "Delete the user, post or todo (asks y/n)", section: "Lists"),
        ]
        + ListKeyBindings.bindings(section: "Lists")
        + ScrollState.keyBindings(section: "Reading a post")
        + ResourceScreens.all.flatMap(\.keyBindings)
        + [
            KeyBinding(keys: ["Enter"], description: "Look up the city", section: "Weather"),
            KeyBinding(keys: ["Esc"], description: "Leave the city field", section: "Weather"),
            KeyBinding(keys: ["c", "/"], description: "Edit the city", section: "Weather"),
            KeyBinding(keys: ["u"], description: "Metric / imperial", section: "Weather"),
            KeyBinding(keys: ["j", "k", "Enter"], description: "Pick a recent city", section: "Weather"),
            KeyBinding(keys: ["Tab", "Shift-Tab", "Up", "Down"], description: "Next / previous field", section: "Forms"),
            KeyBinding(keys: ["Enter"], description: "Save", section: "Forms"),
            KeyBinding(keys: ["Esc"], description: "Cancel", section: "Forms"),
            KeyBinding(keys: ["Click", "Double-click", "Wheel"], description: "Select, open, scroll", section: "Mouse"),
        ]
        + TextFieldState.keyBindings(section: "Text fields")
}
