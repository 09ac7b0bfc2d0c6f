// The app's frame: the tab bar, the current screen, the status line and the help overlay.
import Models
import TerminalUI
import ViewModels

/// The root of users-tui. Owns the app and tab view models, so each tab keeps its list,
/// selection and filter while you navigate and switch tabs.
public struct RootView: View {
    /// The smallest terminal the screens fit in.
    public static let minimumSize = Size(width: 40, height: 12)

    @StateViewModel private var app: AppViewModel
    @StateViewModel private var users = UsersViewModel()
    @StateViewModel private var posts = PostsViewModel()
    @StateViewModel private var weather = WeatherViewModel()
    @StateViewModel private var resourceModels: ResourceTabModels
    /// Whether the command palette is open.
    @State private var isPaletteOpen = false
    @Environment(\.dependenciesContainer) private var dependencies
    @Environment(\.quit) private var quit
    @Environment(\.changeTheme) private var changeTheme
    @Environment(\.copyToClipboard) private var copyToClipboard

    public init() {
        _app = StateViewModel { environment in
            // The last session's tab, else the configured one.
            let saved = environment[dependency: SessionKeeper.self]?.savedTab
            return AppViewModel(
                tabs: ResourceScreens.tabs,
                startTab: ResourceScreens.tabs.first { $0.sessionName == saved }
                    ?? environment[dependency: RootSettings.self]?.startTab)
        }
        _resourceModels = StateViewModel { environment in
            ResourceTabModels(container: environment.dependenciesContainer)
        }
    }

    public var body: some View {
        VStack {
            TabBar(titles: app.tabTitles, selection: app.selectedIndex) { index in app.selectTab(at: index) }
            currentScreen
                .overlay {
                    if let raw = app.rawView {
                        RawJSONScreen(model: raw, close: { app.closeRaw() }).id(ObjectIdentifier(raw)).focused()
                    }
                }
                .frame(maxWidth: .max, maxHeight: .max)
            StatusLine(status: status, hints: hints, question: app.confirmation?.question ?? app.rawView?.statusText)
        }
        .overlay {
            if app.isHelpShown {
                Modal { HelpPanel(bindings: AppKeyMap.bindings(keyMap), closeKeys: closeKeys) }.focused()
            } else if app.confirmation != nil {
                // The question on the status line takes the next key: `y` answers yes, any other no.
                Spacer().onKey { key in
                    app.answer(key == .character("y"))
                    return .handled
                }
                .focused()
            } else if isPaletteOpen {
                Modal { CommandPalette(commands: commands.commands, close: { isPaletteOpen = false }) }
                    .focused()
            }
        }
        .onKey { key in handleGlobalKey(key) }
        .onAppear {
            if let session = dependencies.resolve(SessionKeeper.self) {
                Self.keep(app: app, users: users, posts: posts, weather: weather, in: session)
            }
            users.load()
        }
        .environment(\.actionKeys, keyMap)
    }

    /// The status line's state, registered at the composition root.
    private var status: StatusCenter { dependencies.require(StatusCenter.self) }

    /// The keys in force: the defaults with the configuration's over them.
    private var keyMap: ActionKeyMap { dependencies.resolve(RootSettings.self)?.keyMap ?? ActionKeyMap() }

    @ViewBuilder private var currentScreen: some View {
        switch app.selectedTab {
        case .users:
            UsersTab(app: app, users: users)
        case .posts:
            PostsTab(app: app, posts: posts)
        case .weather:
            WeatherScreen(viewModel: weather)
        default:
            if case .screen(let route)? = app.currentRoute, let screen = ResourceScreens.screen(for: route, app: app) {
                screen  // a screen the tab's list pushed (an album's photos)
            } else if let resource = ResourceScreens.forTab(app.selectedTab) {
                resource.root(resourceModels.model(of: resource), app).id(resource.tab.title)
            }
        }
    }

    /// Restores the tab lists and the weather's place from the last session, and keeps reading
    /// them (and the tab) for the next one.
    private static func keep(
        app: AppViewModel, users: UsersViewModel, posts: PostsViewModel,
        weather: WeatherViewModel, in session: SessionKeeper
    ) {
        session.keep(users, as: AppTab.users.sessionName)
        session.keep(posts, as: AppTab.posts.sessionName)
        session.keepTab { app.selectedTab.sessionName }
        if let place = session.savedPlace { weather.restorePlace(place) }
        session.keepPlace { weather.shownPlace }
    }

