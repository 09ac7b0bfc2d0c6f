// EditableForm: what every create-and-edit form's view model offers its view (fields in focus
// order with their labels, the text and message of each, focus, saving), so one form view
// serves every resource.

/// The fields of a form, in focus order, each with the label shown before it.
public protocol FormFieldName: CaseIterable, Hashable, Sendable
where AllCases: RandomAccessCollection, AllCases.Index == Int {
    /// The label shown before the field (`Title`, `User ID`).
    var label: String { get }
}

/// A form's view model: its fields' texts and messages, the focused field, and the save.
@MainActor
public protocol EditableForm: AnyObject {
    /// The form's fields.
    associatedtype Field: FormFieldName
    /// What a save gives back (the created or edited item).
    associatedtype Saved: Sendable

    /// `New user`, `Edit todo`...
    var formTitle: String { get }
    /// The field with the keyboard.
    var focusedField: Field { get }
    /// Whether the fields and the save are disabled (while the server is asked).
    var isDisabled: Bool { get }
    /// Editing, saving, saved or failed.
    var submitState: SubmitState<Saved> { get }

    /// The text of `field` and the message under it.
    func field(_ field: Field) -> FormField
    /// Sets the text of `field`; after a first save its message follows the text.
    func setText(_ text: String, for field: Field)
    /// Focuses the next field (wrapping).
    func focusNext()
    /// Focuses the previous field (wrapping).
    func focusPrevious()
    /// Validates, then saves; nil when a field is invalid or a save is running.
    func submit() -> Task<Void, Never>?
}
