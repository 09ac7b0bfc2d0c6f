// CreateUserViewModel: the new-user form: three fields, focus among them, validation with a
// message per field, and the POST through the repository.
import Injection
import Models
import Observation
import Repositories

/// The form that creates a user.
@MainActor @Observable
public final class CreateUserViewModel: EditableForm {
    /// The form's fields, in focus order.
    public enum Field: FormFieldName {
        /// Full name.
        case name
        /// Login handle.
        case username
        /// Email address.
        case email

        /// The label shown before the field.
        public var label: String {
            switch self {
            case .name: "Name"
            case .username: "Username"
            case .email: "Email"
            }
        }
    }

    /// The name field.
    public private(set) var name = FormField()
    /// The username field.
    public private(set) var username = FormField()
    /// The email field.
    public private(set) var email = FormField()
    /// The field with the keyboard.
    public private(set) var focus = FormFocus<Field>()

    @ObservationIgnored @Injected private var repository: any UserRepository
    /// Saves an edited user (`PUT /users/ID`).
    @ObservationIgnored @Injected private var writer: any ResourceRepository<User>
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private let save = FormSave<User>()
    @ObservationIgnored private var hasTriedSubmitting = false

    /// The user edited, nil for a new one.
    public let original: User?

    /// An empty form; dependencies come from the current container.
    public init() { original = nil }

    /// The form filled with `user`, to edit their name, username and email (saved with PUT).
    public init(editing user: User) {
        original = user
        name.text = user.name
        username.text = user.username
        email.text = user.email
    }

    /// `New user` or `Edit user`.
    public var formTitle: String { original == nil ? "New user" : "Edit user" }
    /// Editing, submitting, created or failed.
    public var submitState: SubmitState<User> { save.state }
    /// The field with the keyboard.
    public var focusedField: Field { focus.field }
    /// Whether the fields and submit are disabled (while the server is asked).
    public var isDisabled: Bool { submitState.isSubmitting }

    /// The field `field`.
    public func field(_ field: Field) -> FormField {
        switch field {
        case .name: name
        case .username: username
        case .email: email
        }
    }

    /// Sets the text of `field`; after a first submit its message follows the text.
    public func setText(_ text: String, for field: Field) {
        guard !isDisabled else { return }
        update(field) { $0.text = text }
        if hasTriedSubmitting {
            let message = message(for: field)
            update(field) { $0.error = message }
        }
    }

    /// Focuses the next field (wrapping).
    public func focusNext() {
        focus.next()
    }

    /// Focuses the previous field (wrapping).
    public func focusPrevious() {
        focus.previous()
    }

    /// Focuses `field`.
    public func focus(on field: Field) {
        focus.field = field
    }

    /// Checks every field; shows the messages and focuses the first bad field. True when valid.
    @discardableResult
    public func validate() -> Bool {
        hasTriedSubmitting = true
        for field in Field.allCases {
            let message = message(for: field)
            update(field) { $0.error = message }
        }
        return focus.focusFirst { self.field($0).error != nil }
    }

    /// Validates, then creates the user; `submitState` becomes `.created(user)` or `.failed`.
    /// Returns the request's task, or nil when validation failed or a submit is running.
    @discardableResult
    public func submit() -> Task<Void, Never>? {
        guard !isDisabled, validate() else { return nil }
        let draft = NewUser(name: name.trimmed, username: username.trimmed, email: email.trimmed)
        let repository = repository
        let writer = writer
        let original = original
        return save.start(original == nil ? "create" : "save", the: "user", status: status) {
            guard let original else { return try await repository.createUser(draft) }
            return try await writer.replace(
                User(
                    id: original.id, name: draft.name, username: draft.username, email: draft.email,
                    address: original.address, phone: original.phone,
                    website: original.website, company: original.company))
        }
    }

    /// Cancels a running submit (the form is closing).
    public func stop() {
        save.stop()
    }

    private func message(for field: Field) -> String? {
        let text = self.field(field).trimmed
        switch field {
        case .name:
            return FormValidation.required(text, label: field.label)
        case .username:
            return FormValidation.required(text, label: field.label)
                ?? (text.contains(where: \.isWhitespace) ? "Username cannot contain spaces" : nil)
        case .email:
            return FormValidation.required(text, label: field.label)
                ?? (FormValidation.looksLikeEmail(text) ? nil : "Email must look like name@example.com")
        }
    }

    private func update(_ field: Field, _ change: (inout FormField) -> Void) {
        switch field {
        case .name: change(&name)
        case .username: change(&username)
        case .email: change(&email)
        }
    }
}
