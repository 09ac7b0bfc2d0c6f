// ExamplesView: the example app's root. It switches between the screens and is the parent that
// injects the user service the Users screen's view models take with `@Injected`.
import TerminalUI

/// The example app: a tab bar, the current screen in a box, and a line of keys. `1`-`3` or
/// Tab/Shift-Tab switch screens, `q` quits.
public struct ExamplesView: View {
    /// The smallest terminal the screens fit in.
    public static let minimumSize = Size(width: 50, height: 12)

    /// The screen on show (view state).
    @State private var screen = ExampleScreen.counter
    @Environment(\.quit) private var quit
    private let userService: any UserService

    /// The app, with the Users screen reading `userService` (the samples by default).
    public init(userService: any UserService = SampleUserService()) {
        self.userService = userService
    }

    public var body: some View {
        VStack {
            TabBar(titles: ExampleScreen.allCases.map(\.title), selection: screen.rawValue) { index in
                screen = ExampleScreen(rawValue: index) ?? .counter
            }
            currentScreen
                .frame(maxWidth: .max, maxHeight: .max)
                .border(title: screen.title)
            StatusBar(left: ["1-3 or Tab switch screens"], right: ["q quit"])
        }
        .onKey { key in
            if key == .character("q") {
                quit()
                return .handled
            }
            guard
                let index = TabBar.selection(
                    for: key, current: screen.rawValue, count: ExampleScreen.allCases.count)
            else { return .ignored }
            screen = ExampleScreen(rawValue: index) ?? .counter
            return .handled
        }
    }

    @ViewBuilder private var currentScreen: some View {
        switch screen {
        case .counter:
            CounterView()
        case .users:
            // The parent decides which service the list's `@Injected` property gets.
            UserListView().inject(userService, as: (any UserService).self)
        case .inline:
            InlineCounterView()
        }
    }
}
