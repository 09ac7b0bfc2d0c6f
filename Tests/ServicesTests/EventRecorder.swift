// Collects retry events from `APIService`'s observer callback, thread-safely.
import Foundation
import Services
import Synchronization

/// A Sendable sink for retry events.
final class EventRecorder: Sendable {
    private let events = Mutex<[RetryEvent]>([])

    /// Appends `event`.
    @Sendable func record(_ event: RetryEvent) { events.withLock { $0.append(event) } }

    /// Every event so far.
    var all: [RetryEvent] { events.withLock { $0 } }
}
