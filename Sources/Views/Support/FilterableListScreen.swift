// The frame every list tab shares: a bordered, selectable list with the `/` filter line, and the
// list keys in force (`filter`, `new`, `refresh`; `back` clears a kept filter).
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
    let row: @MainActor (Int) -> Row
    /// Longer than any text a filter could find in an item.
    static var filterLimit: Int { 1_000 }
    @StateViewModel private var filter = FieldEditor(limit: filterLimit)
    @Environment(\.actionKeys) private var keys

    var body: some View {
        let viewModel = viewModel, filter = filter, open = open, create = create, refresh = refresh, keys = keys
        VStack {
            SelectableList(count: viewModel.visibleRows.count, selection: { viewModel.selectedIndex },
                           emptyMessage: placeholder ?? "",
                           select: { viewModel.select(row: $0) },
                           activate: { row in
                               viewModel.select(row: row)
                               open()
                           },
                           row: row)
            .frame(maxWidth: .max, maxHeight: .max)
            FilterBar(editor: filter, filterText: viewModel.filterText) { viewModel.setFilter($0) }
        }
        .border(title: title)
        .onKey { key in
            if keys.matches(.filter, key) {
                filter.begin(with: viewModel.filterText)
            } else if keys.matches(.new, key) {
                create()
            } else if keys.matches(.refresh, key) {
                refresh()
            } else if keys.matches(.back, key), !viewModel.filterText.isEmpty {
                viewModel.clearFilter()
            } else {
                return .ignored
            }
            return .handled
        }
    }
}
