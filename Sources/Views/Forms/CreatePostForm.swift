// The new-post form: title, body and author, validated per field, sent with Enter.
import Models
import TerminalUI
import ViewModels

/// Tab moves between fields, Left/Right pick the author, Enter saves, Esc cancels.
struct CreatePostForm: View {
    let onCreated: @MainActor (Post) -> Void
    let onCancel: @MainActor () -> Void
    @StateViewModel private var viewModel: CreatePostViewModel
    @StateViewModel private var editor = FormEditor<CreatePostViewModel.Field>()

    /// The new-post form, or with `editing` the form filled with that post.
    init(editing post: Post? = nil, onCreated: @escaping @MainActor (Post) -> Void, onCancel: @escaping @MainActor () -> Void) {
        self.onCreated = onCreated
        self.onCancel = onCancel
        _viewModel = StateViewModel { _ in post.map { CreatePostViewModel(editing: $0) } ?? CreatePostViewModel() }
    }

    var body: some View {
        let viewModel = viewModel, editor = editor, onCreated = onCreated, onCancel = onCancel
        FormFrame(title: viewModel.formTitle, footer: "Enter save  Tab next field  ←/→ author  Esc cancel",
                  failure: viewModel.submitState.errorMessage) {
            for field in [CreatePostViewModel.Field.title, .body] {
                FormFieldRow(label: field.label,
                             state: editor.state(of: field, text: text(of: field)),
                             error: error(of: field),
                             isFocused: viewModel.focusedField == field && !viewModel.isDisabled) { state in
                    editor.update(field, to: state)
                    viewModel.setText(state.text, for: field)
                }
            }
            AuthorPicker(text: viewModel.authorText, error: viewModel.authorError,
                         isFocused: viewModel.focusedField == .author)
        }
        .onKey { key in
            switch key {
            case .tab, .down: viewModel.focusNext()
            case .backTab, .up: viewModel.focusPrevious()
            case .left where viewModel.focusedField == .author: viewModel.selectPreviousAuthor()
            case .right where viewModel.focusedField == .author: viewModel.selectNextAuthor()
            case .escape: onCancel()
            case .enter:
                guard let task = viewModel.submit() else { return .handled }
                Task { @MainActor in
                    await task.value
                    if let post = viewModel.submitState.created { onCreated(post) }
                }
            default: return .handled  // the form is modal: other keys do nothing behind it
            }
            return .handled
        }
        .onAppear { viewModel.load() }
    }

    private func text(of field: CreatePostViewModel.Field) -> String {
        field == .title ? viewModel.title.text : viewModel.body.text
    }

    private func error(of field: CreatePostViewModel.Field) -> String? {
        field == .title ? viewModel.title.error : viewModel.body.error
    }
}

/// `Author: ‹ Leanne Graham ›`, highlighted when focused.
struct AuthorPicker: View {
    let text: String
    let error: String?
    let isFocused: Bool

    var body: some View {
        VStack {
            HStack {
                Text("Author:".padded(toWidth: 10)).themed(.label)
                Text("‹ \(text) ›", style: isFocused ? .reverse : .underline)
            }
            if let error {
                Text("          " + error).themed(.error)
            }
        }
    }
}
