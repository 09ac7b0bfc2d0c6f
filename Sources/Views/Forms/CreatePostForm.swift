// The new-post and edit-post form: title and body typed, the author picked from the users with
// Left/Right (saved with POST, or PUT when editing).
import Models
import TerminalUI
import ViewModels

/// The post form, declared over `ResourceForm`: two text fields and the author picker.
struct CreatePostForm: View {
    var editing: Post?
    let onCreated: @MainActor (Post) -> Void
    let onCancel: @MainActor () -> Void

    var body: some View {
        ResourceForm(
            textFields: [.title, .body], hints: "Enter save  Tab next field  ←/→ author  Esc cancel",
            accessory: { model in
                AuthorPicker(
                    text: model.authorText, error: model.authorError,
                    isFocused: model.focusedField == .author)
            },
            handleKey: { model, key in
                guard model.focusedField == .author else { return false }
                switch key {
                case .left: model.selectPreviousAuthor()
                case .right: model.selectNextAuthor()
                default: return false
                }
                return true
            },
            onAppear: { $0.load() },
            onSaved: onCreated, onCancel: onCancel
        ) {
            editing.map(CreatePostViewModel.init(editing:)) ?? CreatePostViewModel()
        }
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
