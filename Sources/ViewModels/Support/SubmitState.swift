// SubmitState: where a create form is: being edited, being sent, done, or refused.

/// The outcome of a form's submit.
public enum SubmitState<Created> {
    /// Being filled in (also after a validation failure: the fields carry the messages).
    case editing
    /// Sent; waiting for the server. The form is disabled.
    case submitting
    /// The server created it.
    case created(Created)
    /// The server refused or could not be reached; the message is in plain words.
    case failed(String)

    /// Whether the form waits for the server.
    public var isSubmitting: Bool {
        if case .submitting = self { true } else { false }
    }

    /// What was created, once it was.
    public var created: Created? {
        if case .created(let value) = self { value } else { nil }
    }

    /// Why submitting failed, if it did.
    public var errorMessage: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}

extension SubmitState: Sendable where Created: Sendable {}
extension SubmitState: Equatable where Created: Equatable {}
