// The consumer of a buffered exchange: the whole body in memory (the exchange has already
// bounded its size).
import Foundation
import Synchronization

/// Collects a response body.
final class BufferingConsumer: ResponseBodyConsumer {
    private let collected = Mutex(Data())

    /// The body received so far.
    var body: Data { collected.withLock { $0 } }

    func begin(_ head: ResponseHead) throws {}

    func append(_ chunk: Data) throws {
        collected.withLock { $0.append(chunk) }
    }
}
