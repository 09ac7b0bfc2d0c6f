// The `/` filter line under a list: a text field while typing, a reminder while a filter is kept.
import TerminalUI

/// Shows the filter being typed (Enter keeps it, Esc clears it) or the filter that is kept.
struct FilterBar: View {
    /// The field's cursor and text while the filter is typed.
    @Binding var field: TextFieldState
    /// Whether the filter is being typed.
    @Binding var isEditing: Bool
    let filterText: String
    let setFilter: @MainActor (String) -> Void

    var body: some View {
        if isEditing {
            HStack {
                Text("/ ").themed(.label)
                TextField(
                    state: field, placeholder: "type to filter",
                    onChange: { state in
                        field = state
                        setFilter(state.text)
                    },
                    onSubmit: { _ in isEditing = false }
                )
                .frame(maxWidth: .max)
            }
            .onKey { key in
                guard key == .escape else { return .ignored }
                isEditing = false
                setFilter("")
                return .handled
            }
            .focused()
        } else if !filterText.isEmpty {
            Text("Filter: \(filterText)   (/ edit, Esc clear)").themed(.muted)
        }
    }
}
