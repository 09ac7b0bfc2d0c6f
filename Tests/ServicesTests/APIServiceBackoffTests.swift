// The backoff between retries waits on the service's clock. A manual clock shows the exact wait
// (Retry-After, capped by the policy) and that cancelling during it stops retrying, without
// waiting real seconds or measuring them.
import DemoAPI
import Foundation
import Models
import NetworkTestSupport
import TerminalUI
import Testing

@testable import Services

/// A service for `harness` whose retries follow `retry` and wait on `clock`.
private func service(
    _ harness: DemoServerHarness, retry: RetryPolicy, clock: ManualClock,
    events: EventRecorder
) -> APIService {
    APIService(
        baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: retry, clock: clock),
        onRetry: events.record)
}

@Test func tooManyRequestsHonoursRetryAfter() async throws {
    let harness = try DemoServerHarness(
        faults: .init([.init(pathPrefix: "/users", fault: .status(429, retryAfter: 1), limit: 1)]))
    let clock = ManualClock()
    let events = EventRecorder()
    let api = service(
        harness, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 3), clock: clock, events: events)
    let request = Task { () async throws -> [User] in try await api.request(.users()) }
    #expect(await eventually { clock.sleeperCount == 1 }, "the retry waits on the clock")
    #expect(clock.nextDeadline == clock.now + .seconds(1), "for the second the server asked for")
    clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1 && harness.requests(to: "/users").count == 1, "no retry before the second is over")
    clock.advance(by: .milliseconds(1))
    let users = try await request.value
    #expect(!users.isEmpty)
    #expect(harness.requests(to: "/users").count == 2)
    #expect(events.all.map(\.delay) == [1])
}

@Test func retryAfterIsCappedByMaxDelay() async throws {
    let harness = try DemoServerHarness(
        faults: .init([.init(pathPrefix: "/users", fault: .status(429, retryAfter: 60), limit: 1)]))
    let clock = ManualClock()
    let events = EventRecorder()
    let api = service(
        harness, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.1), clock: clock, events: events)
    let request = Task { try await api.data(for: .users()) }
    #expect(await eventually { clock.sleeperCount == 1 })
    // Retry-After says 60 s; the cap makes it 0.1 s.
    #expect(clock.nextDeadline == clock.now + .milliseconds(100))
    clock.advance(by: .milliseconds(100))
    _ = try await request.value
    #expect(events.all.map(\.delay) == [0.1])
}

@Test func theBackoffDoublesBetweenAttempts() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .status(503), limit: 2)]))
    let clock = ManualClock()
    let events = EventRecorder()
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: 1, maxDelay: 10, jitter: 0)
    let api = service(harness, retry: policy, clock: clock, events: events)
    let request = Task { try await api.data(for: .users()) }
    var waits: [Duration] = []
    for attempt in 1...2 {
        #expect(await eventually { clock.sleeperCount == 1 && harness.requests(to: "/users").count == attempt })
        let wait = try #require(clock.nextDeadline) - clock.now
        waits.append(wait)
        clock.advance(by: wait)
    }
    _ = try await request.value
    #expect(harness.requests(to: "/users").count == 3)
    #expect(waits == [.seconds(1), .seconds(2)], "the wait doubles")
    #expect(events.all.map(\.delay) == [1, 2], "each retry announces the wait it makes")
}

@Test func cancellationDuringBackoffStopsRetrying() async throws {
    let harness = try DemoServerHarness(faults: .init([.init(pathPrefix: "/users", fault: .status(500))]))
    let clock = ManualClock()
    let events = EventRecorder()
    let api = service(
        harness, retry: RetryPolicy(maxAttempts: 5, baseDelay: 10, maxDelay: 10), clock: clock, events: events)
    let task = Task { try await api.data(for: .users()) }
    #expect(await eventually { clock.sleeperCount == 1 })
    #expect(events.all.count == 1)
    task.cancel()
    // The clock never moves: only the cancellation can end the 10 s wait.
    await #expect(throws: NetworkError.cancelled) { try await task.value }
    #expect(clock.sleeperCount == 0)
    #expect(events.all.count == 1)
    #expect(harness.requests(to: "/users").count == 1)
}
