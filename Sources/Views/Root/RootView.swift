// The app's frame: the tab bar, the current screen, the status line and the help overlay.
import Models
import TerminalUI
import ViewModels

/// The root of users-tui. Owns the app and tab view models, so each tab keeps its list,
/// selection and filter while you navigate and switch tabs.
public struct RootView: View {
    /// The smallest terminal the screens fit in.
    public static let minimumSize = Size(width: 40, height: 12)

    @StateViewModel private var app = AppViewModel(tabs: ResourceScreens.tabs)
    @StateViewModel private var users = UsersViewModel()
    @StateViewModel private var posts = PostsViewModel()
    @StateViewModel private var resourceModels: ResourceTabModels
    @StateViewModel private var weather = WeatherViewModel()
    @StateViewModel private var status: StatusCenter

    public init() {
        _resourceModels = StateViewModel { environment in ResourceTabModels(container: environment.dependenciesContainer) }
        _status = StateViewModel { environment in
            guard let status = environment[dependency: StatusCenter.self] else {
                fatalError("RootView needs a StatusCenter registered at the composition root")
            }
            return status
        }
    }

    public var body: some View {
        let app = app, users = users
        EnvironmentReader { environment in
            VStack {
                TabBar(titles: app.tabTitles, selection: app.selectedIndex) { index in app.selectTab(at: index) }
                currentScreen.frame(maxWidth: .max, maxHeight: .max)
                StatusLine(status: status, hints: hints, question: app.confirmation?.question)
            }
            .overlay {
                if app.isHelpShown {
                    Modal { HelpPanel(bindings: AppKeyMap.bindings) }.focused()
                } else if app.confirmation != nil {
                    // The question on the status line takes the next key: `y` answers yes, any other no.
                    Spacer().onKey { key in
                        app.answer(key == .character("y"))
                        return .handled
                    }
                    .focused()
                }
            }
            .onKey { key in handleGlobalKey(key, quit: environment.quit) }
            .onAppear { users.load() }
        }
    }

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

    private var hints: String {
        switch app.selectedTab {
        case .weather:
            "? help  Enter look up  u units  Esc leave field  q quit"
        case _ where !app.currentStack.isEmpty:
            "? help  Esc back  r refresh  q quit"
        default:
            ResourceScreens.forTab(app.selectedTab)?.hints ?? "? help  / filter  n new  r refresh  q quit"
        }
    }

    private func handleGlobalKey(_ key: Key, quit: @MainActor () -> Void) -> EventResult {
        if app.isHelpShown {
            switch key {
            case .character("?"), .escape: app.toggleHelp()
            case .character("q"): quit()
            default: break
            }
            return .handled  // the overlay is modal
        }
        if let tab = TabBar.selection(for: key, current: app.selectedIndex, count: app.tabs.count) {
            app.selectTab(at: tab)
            return .handled
        }
        switch key {
        case .character("?"): app.toggleHelp()
        case .character("q"): quit()
        case .escape, .character("h"), .left: return app.pop() ? .handled : .ignored
        default: return .ignored
        }
        return .handled
    }
}

/// The bottom line: what is going on (errors first) and the source of the data.
struct StatusLine: View {
    let status: StatusCenter
    let hints: String
    /// A question waiting for `y`, shown before anything else.
    var question: String?

    var body: some View {
        StatusBar(left: [question ?? status.lastError?.text ?? hints],
                  right: [status.isLoading ? "loading" : "", status.originText ?? ""],
                  isBusy: status.isLoading)
    }
}
