// FormField: one text field of a form, with the validation message shown under it.
import Foundation

/// The text of a form field and the message that says what is wrong with it (nil when valid).
public struct FormField: Sendable, Equatable {
    /// What the user typed.
    public var text: String
    /// Why the text is not accepted, in plain words; nil when it is (or not checked yet).
    public var error: String?

    /// A field holding `text`, without an error.
    public init(text: String = "", error: String? = nil) {
        self.text = text
        self.error = error
    }

    /// The text without leading and trailing whitespace.
    public var trimmed: String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
