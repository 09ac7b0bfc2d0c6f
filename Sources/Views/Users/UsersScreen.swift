// The list of users: name, username, email and company in columns that adapt to the width.
import Models
import TerminalUI
import ViewModels

/// `Users (N)`: every user, filterable with `/`; Enter opens the user.
struct UsersScreen: View {
    static let columns = Columns(fractions: [0.3, 0.2, 0.3, 0.2], minimum: 8)

    let app: AppViewModel
    let viewModel: UsersViewModel

    var body: some View {
        let viewModel = viewModel, app = app
        // Read the observed collections once per frame, not once per row and column.
        let users = viewModel.users, visible = viewModel.visibleRows
        FilterableListScreen(viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
                             open: { if let user = viewModel.selectedUser { app.push(.user(user)) } },
                             create: { app.openCreateForm() },
                             refresh: { viewModel.refresh() }) { row in
            UserRow(user: users[visible[row]], columns: Self.columns)
        }
    }
}

/// One user's row: name, username, email and company in columns. It compares by its user (one
/// shared buffer), so a row that did not change is copied from its last drawing without its
/// texts being built again.
struct UserRow: PrimitiveView, DrawingCacheable {
    let user: User
    let columns: Columns

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        ColumnRow(values: [user.name, user.username, user.email, user.company.name], columns: columns)
            .render(in: rect, context: context)
    }
}
