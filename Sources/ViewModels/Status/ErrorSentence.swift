// ErrorSentence: any error from the layers below turned into words for a person.
import Foundation

/// Plain-words descriptions of errors the view models cannot import the types of.
public enum ErrorSentence {
    /// The error's `LocalizedError.errorDescription`, else `String(describing:)` (its
    /// `CustomStringConvertible` description when it has one).
    public static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let text = localized.errorDescription {
            return text
        }
        return String(describing: error)
    }

    /// Whether the error only says the work was cancelled (nothing to tell the user).
    public static func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError
    }

    /// `sentence` with its final full stop removed, to continue it after a colon.
    static func withoutFullStop(_ sentence: String) -> String {
        sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }
}
