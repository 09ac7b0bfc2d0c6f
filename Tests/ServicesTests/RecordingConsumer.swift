// A ResponseBodyConsumer for tests: records the heads and chunks a download hands it, and can
// be told to fail at a given chunk.
import Foundation
import Services
import Synchronization

/// Records what a streaming download delivers.
final class RecordingConsumer: ResponseBodyConsumer {
    struct Rejected: Error, CustomStringConvertible {
        var description: String { "the consumer gave up" }
    }

    private struct Record {
        var heads: [ResponseHead] = []
        var chunkSizes: [Int] = []
        var body = Data()
        var callsAfterFailure = 0
        var failed = false
    }

    private let record = Mutex(Record())
    private let failAtChunk: Int?
    private let onChunk: @Sendable (Int) -> Void

    /// A consumer that throws `Rejected` on chunk number `failAtChunk` (1-based), if given, and
    /// calls `onChunk` with each chunk's number.
    init(failAtChunk: Int? = nil, onChunk: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.failAtChunk = failAtChunk
        self.onChunk = onChunk
    }

    func begin(_ head: ResponseHead) throws {
        record.withLock { $0.heads.append(head) }
    }

    func append(_ chunk: Data) throws {
        let number = try record.withLock { record throws(Rejected) -> Int in
            if record.failed { record.callsAfterFailure += 1 }
            record.chunkSizes.append(chunk.count)
            record.body.append(chunk)
            if record.chunkSizes.count == failAtChunk {
                record.failed = true
                throw Rejected()
            }
            return record.chunkSizes.count
        }
        onChunk(number)
    }

    /// The heads received (one per download).
    var heads: [ResponseHead] { record.withLock { $0.heads } }
    /// The size of each chunk, in order.
    var chunkSizes: [Int] { record.withLock { $0.chunkSizes } }
    /// Every body byte received, in order.
    var body: Data { record.withLock { $0.body } }
    /// Calls that arrived after the consumer threw (there should be none).
    var callsAfterFailure: Int { record.withLock { $0.callsAfterFailure } }
}
