// TodoFormViewModel: the form that creates a todo (`n`, POST) or edits one (`e`, PUT of the
// whole todo): its title and its owner's user id, validated beside each field. A failed save
// keeps the form open with everything typed and the error in words.
import Injection
import Models
import Observation
import Repositories

/// The new-todo and edit-todo form.
@MainActor @Observable
public final class TodoFormViewModel: EditableForm {
    /// The form's fields, in focus order.
    public enum Field: FormFieldName {
        /// What is to be done.
        case title
        /// The owner's user id.
        case user

        /// The label shown before the field.
        public var label: String {
            switch self {
            case .title: "Title"
            case .user: "User ID"
            }
        }
    }

    /// The title field.
    public private(set) var title = FormField()
    /// The user id field.
    public private(set) var user = FormField()
    /// The field with the keyboard.
    public private(set) var focus = FormFocus<Field>()
    /// The todo edited, nil for a new one.
    public let original: Todo?

    @ObservationIgnored @Injected private var repository: any ResourceRepository<Todo>
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private let save = FormSave<Todo>()
    @ObservationIgnored private var hasTriedSubmitting = false

    /// A form for a new todo owned by `userID`, or filled with `todo` to edit it.
    public init(editing todo: Todo? = nil, userID: User.ID? = nil) {
        original = todo
        title.text = todo?.title ?? ""
        user.text = (todo?.userId ?? userID).map(String.init) ?? ""
    }

    /// `New todo` or `Edit todo`.
    public var formTitle: String { original == nil ? "New todo" : "Edit todo" }
    /// Editing, saving, saved or failed.
    public var submitState: SubmitState<Todo> { save.state }
    /// The field with the keyboard.
    public var focusedField: Field { focus.field }
    /// Whether the fields are disabled (while the server is asked).
    public var isDisabled: Bool { submitState.isSubmitting }

    /// The field's current value.
    public func field(_ field: Field) -> FormField {
        field == .title ? title : user
    }

    /// Sets the text of `field`; after a first submit its message follows the text.
    public func setText(_ text: String, for field: Field) {
        guard !isDisabled else { return }
        switch field {
        case .title: title.text = text
        case .user: user.text = text
        }
        if hasTriedSubmitting { showMessages(for: [field]) }
    }

    /// Focuses the next field (wrapping).
    public func focusNext() { focus.next() }
    /// Focuses the previous field (wrapping).
    public func focusPrevious() { focus.previous() }

    /// Checks every field; shows the messages and focuses the first bad one. True when valid.
    @discardableResult
    public func validate() -> Bool {
        hasTriedSubmitting = true
        showMessages(for: Field.allCases)
        return focus.focusFirst { field($0).error != nil }
    }

    /// Validates, then POSTs a new todo or PUTs the edited one; `submitState` becomes
    /// `.created` with the server's answer, or `.failed` with the fields kept.
    @discardableResult
    public func submit() -> Task<Void, Never>? {
        guard !isDisabled, validate(), let userID = Int(user.trimmed) else { return nil }
        let draft = Todo(
            userId: userID, id: original?.id ?? 0, title: title.trimmed, completed: original?.completed ?? false)
        let repository = repository
        let isEdit = original != nil
        return save.start(isEdit ? "save" : "create", the: "todo", status: status) {
            isEdit ? try await repository.replace(draft) : try await repository.create(draft)
        }
    }

    /// Cancels a running save (the form is closing).
    public func stop() {
        save.stop()
    }

    private func showMessages(for fields: [Field]) {
        for field in fields {
            switch field {
            case .title: title.error = FormValidation.required(title.text, label: field.label)
            case .user: user.error = FormValidation.positiveNumber(user.text, label: field.label)
            }
        }
    }
}
