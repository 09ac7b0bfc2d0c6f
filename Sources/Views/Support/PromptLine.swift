// The one-line text field after a prompt that the filter (`/ `), the raw view's search (`/ `) and
// the command palette (`: `) share.
import TerminalUI

/// A text field after `prompt` in the label style. `onChange` hears the text after every edit,
/// `onSubmit` hears Enter and `onCancel`, when given, Esc.
struct PromptLine: View {
    let prompt: String
    /// The field's cursor and text.
    @Binding var field: TextFieldState
    let placeholder: String
    let onChange: @MainActor (String) -> Void
    let onSubmit: @MainActor () -> Void
    var onCancel: (@MainActor () -> Void)?

    var body: some View {
        HStack {
            Text(prompt).themed(.label)
            TextField(
                state: field, placeholder: placeholder,
                onChange: { state in
                    field = state
                    onChange(state.text)
                },
                onSubmit: { _ in onSubmit() }
            )
            .frame(maxWidth: .max)
        }
        .onKey { key in
            guard key == .escape, let onCancel else { return .ignored }
            onCancel()
            return .handled
        }
    }
}
