// The screen every resource list shares: the bordered, filterable list of `FilterableListScreen`
// with its rows drawn in columns, edited rows marked, and the write keys every resource has
// (`e` edit, `d` delete after `y`) wired to the view model through closures. It tells the app how
// to read its selection, so `y`, `Y` and `J` act on it also where it is pushed (a user's todos, an
// album's photos), whose view models the root view does not hold.
import Models
import TerminalUI
import ViewModels

/// A list of `ResourceRow`s; `columns` turns a row into its column texts. `extraKey` handles
/// the resource's own keys (a todo's Space and `f`) before the common ones.
struct ResourceListScreen<Model: FilterableList, Item: RemoteResource>: View where Model.Item == ResourceRow<Item> {
    let app: AppViewModel
    let viewModel: Model
    let title: String
    let placeholder: String?
    let layout: Columns
    let values: (ResourceRow<Item>) -> [String]
    var open: @MainActor () -> Void = {}
    var create: @MainActor () -> Void = {}
    let refresh: @MainActor () -> Void
    var extraKey: @MainActor (Key) -> EventResult = { _ in .ignored }

    var body: some View {
        FilterableListScreen(
            viewModel: viewModel, title: title, placeholder: placeholder,
            open: open, create: create, refresh: refresh, columns: layout
        ) { (row: ResourceRow<Item>) in
            ResourceRowView(row: row, columns: layout, values: values)
        }
        .onKey { key in extraKey(key) }
        .onAppear { app.setItemSourceOfCurrentScreen { (viewModel as? any CopiableSelection)?.copiedItem } }
    }
}

/// One resource row in columns. It compares by its row (the shared item and what is shown beside
/// it), so a row that did not change is copied from its last drawing without its texts being
/// built again; `values` must depend on the row alone.
struct ResourceRowView<Item: RemoteResource>: PrimitiveView, DrawingCacheable {
    let row: ResourceRow<Item>
    let columns: Columns
    let values: (ResourceRow<Item>) -> [String]

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        ColumnRow(values: values(row) + (row.isEdited ? ["edited"] : []), columns: columns)
            .render(in: rect, context: context)
    }

    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.row == rhs.row && lhs.columns == rhs.columns
    }
}
