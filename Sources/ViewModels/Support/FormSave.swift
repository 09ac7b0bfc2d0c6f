// FormSave: a form's save, the way every form saves: the request counted as a load on the status
// bar, its outcome kept as a SubmitState (failures in plain words), cancelled when the form closes.
import Foundation
import Observation

/// The save of one form: its state and the request while it runs.
@MainActor @Observable
public final class FormSave<Saved: Sendable> {
    /// Editing, saving, saved or failed.
    public private(set) var state = SubmitState<Saved>.editing
    @ObservationIgnored private var task: Task<Void, Never>?

    /// A form not saved yet.
    public init() {}

    isolated deinit { task?.cancel() }

    /// Starts `save`; `state` becomes `.created` with its answer or `.failed("Could not <verb>
    /// the <noun>: …")` (nothing changes when cancelled). Returns the request's task.
    @discardableResult
    func start(
        _ verb: String, the noun: String, status: StatusCenter,
        _ save: @escaping @Sendable () async throws -> Saved
    ) -> Task<Void, Never> {
        state = .submitting
        status.beginLoad()
        let task = Task { [weak self] in
            defer { status.endLoad() }
            do {
                let saved = try await save()
                guard !Task.isCancelled else { return }
                self?.state = .created(saved)
            } catch {
                guard !Task.isCancelled else { return }
                self?.state = .failed("Could not \(verb) the \(noun): \(ErrorSentence.describe(error))")
                status.report(error)
            }
        }
        self.task = task
        return task
    }

    /// Cancels a running save (the form is closing); the form can be edited again.
    func stop() {
        task?.cancel()
        task = nil
        if state.isSubmitting { state = .editing }
    }
}
