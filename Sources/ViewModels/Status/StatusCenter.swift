// StatusCenter: what the status bar shows, shared by every view model: how many loads are
// running (the spinner), where the last data came from, and the last error.
import Foundation
import Observation
import Repositories

/// An error for the status bar: the sentence and when it happened.
public struct StatusMessage: Sendable, Equatable {
    /// The error in plain words.
    public var text: String
    /// When it was reported.
    public var date: Date

    /// A message reported at `date`.
    public init(text: String, date: Date) {
        self.text = text
        self.date = date
    }
}

/// The app-wide status: registered once at the root and injected into every view model.
@MainActor @Observable
public final class StatusCenter {
    /// The number of loads running now.
    public private(set) var activeLoads = 0
    /// Where the most recently delivered data came from.
    public private(set) var lastOrigin: DataOrigin?
    /// The last error, until `clearError()`.
    public private(set) var lastError: StatusMessage?

    /// A short confirmation (`Copied email`), until the next one or a few seconds pass.
    public private(set) var notice: String?

    /// Loads that had nothing to show and have delivered nothing yet.
    @ObservationIgnored private var loadsAwaitingContent = 0
    @ObservationIgnored private var noticeCount = 0
    /// Takes the shown notice away when its lifetime is over; a newer notice cancels it.
    @ObservationIgnored private var noticeExpiry: Task<Void, Never>?
    @ObservationIgnored private let now: @Sendable () -> Date
    @ObservationIgnored private let noticeLifetime: Duration?
    @ObservationIgnored private let clock: any Clock<Duration>

    /// A status center reading the time from `now` (a fixed clock in tests), whose notices go
    /// after `noticeLifetime` (nil: they stay until the next one, for tests that read them) as
    /// measured by `clock` (a manual clock in tests).
    public init(
        now: @escaping @Sendable () -> Date = { Date() }, noticeLifetime: Duration? = .seconds(3),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.now = now
        self.noticeLifetime = noticeLifetime
        self.clock = clock
    }

    /// Whether anything is loading (show the spinner).
    public var isLoading: Bool { activeLoads > 0 }

    /// `cached 3m ago`, `offline (cached 3m ago)`, or nil for fresh data.
    public var originText: String? {
        switch lastOrigin {
        case .none, .network: nil
        case .cache(let age): "cached \(AgeText.describe(age))"
        case .offline(let age): "offline (cached \(AgeText.describe(age)))"
        }
    }

    /// Counts a load as running; pair every call with one `endLoad()`.
    public func beginLoad() {
        activeLoads += 1
    }

    /// Counts a load started with `beginLoad()` as finished.
    public func endLoad() {
        activeLoads = max(activeLoads - 1, 0)
    }

    /// Whether a load started with nothing to show has delivered nothing yet: its screen says
    /// only that it is loading. The app holds its first frame back while this is true (briefly),
    /// so that data already on disk is in that frame. Not observed: no view shows it.
    public var isAwaitingFirstContent: Bool { loadsAwaitingContent > 0 }

    /// Counts a load whose screen has nothing to show until it delivers; pair every call with
    /// one `endAwaitingContent()` (on its first value, its failure or its end).
    public func beginAwaitingContent() {
        loadsAwaitingContent += 1
    }

    /// Counts a load started with `beginAwaitingContent()` as having something to show.
    public func endAwaitingContent() {
        loadsAwaitingContent = max(loadsAwaitingContent - 1, 0)
    }

    /// Remembers where the data just shown came from.
    public func record(_ origin: DataOrigin) {
        lastOrigin = origin
    }

    /// Reports `error` in plain words; with `cachedAge`, says that cached data of that age is
    /// still shown (`Cannot reach 127.0.0.1: showing cached data from 12m ago`). Cancellations
    /// are not errors and are ignored.
    public func report(_ error: any Error, cachedAge: TimeInterval? = nil) {
        guard !ErrorSentence.isCancellation(error) else { return }
        report(ErrorSentence.describe(error), cachedAge: cachedAge)
    }

    /// Reports a failure already in words (see `report(_:cachedAge:)`).
    public func report(_ sentence: String, cachedAge: TimeInterval? = nil) {
        let text =
            cachedAge.map {
                "\(ErrorSentence.withoutFullStop(sentence)): showing cached data from \(AgeText.describe($0))"
            } ?? sentence
        lastError = StatusMessage(text: text, date: now())
    }

    /// Shows `text` as a confirmation, for the notice lifetime.
    public func announce(_ text: String) {
        notice = text
        noticeCount += 1
        guard let lifetime = noticeLifetime else { return }
        let count = noticeCount
        let clock = clock
        noticeExpiry?.cancel()
        noticeExpiry = Task { @MainActor [weak self] in
            do { try await clock.sleep(for: lifetime) } catch { return }
            guard let self, self.noticeCount == count else { return }
            self.notice = nil
        }
    }

    /// Forgets the last error.
    public func clearError() {
        lastError = nil
    }
}
