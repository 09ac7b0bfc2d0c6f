// One user: every field, then their posts.
import Models
import TerminalUI
import ViewModels

/// The user's fields (`Username`, `Email`, `Phone`, `Website`, `Address`, `Company`), a line
/// per resource users own (`Todos (N)  t`, each opened with its key), and `Posts (N)`; Enter
/// opens a post.
struct UserDetailScreen: View {
    let app: AppViewModel
    @StateViewModel private var viewModel: UserDetailViewModel
    @Environment(\.actionKeys) private var keys

    init(app: AppViewModel, user: User) {
        self.app = app
        _viewModel = StateViewModel { _ in UserDetailViewModel(user: user) }
    }

    var body: some View {
        VStack {
            FieldList(fields: viewModel.fields)
            Divider()
            HStack(spacing: 4) {
                for section in ResourceScreens.userSections { section.summary(viewModel.user) }
            }
            Text(viewModel.postsTitle).themed(.header)
            SelectableList(
                count: viewModel.posts.count, selection: { viewModel.selectedIndex },
                emptyMessage: viewModel.postsPlaceholder ?? "",
                select: { viewModel.select(row: $0) },
                activate: { row in
                    viewModel.select(row: row)
                    if let post = viewModel.selectedPost { app.push(.post(post, author: viewModel.user)) }
                }
            ) { row in
                Text(viewModel.posts[row].title)
            }
            .frame(maxWidth: .max, maxHeight: .max)
        }
        .border(title: viewModel.title)
        .onKey { key in
            if keys.matches(.refresh, key) {
                viewModel.refresh()
                return .handled
            }
            guard
                let resource = ResourceScreens.all.first(where: {
                    $0.userSectionAction.map { keys.matches($0, key) } ?? false
                }),
                let section = resource.userSection
            else { return .ignored }
            app.push(.screen(section.route(viewModel.user)))
            return .handled
        }
        .onAppear { viewModel.load() }
    }
}
