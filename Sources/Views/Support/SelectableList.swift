// A list whose selection lives in a view model and whose scroll position lives with the view.
import TerminalUI

/// Bridges a view model's selected row to `ListView`: keys and the mouse move the selection
/// through `select`, Enter and double-click call `activate`. The selection is read here, in this
/// view's body, so moving it redraws this list and nothing around it.
struct SelectableList<Row: View>: View {
    let count: Int
    let selection: @MainActor () -> Int?
    let emptyMessage: String
    let select: @MainActor (Int) -> Void
    let activate: @MainActor (Int) -> Void
    let row: @MainActor (Int) -> Row
    /// The column titles over the rows, if any.
    var header: ColumnHeader?
    /// The list's moves and open, in force.
    @Environment(\.actionKeys) private var keys
    /// The scroll position (view state, not business state).
    @State private var offset = 0
    @State private var visibleHeight = 10

    init(
        count: Int, selection: @escaping @MainActor () -> Int?, emptyMessage: String = "",
        select: @escaping @MainActor (Int) -> Void, activate: @escaping @MainActor (Int) -> Void,
        header: ColumnHeader? = nil, row: @escaping @MainActor (Int) -> Row
    ) {
        self.count = count
        self.selection = selection
        self.emptyMessage = emptyMessage
        self.select = select
        self.activate = activate
        self.row = row
        self.header = header
    }

    var body: some View {
        // As narrow as the rows when the list draws its scroll bar.
        let header = header.map { header in
            var narrowed = header
            narrowed.isNarrowed = count > visibleHeight
            return narrowed
        }
        if let header {
            VStack {
                header
                list
            }
        } else {
            list
        }
    }

    private var list: some View {
        ListView(
            count: count,
            state: ListState(
                selection: selection() ?? 0, offset: offset, count: count,
                visibleHeight: visibleHeight),
            emptyMessage: emptyMessage,
            keyMap: keys.listKeyMap,
            onStateChange: { state in
                // Only real changes: each assignment notifies observers, even of an equal value.
                if offset != state.offset { offset = state.offset }
                if visibleHeight != state.visibleHeight { visibleHeight = state.visibleHeight }
                select(state.selection)
            },
            onActivate: activate,
            row: row)
    }
}
