// The list of posts: title and author.
import TerminalUI
import ViewModels

/// `Posts (N)`: every post with its author, filterable with `/`; Enter opens the post.
struct PostsScreen: View {
    static let columns = Columns(fractions: [0.7, 0.3], minimum: 8)

    let app: AppViewModel
    let viewModel: PostsViewModel
    @Environment(\.actionKeys) private var keys

    var body: some View {
        // Read the observed collections once per frame, not once per row and column.
        let rows = viewModel.rows
        let visible = viewModel.visibleRows
        FilterableListScreen(
            viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
            open: {
                if let post = viewModel.selectedPost { app.push(.post(post, author: viewModel.selectedAuthor)) }
            },
            create: { app.openCreateForm() },
            refresh: { viewModel.refresh() }, columns: Self.columns
        ) { row in
            let shown = rows[visible[row]]
            return ColumnRow(
                values: [(shown.isEdited ? "(edited) " : "") + shown.post.title, shown.authorName],
                columns: Self.columns)
        }
        .onKey { key in
            if keys.matches(.edit, key) {
                guard let post = viewModel.selectedPost else { return .handled }
                app.open(.edit(.posts, itemID: post.id))
            } else if keys.matches(.delete, key) {
                guard let question = viewModel.deletePrompt else { return .handled }
                app.confirm(question) { viewModel.deleteSelected() }
            } else {
                return .ignored
            }
            return .handled
        }
        .onAppear {
            if case .idle = viewModel.state { viewModel.load() }
        }
    }
}
