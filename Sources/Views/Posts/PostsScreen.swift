// The list of posts: title and author.
import TerminalUI
import ViewModels

/// `Posts (N)`: every post with its author, filterable with `/`; Enter opens the post.
struct PostsScreen: View {
    static let columns = Columns(fractions: [0.7, 0.3], minimum: 8)

    let app: AppViewModel
    let viewModel: PostsViewModel
    @StateViewModel private var filter = FieldEditor()

    var body: some View {
        let viewModel = viewModel, app = app, filter = filter
        // Read the observed collections once per frame, not once per row and column.
        let rows = viewModel.rows, visible = viewModel.visibleRows
        VStack {
            SelectableList(count: visible.count, selection: viewModel.selectedIndex,
                           emptyMessage: viewModel.placeholder ?? "",
                           select: { viewModel.select(row: $0) },
                           activate: { row in
                               viewModel.select(row: row)
                               if let post = viewModel.selectedPost {
                                   app.push(.post(post, author: viewModel.selectedAuthor))
                               }
                           }) { row in
                let shown = rows[visible[row]]
                return ColumnRow(values: [shown.post.title, shown.authorName], columns: Self.columns)
            }
            .frame(maxWidth: .max, maxHeight: .max)
            FilterBar(editor: filter, filterText: viewModel.filterText) { viewModel.setFilter($0) }
        }
        .border(title: viewModel.title)
        .onKey { key in
            switch key {
            case .character("/"): filter.begin(with: viewModel.filterText)
            case .character("n"): app.openCreateForm()
            case .character("r"): viewModel.refresh()
            case .escape where !viewModel.filterText.isEmpty: viewModel.clearFilter()
            default: return .ignored
            }
            return .handled
        }
        .onAppear {
            if case .idle = viewModel.state { viewModel.load() }
        }
    }
}
