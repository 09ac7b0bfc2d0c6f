// One user: every field, then their posts.
import Models
import TerminalUI
import ViewModels

/// The user's fields (`Username`, `Email`, `Phone`, `Website`, `Address`, `Company`) and
/// `Posts (N)`; Enter opens a post.
struct UserDetailScreen: View {
    let app: AppViewModel
    @StateViewModel private var viewModel: UserDetailViewModel

    init(app: AppViewModel, user: User) {
        self.app = app
        _viewModel = StateViewModel { _ in UserDetailViewModel(user: user) }
    }

    var body: some View {
        let viewModel = viewModel, app = app
        VStack {
            FieldList(fields: viewModel.fields)
            Divider()
            Text(viewModel.postsTitle).themed(.header)
            SelectableList(count: viewModel.posts.count, selection: { viewModel.selectedIndex },
                           emptyMessage: viewModel.postsPlaceholder ?? "",
                           select: { viewModel.select(row: $0) },
                           activate: { row in
                               viewModel.select(row: row)
                               if let post = viewModel.selectedPost { app.push(.post(post, author: viewModel.user)) }
                           }) { row in
                Text(viewModel.posts[row].title)
            }
            .frame(maxWidth: .max, maxHeight: .max)
        }
        .border(title: viewModel.title)
        .onKey { key in
            guard key == .character("r") else { return .ignored }
            viewModel.refresh()
            return .handled
        }
        .onAppear { viewModel.load() }
    }
}
