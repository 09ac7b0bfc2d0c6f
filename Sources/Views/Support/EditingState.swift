// View-local editing state: the text field being typed in and whether it has focus.
import Observation
import TerminalUI

/// One text field's cursor and text while the user edits it (the view model keeps the value).
@MainActor @Observable
final class FieldEditor {
    var isEditing: Bool
    var field = TextFieldState()

    init(isEditing: Bool = false) { self.isEditing = isEditing }

    /// Starts editing with `text`, the cursor at its end.
    func begin(with text: String) {
        field = TextFieldState(text: text)
        isEditing = true
    }
}

/// The cursors and texts of a form's fields, keyed by field.
@MainActor @Observable
final class FormEditor<Field: Hashable> {
    private var states: [Field: TextFieldState] = [:]

    /// The state of `field`, starting from `text` the first time.
    func state(of field: Field, text: String) -> TextFieldState {
        if let state = states[field], state.text == text { return state }
        return TextFieldState(text: text)
    }

    /// Records the edited state of `field`.
    func update(_ field: Field, to state: TextFieldState) { states[field] = state }
}
