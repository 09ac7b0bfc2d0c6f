// BackPressureQueue: runs operations one at a time, in order, and makes whoever enqueues wait
// while its limit of operations is pending.
import Foundation
import Synchronization
import Testing
@testable import Services

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
private func eventually(within timeout: Duration = .seconds(10), _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(5))
    }
    return true
}

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
    // The producer is inside addOperation, waiting for a slot: operation 1 holds the queue and
    // operation 2 is pending, so exactly two were enqueued.
    #expect(try await eventually { queue.blockedProducers == 1 })
    #expect(enqueued.withLock { $0 } == 2, "the producer waits while two operations are pending")
    #expect(ran.withLock { $0 }.isEmpty)
    gate.signal()
    #expect(try await eventually { ran.withLock { $0.count } == 5 && enqueued.withLock { $0 } == 5 })
    #expect(ran.withLock { $0 } == [1, 2, 3, 4, 5])
    #expect(queue.blockedProducers == 0)
}
