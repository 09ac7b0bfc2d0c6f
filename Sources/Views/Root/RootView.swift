// The app's frame: the tab bar, the current screen, the status line and the help overlay.
import Models
import TerminalUI
import ViewModels

/// The root of users-tui. Owns the app and tab view models, so each tab keeps its list,
/// selection and filter while you navigate and switch tabs.
public struct RootView: View {
    /// The smallest terminal the screens fit in.
    public static let minimumSize = Size(width: 40, height: 12)

    @StateViewModel private var app = AppViewModel()
    @StateViewModel private var users = UsersViewModel()
    @StateViewModel private var posts = PostsViewModel()
    @StateViewModel private var weather = WeatherViewModel()
    @StateViewModel private var status: StatusCenter
    @Environment(\.quit) private var quit

    public init() {
        _status = StateViewModel { environment in
            guard let status = environment[dependency: StatusCenter.self] else {
                fatalError("RootView needs a StatusCenter registered at the composition root")
            }
            return status
        }
    }

    public var body: some View {
        let app = app, users = users
        VStack {
            TabBar(titles: app.tabTitles, selection: app.selectedTab.rawValue) { index in
                if let tab = AppTab(rawValue: index) { app.selectTab(tab) }
            }
            currentScreen.frame(maxWidth: .max, maxHeight: .max)
            StatusLine(status: status, hints: hints)
        }
        .overlay {
            if app.isHelpShown {
                Modal { HelpPanel(bindings: AppKeyMap.bindings) }.focused()
            }
        }
        .onKey { key in handleGlobalKey(key) }
        .onAppear { users.load() }
    }

    @ViewBuilder private var currentScreen: some View {
        switch app.selectedTab {
        case .users:
            UsersTab(app: app, users: users)
        case .posts:
            PostsTab(app: app, posts: posts)
        case .weather:
            WeatherScreen(viewModel: weather)
        }
    }

    private var hints: String {
        switch app.selectedTab {
        case .users, .posts:
            app.currentStack.isEmpty ? "? help  / filter  n new  r refresh  q quit" : "? help  Esc back  r refresh  q quit"
        case .weather:
            "? help  Enter look up  u units  Esc leave field  q quit"
        }
    }

    private func handleGlobalKey(_ key: Key) -> EventResult {
        if app.isHelpShown {
            switch key {
            case .character("?"), .escape: app.toggleHelp()
            case .character("q"): quit()
            default: break
            }
            return .handled  // the overlay is modal
        }
        if let tab = TabBar.selection(for: key, current: app.selectedTab.rawValue, count: AppTab.allCases.count) {
            app.selectTab(AppTab(rawValue: tab) ?? .users)
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

    var body: some View {
        StatusBar(left: [status.lastError?.text ?? hints],
                  right: [status.isLoading ? "loading" : "", status.originText ?? ""],
                  isBusy: status.isLoading)
    }
}
