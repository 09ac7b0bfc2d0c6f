// BackPressureQueue: runs operations one at a time, in order, and makes whoever enqueues wait
// while its limit of operations is pending.
import Foundation
import Synchronization
import Testing
@testable import Services

@Test func enqueuingBlocksWhileTheLimitIsPendingAndOrderIsKept() async throws {
    let queue = BackPressureQueue(limit: 2)
    let gate = DispatchSemaphore(value: 0)
    let enqueued = Mutex(0)
    let ran = Mutex<[Int]>([])
    Thread.detachNewThread {
        for number in 1...5 {
            queue.addOperation {
                if number == 1 { gate.wait() }
                ran.withLock { $0.append(number) }
            }
            enqueued.withLock { $0 += 1 }
        }
    }
    try await Task.sleep(for: .milliseconds(300))
    #expect(enqueued.withLock { $0 } == 2, "the producer waits while two operations are pending")
    gate.signal()
    let deadline = ContinuousClock.now + .seconds(10)
    while ran.withLock({ $0.count }) < 5, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
    #expect(ran.withLock { $0 } == [1, 2, 3, 4, 5])
    #expect(enqueued.withLock { $0 } == 5)
}
