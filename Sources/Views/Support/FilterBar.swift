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
            PromptLine(
                prompt: "/ ", field: $field, placeholder: "type to filter", onChange: setFilter,
                onSubmit: { isEditing = false },
                onCancel: {
                    isEditing = false
                    setFilter("")
                }
            )
            .focused()
        } else if !filterText.isEmpty {
            Text("Filter: \(filterText)   (/ edit, Esc clear)").themed(.muted)
        }
    }
}
