// The frame every list tab shares: a bordered, selectable list with the `/` filter line, and the
// list keys in force (`filter`, `new`, `refresh`, `sort`/`reverse-sort`; `back` clears a kept
// filter), with the columns' header when the rows are laid out in columns.
import TerminalUI
import ViewModels

/// A titled list over a `FilterableList` view model; `open` is called for the activated row
/// (after selecting it), `row` draws visible row `index`.
struct FilterableListScreen<Model: FilterableList, Row: View>: View {
    let viewModel: Model
    let title: String
    let placeholder: String?
    let open: @MainActor () -> Void
    let create: @MainActor () -> Void
    let refresh: @MainActor () -> Void
    /// The rows' column layout: the header's titles line up with it.
    var columns: Columns?
    let row: @MainActor (Int) -> Row
    /// Longer than any text a filter could find in an item.
    static var filterLimit: Int { 1_000 }
    /// The filter field's cursor and text while it is typed in (the view model keeps the filter).
    @State private var filter = TextFieldState(limit: filterLimit)
    /// Whether the filter is being typed.
    @State private var isFiltering = false
    @Environment(\.actionKeys) private var keys

    var body: some View {
        VStack {
            SelectableList(
                count: viewModel.visibleRows.count, selection: { viewModel.selectedIndex },
                emptyMessage: placeholder ?? "",
                select: { viewModel.select(row: $0) },
                activate: { row in
                    viewModel.select(row: row)
                    open()
                },
                header: columns.map {
                    ColumnHeader(titles: viewModel.sortColumnTitles, columns: $0, sort: viewModel.sort)
                },
                row: row
            )
            .frame(maxWidth: .max, maxHeight: .max)
            FilterBar(field: $filter, isEditing: $isFiltering, filterText: viewModel.filterText) {
                viewModel.setFilter($0)
            }
        }
        .border(title: title)
        .onKey { key in
            if keys.matches(.filter, key) {
                filter = TextFieldState(text: viewModel.filterText, limit: Self.filterLimit)
                isFiltering = true
            } else if keys.matches(.new, key) {
                create()
            } else if keys.matches(.refresh, key) {
                refresh()
            } else if keys.matches(.sort, key) {
                viewModel.sortByNextColumn()
            } else if keys.matches(.reverseSort, key) {
                viewModel.reverseSort()
            } else if keys.matches(.back, key), !viewModel.filterText.isEmpty {
                viewModel.clearFilter()
            } else {
                return .ignored
            }
            return .handled
        }
    }
}

extension FilterableListScreen {
    /// A list whose rows are drawn from their items alone: `row` is given the item of each row
    /// shown. The items and the filtered order are read once here, not once per row.
    init(
        viewModel: Model, title: String, placeholder: String?, open: @escaping @MainActor () -> Void,
        create: @escaping @MainActor () -> Void, refresh: @escaping @MainActor () -> Void, columns: Columns?,
        item row: @escaping @MainActor (Model.Item) -> Row
    ) {
        let items = viewModel.list.items
        let visible = viewModel.visibleRows
        self.init(
            viewModel: viewModel, title: title, placeholder: placeholder, open: open, create: create,
            refresh: refresh, columns: columns, row: { row(items[visible[$0]]) })
    }
}
