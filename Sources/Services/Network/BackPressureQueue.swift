// The delegate queue of a streaming transfer: serial, and it makes the network wait for a slow
// consumer.
//
// swift-corelibs-foundation (URLSession on Linux) cannot pause a libcurl transfer: each chunk
// libcurl reads is queued on the delegate queue at once and the read goes on, and the
// disposition passed to `didReceive response`'s completion handler is ignored. With a plain
// OperationQueue a consumer slower than the network lets the whole body pile up in memory.
// This queue instead blocks the thread that enqueues (the session's network thread, inside
// libcurl's write callback; it uses the block form of `addOperation`) while `limit` calls are
// pending, so libcurl stops reading the socket and TCP flow control slows the server down.
//
// Rule for everything running on this queue: never wait for the session's network thread
// (`URLSessionTask.cancel()` does), since it may be waiting for this queue.
import Foundation
import Synchronization

/// A serial OperationQueue whose `addOperation` blocks while `limit` operations are pending.
/// (OperationQueue is `@unchecked Sendable`, and a subclass must say so again; the only state
/// added here is a semaphore.)
final class BackPressureQueue: OperationQueue, @unchecked Sendable {
    private let slots: DispatchSemaphore
    private let blocked = Mutex(0)

    /// How many callers of `addOperation` are waiting for a slot now.
    var blockedProducers: Int { blocked.withLock { $0 } }

    /// A serial queue holding at most `limit` pending operations.
    init(limit: Int) {
        slots = DispatchSemaphore(value: max(1, limit))
        super.init()
        maxConcurrentOperationCount = 1
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        if slots.wait(timeout: .now()) == .timedOut {
            blocked.withLock { $0 += 1 }
            slots.wait()
            blocked.withLock { $0 -= 1 }
        }
        let slots = self.slots
        super.addOperation {
            block()
            slots.signal()
        }
    }
}
