// The list of users: name, username, email and company in columns that adapt to the width.
import TerminalUI
import ViewModels

/// `Users (N)`: every user, filterable with `/`; Enter opens the user.
struct UsersScreen: View {
    static let columns = Columns(fractions: [0.3, 0.2, 0.3, 0.2], minimum: 8)

    let app: AppViewModel
    let viewModel: UsersViewModel
    @StateViewModel private var filter = FieldEditor()

    var body: some View {
        let viewModel = viewModel, app = app, filter = filter
        // Read the observed collections once per frame, not once per row and column.
        let users = viewModel.users, visible = viewModel.visibleRows
        VStack {
            SelectableList(count: visible.count, selection: viewModel.selectedIndex,
                           emptyMessage: viewModel.placeholder ?? "",
                           select: { viewModel.select(row: $0) },
                           activate: { row in
                               viewModel.select(row: row)
                               if let user = viewModel.selectedUser { app.push(.user(user)) }
                           }) { row in
                let user = users[visible[row]]
                return ColumnRow(values: [user.name, user.username, user.email, user.company.name], columns: Self.columns)
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
    }
}
