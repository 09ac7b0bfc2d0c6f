// ListDelivery: how a list source hands lists to a repository's stream: the first part of a
// long list as it is (with the whole list's length), a whole list after the repository's
// finishing touch (e.g. items created here merged in).
import Foundation

/// The receiving end of a list stream.
struct ListDelivery<Element: Sendable>: Sendable {
    let continuation: AsyncThrowingStream<Sourced<[Element]>, any Error>.Continuation
    /// Applied to every whole list before it is yielded.
    let finish: @Sendable ([Element]) -> [Element]

    /// Yields `elements`, the beginning of a list of `total`.
    func first(_ elements: [Element], of total: Int, from origin: DataOrigin) {
        continuation.yield(Sourced(value: elements, origin: origin, totalCount: total))
    }

    /// Yields a whole list.
    func whole(_ elements: [Element], from origin: DataOrigin) {
        continuation.yield(Sourced(value: finish(elements), origin: origin))
    }
}
