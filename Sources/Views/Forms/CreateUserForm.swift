// The new-user form: name, username and email, validated per field, sent with Enter.
import Models
import TerminalUI
import ViewModels

/// Tab moves between fields, Enter saves, Esc cancels.
struct CreateUserForm: View {
    let onCreated: @MainActor (User) -> Void
    let onCancel: @MainActor () -> Void
    @StateViewModel private var viewModel: CreateUserViewModel
    @StateViewModel private var editor = FormEditor<CreateUserViewModel.Field>()

    /// The new-user form, or with `editing` the form filled with that user.
    init(editing user: User? = nil, onCreated: @escaping @MainActor (User) -> Void, onCancel: @escaping @MainActor () -> Void) {
        self.onCreated = onCreated
        self.onCancel = onCancel
        _viewModel = StateViewModel { _ in user.map { CreateUserViewModel(editing: $0) } ?? CreateUserViewModel() }
    }

    var body: some View {
        let viewModel = viewModel, editor = editor, onCreated = onCreated, onCancel = onCancel
        FormFrame(title: viewModel.title, footer: "Enter save  Tab next field  Esc cancel",
                  failure: viewModel.submitState.errorMessage) {
            for field in CreateUserViewModel.Field.allCases {
                FormFieldRow(label: field.label,
                             state: editor.state(of: field, text: viewModel.field(field).text),
                             error: viewModel.field(field).error,
                             isFocused: viewModel.focusedField == field && !viewModel.isDisabled) { state in
                    editor.update(field, to: state)
                    viewModel.setText(state.text, for: field)
                }
            }
        }
        .onKey { key in
            switch key {
            case .tab, .down: viewModel.focusNext()
            case .backTab, .up: viewModel.focusPrevious()
            case .escape: onCancel()
            case .enter:
                guard let task = viewModel.submit() else { return .handled }
                Task { @MainActor in
                    await task.value
                    if let user = viewModel.submitState.created { onCreated(user) }
                }
            default: return .handled  // the form is modal: other keys do nothing behind it
            }
            return .handled
        }
    }
}
