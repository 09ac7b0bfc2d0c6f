// When an exchange last made progress, for its deadlines: a buffered answer must be complete
// within the timeout; a streamed body may take as long as it needs while bytes keep coming, and
// only a pause longer than the idle timeout ends it.
import Foundation
import Synchronization

/// The moments an exchange started, got its head and last got body bytes.
final class TransferActivity: Sendable {
    private struct Moments {
        var started = ContinuousClock.now
        var head: ContinuousClock.Instant?
        var lastBytes: ContinuousClock.Instant?
    }

    private let moments = Mutex(Moments())

    /// Notes that the exchange starts now.
    func start() { moments.withLock { $0 = Moments() } }
    /// Notes that the response head arrived.
    func headArrived() { moments.withLock { $0.head = .now } }
    /// Notes that body bytes arrived.
    func bytesArrived() { moments.withLock { $0.lastBytes = .now } }

    /// How an exchange's time is bounded.
    enum Deadline: Sendable {
        /// The whole answer within `seconds` of the start.
        case total(TimeInterval)
        /// The head within `head` seconds of the start, then never more than `idle` seconds
        /// without a byte.
        case idle(head: TimeInterval, idle: TimeInterval)
    }

    /// When the exchange is late under `deadline`, and the error to report then.
    func expiry(under deadline: Deadline, path: String) -> (at: ContinuousClock.Instant, error: NetworkError) {
        let moments = moments.withLock { $0 }
        switch deadline {
        case .total(let seconds):
            return (moments.started.advanced(by: Self.duration(seconds)), .timedOut(path: path))
        case .idle(let head, let idle):
            guard let headTime = moments.head else {
                return (moments.started.advanced(by: Self.duration(head)), .timedOut(path: path))
            }
            let last = max(headTime, moments.lastBytes ?? headTime)
            return (last.advanced(by: Self.duration(idle)), .stalled(path: path, seconds: Int(idle.rounded(.up))))
        }
    }

    /// `seconds` as a duration, a day at most (and never negative or not a number).
    private static func duration(_ seconds: TimeInterval) -> Duration {
        guard seconds.isFinite else { return .seconds(86_400) }
        return .seconds(min(max(0, seconds), 86_400))
    }
}
