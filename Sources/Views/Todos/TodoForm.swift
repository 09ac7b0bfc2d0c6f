// The new-todo and edit-todo form: title and user id (saved with POST, or PUT of the whole todo
// when editing).
import Models
import TerminalUI
import ViewModels

/// The todo form, declared over `ResourceForm`.
struct TodoForm: View {
    let editing: Todo?
    let onSaved: @MainActor (Todo) -> Void
    let onCancel: @MainActor () -> Void

    var body: some View {
        ResourceForm(onSaved: onSaved, onCancel: onCancel) { TodoFormViewModel(editing: editing) }
    }
}
