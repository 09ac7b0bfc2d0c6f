// Things repositories report while they work (retries, offline fallbacks, cache trouble), so the
// status bar can say what is happening.
import Foundation
import Services

/// Something the status bar may want to show.
public enum RepositoryEvent: Sendable, Equatable {
    /// The network layer is about to retry (wire `APIService`'s `onRetry` to the sink).
    case retrying(RetryEvent)
    /// The network failed and cached data `age` seconds old is shown instead.
    case servedOffline(what: String, age: TimeInterval, reason: String)
    /// The disk cache could not be read or written; the app carries on without it.
    case cacheUnavailable(what: String, reason: String)

    /// A sentence for the status bar.
    public var message: String {
        switch self {
        case .retrying(let event): event.description
        case .servedOffline(let what, _, let reason): "Offline: showing cached \(what) (\(reason))"
        case .cacheUnavailable(let what, let reason): "Cache unavailable for \(what): \(reason)"
        }
    }
}

/// Reports retries and fallbacks so the status bar can say what is happening.
public protocol RepositoryEventSink: Sendable {
    /// Receives one event; called from any thread.
    func report(_ event: RepositoryEvent)
}
