// The answer to a conditional GET (sent with If-None-Match): either a new representation or
// HTTP 304 Not Modified, as a type the caller has to look at, never as an error.
import Foundation

/// The answer to a request sent with `If-None-Match`.
public enum ConditionalResponse<Representation: Sendable>: Sendable {
    /// The server sent a representation (a status below 400 other than 304).
    case modified(Representation)
    /// HTTP 304: the copy whose ETag was sent is still current; this is the 304's head.
    case notModified(ResponseHead)
}

extension ConditionalResponse: Equatable where Representation: Equatable {}
extension ConditionalResponse: Hashable where Representation: Hashable {}
