// The one create-and-edit form view: a labelled text field per field, validated beside each,
// saved with Enter. Each resource's form is a short declaration over it (CreateUserForm,
// CreatePostForm, TodoForm). A failed save keeps the form and everything typed.
import TerminalUI
import ViewModels

/// Tab/Shift-Tab (or Down/Up) move between fields, Enter saves, Esc cancels; the form is modal,
/// so no other key reaches the screen behind it.
struct ResourceForm<Model: EditableForm, Accessory: View>: View {
    /// The fields typed into, in order (the others are drawn by `accessory`).
    let textFields: [Model.Field]
    /// The most characters each field takes.
    let limit: Int
    /// The keys, on the form's last line.
    let hints: String
    /// Drawn under the text fields (e.g. a picker), if anything is.
    let accessory: (@MainActor (Model) -> Accessory)?
    /// The resource's own keys, tried first; true when handled.
    let handleKey: @MainActor (Model, Key) -> Bool
    /// Runs when the form appears.
    let onAppear: @MainActor (Model) -> Void
    let onSaved: @MainActor (Model.Saved) -> Void
    let onCancel: @MainActor () -> Void
    @StateViewModel private var model: Model
    /// Each field's cursor and text while it is edited (the view model keeps the value).
    @State private var editing: [Model.Field: TextFieldState] = [:]

    /// A form over the view model `make` makes (once per appearance of the form).
    init(
        textFields: [Model.Field] = Array(Model.Field.allCases), limit: Int = TextFieldState.defaultLimit,
        hints: String = "Enter save  Tab next field  Esc cancel",
        accessory: (@MainActor (Model) -> Accessory)?,
        handleKey: @escaping @MainActor (Model, Key) -> Bool = { _, _ in false },
        onAppear: @escaping @MainActor (Model) -> Void = { _ in },
        onSaved: @escaping @MainActor (Model.Saved) -> Void, onCancel: @escaping @MainActor () -> Void,
        model make: @escaping @MainActor () -> Model
    ) {
        self.textFields = textFields
        self.limit = limit
        self.hints = hints
        self.accessory = accessory
        self.handleKey = handleKey
        self.onAppear = onAppear
        self.onSaved = onSaved
        self.onCancel = onCancel
        _model = StateViewModel { _ in make() }
    }

    var body: some View {
        FormFrame(title: model.formTitle, footer: hints, failure: model.submitState.errorMessage) {
            for field in textFields {
                FormFieldRow(
                    label: field.label, state: state(of: field), error: model.field(field).error,
                    isFocused: model.focusedField == field && !model.isDisabled
                ) { state in
                    editing[field] = state
                    model.setText(state.text, for: field)
                }
            }
            if let accessory { accessory(model) }
        }
        .onKey { key in
            guard !handleKey(model, key) else { return .handled }
            switch key {
            case .tab, .down: model.focusNext()
            case .backTab, .up: model.focusPrevious()
            case .escape: onCancel()
            case .enter: save()
            default: break
            }
            return .handled  // the form is modal: other keys do nothing behind it
        }
        .onAppear { onAppear(model) }
    }

    /// The edited state of `field` while its text is the view model's, else its text with the
    /// cursor at the end. The comparison costs nothing while the view model holds the very text
    /// the field gave it (one shared buffer).
    private func state(of field: Model.Field) -> TextFieldState {
        let text = model.field(field).text
        if let state = editing[field], state.text == text { return state }
        return TextFieldState(text: text, limit: limit)
    }

    /// Saves; once the server has answered, hands what it saved to `onSaved`.
    private func save() {
        guard let task = model.submit() else { return }
        let model = model
        let onSaved = onSaved
        Task { @MainActor in
            await task.value
            if let saved = model.submitState.created { onSaved(saved) }
        }
    }
}

extension ResourceForm where Accessory == EmptyView {
    /// A form of text fields only.
    init(
        hints: String = "Enter save  Tab next field  Esc cancel",
        onSaved: @escaping @MainActor (Model.Saved) -> Void, onCancel: @escaping @MainActor () -> Void,
        model make: @escaping @MainActor () -> Model
    ) {
        self.init(hints: hints, accessory: nil, onSaved: onSaved, onCancel: onCancel, model: make)
    }
}
