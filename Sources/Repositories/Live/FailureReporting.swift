// How the live repositories word the failures they report to the event sink, and which
// failures only say the work was cancelled (never reported, never answered from the cache).
import Foundation
import Models
import Services

extension RepositoryEvent {
    /// The network failed with `error`, so cached `what`, `age` seconds old, is shown instead.
    static func offlineFallback(what: String, age: TimeInterval, after error: any Error) -> RepositoryEvent {
        .servedOffline(what: what, age: age, reason: FailureSentence.describe(error))
    }

    /// The disk cache failed with `error` while reading or writing `what`.
    static func cacheFailure(what: String, _ error: any Error) -> RepositoryEvent {
        .cacheUnavailable(what: what, reason: FailureSentence.describe(error))
    }
}

/// Whether `error` only says the work was cancelled.
func isCancellation(_ error: any Error) -> Bool {
    error is CancellationError || (error as? NetworkError) == .cancelled
}

/// `2 users could not be read: id 7, id 9` for records left out of a list of `what` ("users"); nil when none.
func skippedSentence(_ skipped: SkippedRecords, what: String) -> String? {
    skipped.sentence(singular: what.hasSuffix("s") ? String(what.dropLast()) : what, plural: what)
}
