// Forwards what repositories report (retries, offline fallbacks, cache trouble) to the status bar.
import Repositories
import ViewModels

/// A `RepositoryEventSink` that hands each event's sentence to the `StatusCenter` on the main actor.
struct StatusEventSink: RepositoryEventSink {
    let status: StatusCenter

    func report(_ event: RepositoryEvent) {
        let sentence = event.message
        Task { @MainActor in status.report(sentence) }
    }
}
