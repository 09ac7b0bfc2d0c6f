// Backoff doubles per retry, jitter only shortens it, Retry-After wins but is capped.
import Foundation
import Testing

@testable import Services

@Test func backoffDoublesAndIsCapped() {
    let policy = RetryPolicy(maxAttempts: 6, baseDelay: 0.5, maxDelay: 3, jitter: 0.5)
    let delays = (1...5).map { policy.delay(beforeRetry: $0, random: { 0 }) }
    #expect(delays == [0.5, 1, 2, 3, 3])
}

@Test func jitterShortensByAtMostItsFraction() {
    let policy = RetryPolicy(baseDelay: 1, maxDelay: 10, jitter: 0.5)
    #expect(policy.delay(beforeRetry: 1, random: { 1 }) == 0.5)
    for _ in 0..<100 {
        let delay = policy.delay(beforeRetry: 2)
        #expect(delay >= 1 && delay <= 2)
    }
}

@Test func retryAfterWinsButIsCapped() {
    let policy = RetryPolicy(baseDelay: 0.1, maxDelay: 4)
    #expect(policy.delay(beforeRetry: 1, retryAfter: 2) == 2)
    #expect(policy.delay(beforeRetry: 1, retryAfter: 120) == 4)
}

@Test func noneMeansASingleAttempt() {
    #expect(RetryPolicy.none.maxAttempts == 1)
    #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
}