    /// The status line's hints, from the keys in force. The raw view takes every key, so it
    /// shows only its own (quit's keys close it there).
    private var hints: [KeyHint] {
        if app.rawView != nil {
            let raw: [ActionHint] = [(.search, nil), (.nextMatch, nil), (.previousMatch, nil), (.back, "close")]
            return raw.compactMap { keyMap.hint($0.action, $0.word) }
        }
        let screen: [ActionHint] =
            switch app.selectedTab {
            case .weather: [(.open, "look up"), (.units, nil), (.back, "leave field")]
            case _ where !app.currentStack.isEmpty: [(.back, nil), (.refresh, nil)]
            default:
                ResourceScreens.forTab(app.selectedTab)?.hints ?? [(.filter, nil), (.new, nil), (.refresh, nil)]
            }
        return ([keyMap.hint(.help)] + screen.map { keyMap.hint($0.action, $0.word) } + [keyMap.hint(.quit)])
            .compactMap { $0 }
    }

    /// `? or Esc`: the first key of help and of back in force.
    private var closeKeys: String {
        [keyMap.labels(for: .help).first, keyMap.labels(for: .back).first].compactMap { $0 }.joined(separator: " or ")
    }

    private func handleGlobalKey(_ key: Key) -> EventResult {
        let action = keyMap.action(for: key, among: AppAction.globalActions)
        if app.isHelpShown {
            if action == .help || action == .back {
                app.toggleHelp()
            } else if action == .quit {
                quit()
            }
            return .handled  // the overlay is modal
        }
        guard let action else { return .ignored }
        return perform(action)
    }

    /// The palette's commands, run as the keys would run them.
    private var commands: AppCommands {
        AppCommands(
            keyMap: keyMap, recentCities: { weather.recentCities },
            perform: { _ = perform($0) },
            lookUpCity: { city in
                app.selectTab(.weather)
                weather.setCityText(city)
                _ = weather.lookUp()
            },
            changeTheme: changeTheme)
    }

    /// Runs `action` (from its key or the palette); `.ignored` when it had nothing to do.
    private func perform(_ action: AppAction) -> EventResult {
        switch action {
        case .help: app.toggleHelp()
        case .quit: quit()
        case .back: return app.pop() ? .handled : .ignored
        case .nextTab: app.nextTab()
        case .previousTab: app.previousTab()
        case .copy, .copyJSON: copy(json: action == .copyJSON)
        case .rawJSON: showRaw()
        case .palette:
            isPaletteOpen = true
            weather.load()  // its recent cities are offered
        default:
            guard let tab = app.tabs.first(where: { AppAction.tab($0) == action }) else { return .ignored }
            app.selectTab(tab)
        }
        return .handled
    }

    /// The item on screen that `y`, `Y` and `J` act on.
    private var currentItem: CopiedItem? {
        CopiedItem.current(
            app: app, users: users, posts: posts, weather: weather,
            resource: ResourceScreens.forTab(app.selectedTab).map(resourceModels.model(of:)))
    }

    /// Opens the raw JSON view of the item on screen.
    private func showRaw() {
        guard let item = currentItem else {
            status.announce("Nothing to show")
            return
        }
        app.showRaw(item)
    }

    /// Copies the selected item's main field, or the item as JSON, and says so on the status line.
    private func copy(json: Bool) {
        guard let item = currentItem else {
            status.announce("Nothing to copy")
            return
        }
        copyToClipboard(json ? item.json : item.field)
        status.announce(json ? "Copied JSON" : "Copied \(item.fieldName)")
    }
}

/// The bottom line: what is going on (errors first), else the key hints, and the source of the data.
struct StatusLine: View {
    let status: StatusCenter
    let hints: [KeyHint]
    /// A question waiting for `y`, shown before anything else.
    var question: String?

    var body: some View {
        let message = question ?? status.notice ?? status.lastError?.text
        StatusBar(
            left: [message ?? ""], right: [status.isLoading ? "loading" : "", status.originText ?? ""],
            hints: message == nil ? hints : [], isBusy: status.isLoading,
            leftRole: question == nil && status.notice == nil && message != nil ? .error : nil)
    }
}
