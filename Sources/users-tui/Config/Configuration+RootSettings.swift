// What the configuration tells the root view: the start tab and the key map.
import ViewModels
import Views

extension Configuration {
    /// The tab to start on and the keys in force. A start tab this version does not have
    /// opens Users.
    @MainActor var rootSettings: RootSettings {
        let name = options.settings.startTab.rawValue
        let tab = ResourceScreens.tabs.first { $0.title.lowercased() == name } ?? .users
        return RootSettings(startTab: tab, keyMap: ActionKeyMap(overrides: options.settings.keyBindings))
    }
}
