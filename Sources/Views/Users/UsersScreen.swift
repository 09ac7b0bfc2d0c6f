// The list of users: name, username, email and company in columns that adapt to the width.
import Models
import TerminalUI
import ViewModels

/// `Users (N)`: every user, filterable with `/`; Enter opens the user.
struct UsersScreen: View {
    static let columns = Columns(fractions: [0.3, 0.2, 0.3, 0.2], minimum: 8)

    let app: AppViewModel
    let viewModel: UsersViewModel
    @Environment(\.actionKeys) private var keys

    var body: some View {
        // Read the observed collections once per frame, not once per row and column.
        let users = viewModel.users
        let visible = viewModel.visibleRows
        let edited = viewModel.editedIDs
        FilterableListScreen(
            viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
            open: { if let user = viewModel.selectedUser { app.push(.user(user)) } },
            create: { app.openCreateForm() },
            refresh: { viewModel.refresh() }, columns: Self.columns
        ) { row in
            let user = users[visible[row]]
            return UserRow(user: user, columns: Self.columns, isEdited: edited.contains(user.id))
        }
        .onKey { key in
            if keys.matches(.edit, key) {
                guard let user = viewModel.selectedUser else { return .handled }
                app.open(.edit(.users, itemID: user.id))
            } else if keys.matches(.delete, key) {
                guard let question = viewModel.deletePrompt else { return .handled }
                app.confirm(question) { viewModel.deleteSelected() }
            } else {
                return .ignored
            }
            return .handled
        }
    }
}

/// One user's row: name, username, email and company in columns. It compares by its user (one
/// shared buffer), so a row that did not change is copied from its last drawing without its
/// texts being built again.
struct UserRow: PrimitiveView, DrawingCacheable {
    let user: User
    let columns: Columns
    /// Whether the user was edited here (the name is marked).
    var isEdited = false

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        ColumnRow(
            values: [(isEdited ? "(edited) " : "") + user.name, user.username, user.email, user.company.name],
            columns: columns
        )
        .render(in: rect, context: context)
    }
}
