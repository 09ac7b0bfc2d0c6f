// Everything the command palette offers: the tabs, the app's global actions by name, the
// themes, and the weather of a city (typed, or a recent one).
import TerminalUI
import ViewModels

/// The app's commands for the palette, with the keys in force shown beside each.
@MainActor
struct AppCommands {
    let keyMap: ActionKeyMap
    /// The recent cities, read when the commands are asked for (they load after the palette opens).
    let recentCities: @MainActor () -> [String]
    /// Runs a global action (`quit`, `help`, a tab...).
    let perform: @MainActor (AppAction) -> Void
    /// Shows the Weather tab and looks up a city.
    let lookUpCity: @MainActor (String) -> Void
    /// Draws the app in another theme.
    let changeTheme: @MainActor (Theme) -> Void

    /// The commands for `query`, in the order they are listed when nothing is typed: tabs,
    /// `weather <city>` for the city typed after `weather ` and for each recent one, the
    /// actions, then the themes.
    func commands(for query: String) -> [PaletteCommand] {
        var commands = ResourceScreens.tabs.map { tab in
            command(tab.title.lowercased(), "Show the \(tab.title) tab", .tab(tab))
        }
        commands += cities(typed: query).map { city in
            PaletteCommand(title: "weather \(city)", summary: "Look up the weather in \(city)") { lookUpCity(city) }
        }
        let tabActions = Set(ResourceScreens.tabs.map { AppAction.tab($0).name })
        commands += AppAction.globalActions.filter { !tabActions.contains($0.name) && $0 != .palette }.map { action in
            command(action.name, action.summary, action)
        }
        commands += Theme.builtIn.map { theme in
            PaletteCommand(title: "theme \(theme.name)", summary: "Draw the app in the \(theme.name) theme") {
                changeTheme(theme)
            }
        }
        return commands
    }

    /// The city typed after `weather ` (first), then the recent ones.
    private func cities(typed query: String) -> [String] {
        var cities: [String] = []
        let words = query.split(separator: " ", maxSplits: 1)
        if words.count == 2, words[0].lowercased() == "weather" {
            let typed = words[1].trimmingCharacters(in: .whitespaces)
            if !typed.isEmpty { cities.append(typed) }
        }
        for city in recentCities() where !cities.contains(where: { $0.lowercased() == city.lowercased() }) {
            cities.append(city)
        }
        return cities
    }

    private func command(_ title: String, _ summary: String, _ action: AppAction) -> PaletteCommand {
        PaletteCommand(title: title, summary: summary, keys: keyMap.labels(for: action).joined(separator: "/")) {
            perform(action)
        }
    }
}
