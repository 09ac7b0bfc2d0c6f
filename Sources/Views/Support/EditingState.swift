// View-local editing state: the text field being typed in and whether it has focus.
import Observation
import TerminalUI

/// One text field's cursor and text while the user edits it (the view model keeps the value).
@MainActor @Observable
final class FieldEditor {
    var isEditing: Bool
    var field: TextFieldState
    /// The most characters the field takes.
    let limit: Int

    init(isEditing: Bool = false, limit: Int = TextFieldState.defaultLimit) {
        self.isEditing = isEditing
        self.limit = limit
        self.field = TextFieldState(limit: limit)
    }

    /// Starts editing with `text`, the cursor at its end.
    func begin(with text: String) {
        field = TextFieldState(text: text, limit: limit)
        isEditing = true
    }

    /// The field showing `text` (when not editing, the view model's value).
    func state(showing text: String) -> TextFieldState {
        isEditing ? field : TextFieldState(text: text, limit: limit)
    }
}

/// The cursors and texts of a form's fields, keyed by field.
@MainActor @Observable
final class FormEditor<Field: Hashable> {
    private var states: [Field: TextFieldState] = [:]

    /// The state of `field`, starting from `text` the first time. The comparison costs nothing
    /// while the view model holds the very text the editor gave it (one shared buffer).
    func state(of field: Field, text: String) -> TextFieldState {
        if let state = states[field], state.text == text { return state }
        return TextFieldState(text: text)
    }

    /// Records the edited state of `field`.
    func update(_ field: Field, to state: TextFieldState) { states[field] = state }
}
