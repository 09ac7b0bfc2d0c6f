// The screen every resource list shares: the bordered, filterable list of `FilterableListScreen`
// with its rows drawn in columns, edited rows marked, and the write keys every resource has
// (`e` edit, `d` delete after `y`) wired to the view model through closures, and the raw view
// of the selected item (`J`), here because a user's todos or an album's photos are lists the
// root view does not hold.
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
    @Environment(\.actionKeys) private var keys

    var body: some View {
        // Read the observed collections once per frame, not once per row and column.
        let rows = viewModel.list.items
        let visible = viewModel.visibleRows
        FilterableListScreen(
            viewModel: viewModel, title: title, placeholder: placeholder,
            open: open, create: create, refresh: refresh, columns: layout
        ) { index in
            let row = rows[visible[index]]
            return ColumnRow(values: values(row) + (row.isEdited ? ["edited"] : []), columns: layout)
        }
        .onKey { key in
            guard keys.matches(.rawJSON, key) else { return extraKey(key) }
            guard let item = (viewModel as? any CopiableSelection)?.copiedItem else { return .ignored }
            app.showRaw(item)
            return .handled
        }
    }
}
