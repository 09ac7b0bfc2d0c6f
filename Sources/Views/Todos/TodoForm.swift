// The new-todo and edit-todo form: title and user id, validated beside each field, saved with
// Enter (POST for a new todo, PUT for an edited one). A failed save keeps the form and its text.
import Models
import TerminalUI
import ViewModels

/// Tab moves between fields, Enter saves, Esc cancels.
struct TodoForm: View {
    let onSaved: @MainActor (Todo) -> Void
    let onCancel: @MainActor () -> Void
    @StateViewModel private var viewModel: TodoFormViewModel
    @StateViewModel private var editor = FormEditor<TodoFormViewModel.Field>()

    init(editing todo: Todo?, onSaved: @escaping @MainActor (Todo) -> Void, onCancel: @escaping @MainActor () -> Void) {
        self.onSaved = onSaved
        self.onCancel = onCancel
        _viewModel = StateViewModel { _ in TodoFormViewModel(editing: todo) }
    }

    var body: some View {
        let viewModel = viewModel, editor = editor, onSaved = onSaved, onCancel = onCancel
        FormFrame(title: viewModel.formTitle, footer: "Enter save  Tab next field  Esc cancel",
                  failure: viewModel.submitState.errorMessage) {
            for field in TodoFormViewModel.Field.allCases {
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
                    if let todo = viewModel.submitState.created { onSaved(todo) }
                }
            default: return .handled  // the form is modal: other keys do nothing behind it
            }
            return .handled
        }
    }
}
