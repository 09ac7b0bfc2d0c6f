// The `/` filter line under a list: a text field while typing, a reminder while a filter is kept.
import TerminalUI

/// Shows the filter being typed (Enter keeps it, Esc clears it) or the filter that is kept.
struct FilterBar: View {
    let editor: FieldEditor
    let filterText: String
    let setFilter: @MainActor (String) -> Void

    var body: some View {
        let editor = editor, setFilter = setFilter
        if editor.isEditing {
            HStack {
                Text("/ ").themed(.label)
                TextField(state: editor.field, placeholder: "type to filter",
                          onChange: { state in
                              editor.field = state
                              setFilter(state.text)
                          },
                          onSubmit: { _ in editor.isEditing = false })
                    .frame(maxWidth: .max)
            }
            .onKey { key in
                guard key == .escape else { return .ignored }
                editor.isEditing = false
                setFilter("")
                return .handled
            }
            .focused()
        } else if !filterText.isEmpty {
            Text("Filter: \(filterText)   (/ edit, Esc clear)").themed(.muted)
        }
    }
}
