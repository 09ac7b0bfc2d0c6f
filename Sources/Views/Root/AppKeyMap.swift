// Every key binding of the app, in one place, for the help overlay: the actions' bindings in
// force (the same ones the screens match keys with), then the fixed keys of forms, text fields
// and the mouse.
import TerminalUI
import ViewModels

/// The bindings the help overlay lists.
enum AppKeyMap {
    @MainActor static func bindings(_ keyMap: ActionKeyMap) -> [KeyBinding] {
        let tabs = ResourceScreens.tabs.map(\.title).joined(separator: ", ")
        let tabActions = [AppAction.nextTab, .previousTab] + ResourceScreens.tabs.map(AppAction.tab)
        let tabNames = Set(tabActions.map(\.name))
        var switchTab = KeyBinding("switch-tab", keys: [], description: "Switch tab (\(tabs))", section: "App")
        switchTab.helpKeys = tabActions.flatMap(keyMap.labels)
        var quit = keyMap.binding(for: .quit)
        quit.helpKeys = quit.shownKeys + ["Ctrl-C"]
        quit.description = "Quit (in a text field: Esc first)"
        let first = [AppAction.help.name, AppAction.quit.name]
        let actions = keyMap.keyMap.help.filter { !tabNames.contains($0.action) && !first.contains($0.action) }
        return [switchTab, keyMap.binding(for: .help), quit] + actions
            + [
                KeyBinding(keys: ["y"], description: "Answer yes to a question on the status line", section: "Lists"),
                KeyBinding(keys: ["Space"], description: "Scroll a page down", section: "Reading a post"),
                KeyBinding(
                    keys: ["Enter"], description: "Look up the place; in the matches, pick one", section: "Weather"),
                KeyBinding(keys: ["Esc"], description: "Leave the field; back from the matches", section: "Weather"),
                KeyBinding(
                    keys: ["Tab", "Shift-Tab", "Up", "Down"], description: "Next / previous field", section: "Forms"),
                KeyBinding(keys: ["Enter"], description: "Save", section: "Forms"),
                KeyBinding(keys: ["Esc"], description: "Cancel", section: "Forms"),
                KeyBinding(
                    keys: ["Click", "Double-click", "Wheel"], description: "Select, open, scroll", section: "Mouse"),
            ]
            + TextFieldState.keyBindings(section: "Text fields")
    }
}
