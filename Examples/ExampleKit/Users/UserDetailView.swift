// UserDetailView: a `@StateViewModel` whose view model needs a parameter: the initializer sets
// the wrapper with the expression that makes it, evaluated once per view identity.
import TerminalUI

/// The detail of one user: name, email and city; `s` stars the user, Esc goes back.
public struct UserDetailView: View {
    @StateViewModel private var viewModel: UserDetailViewModel
    private let onBack: @MainActor () -> Void

    /// The detail of the user with `userID`; `onBack` runs on Esc.
    public init(userID: ExampleUser.ID, onBack: @escaping @MainActor () -> Void) {
        // Not evaluated here: the view runtime makes the view model the first time this view
        // appears at its place in the tree, and keeps it while the view stays there.
        _viewModel = StateViewModel(wrappedValue: UserDetailViewModel(userID: userID))
        self.onBack = onBack
    }

    public var body: some View {
        VStack(spacing: 1) {
            switch viewModel.user {
            case .loading:
                Text("Loading user \(viewModel.userID)…")
            case .failed(let message):
                Text(message).bold()
            case .loaded(let user):
                Text((viewModel.isStarred ? "★ " : "") + user.name).bold()
                VStack {
                    Text("Email  \(user.email)")
                    Text("City   \(user.city)")
                }
            }
            Text("s star, Esc back").style(.dim)
        }
        .padding(horizontal: 1)
        .onAppear { Task { await viewModel.load() } }
        .onKey { key in
            switch key {
            case .character("s"): viewModel.toggleStar()
            case .escape, .left: onBack()
            default: return .ignored
            }
            return .handled
        }
    }
}
