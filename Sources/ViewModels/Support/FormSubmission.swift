// FormSubmission: sends a create form's request the way every form does: counted as a load on
// the status bar, its outcome reported as a SubmitState, failures in plain words.
import Foundation

/// Runs the create request of a form.
@MainActor
enum FormSubmission {
    /// Starts `create` and hands `.created` or `.failed("Could not <verb> the <noun>: …")` to
    /// `update` (nothing when cancelled). Returns the request's task.
    static func start<Created: Sendable>(
        creating noun: String, verb: String = "create", status: StatusCenter,
        _ create: @escaping @Sendable () async throws -> Created,
        update: @escaping @MainActor (SubmitState<Created>) -> Void
    ) -> Task<Void, Never> {
        status.beginLoad()
        return Task {
            defer { status.endLoad() }
            do {
                let created = try await create()
                guard !Task.isCancelled else { return }
                update(.created(created))
            } catch {
                guard !Task.isCancelled else { return }
                update(.failed("Could not \(verb) the \(noun): \(ErrorSentence.describe(error))"))
                status.report(error)
            }
        }
    }
}
