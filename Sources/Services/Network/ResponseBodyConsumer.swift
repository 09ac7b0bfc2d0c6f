// Where a streaming download puts what it receives: the response head, then the body chunk by
// chunk, each handed over synchronously and in order (see `APIService.download`).
import Foundation

/// Receives a response body piece by piece, as it arrives.
///
/// A throw from either method stops the download: the transfer is cancelled and the download
/// fails with `NetworkError.decoding` describing the error.
public protocol ResponseBodyConsumer: Sendable {
    /// Called once with the status (below 400, never 304) and headers, just before the first
    /// chunk, or at the end when the body is empty.
    func begin(_ head: ResponseHead) throws
    /// Called with each piece of the body, in order.
    func append(_ chunk: Data) throws
}
