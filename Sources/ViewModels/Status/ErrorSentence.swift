// ErrorSentence: any error from the layers below turned into words for a person.
import Foundation
import Repositories

/// Plain-words descriptions of errors the view models cannot import the types of.
public enum ErrorSentence {
    /// The error in plain words (see `FailureSentence`): never Foundation's raw error text.
    public static func describe(_ error: any Error) -> String {
        FailureSentence.describe(error)
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
