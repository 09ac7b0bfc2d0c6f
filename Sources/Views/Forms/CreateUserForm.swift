// The new-user and edit-user form: name, username and email (saved with POST, or PUT when editing).
import Models
import TerminalUI
import ViewModels

/// The user form, declared over `ResourceForm`.
struct CreateUserForm: View {
    var editing: User?
    let onCreated: @MainActor (User) -> Void
    let onCancel: @MainActor () -> Void

    var body: some View {
        ResourceForm(onSaved: onCreated, onCancel: onCancel) {
            editing.map(CreateUserViewModel.init(editing:)) ?? CreateUserViewModel()
        }
    }
}
