// One labelled field of a create form, with its validation message underneath.
import TerminalUI

/// `Label: [text field]` and, when invalid, the message on the next line.
struct FormFieldRow: View {
    let label: String
    let state: TextFieldState
    let error: String?
    let isFocused: Bool
    let onChange: @MainActor (TextFieldState) -> Void

    var body: some View {
        VStack {
            HStack {
                Text((label + ":").padded(toWidth: 10)).themed(.label)
                TextField(state: state, onChange: onChange)
                    .focused(isFocused)
                    .frame(maxWidth: .max)
            }
            if let error {
                Text("          " + error).themed(.error)
            }
        }
    }
}

/// A form's frame: a bordered box with a footer of hints and the submit error, if any.
struct FormFrame<Content: View>: View {
    let title: String
    let footer: String
    let failure: String?
    let content: Content

    init(title: String, footer: String, failure: String?, @ViewBuilder content: () -> Content) {
        self.title = title
        self.footer = footer
        self.failure = failure
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 1) {
            content
            if let failure {
                Text(failure).themed(.error).wrapping()
            }
            Text(footer).themed(.muted)
        }
        .padding(horizontal: 1)
        .border(title: title)
        .background(.plain)
        .frame(width: 60)
    }
}
