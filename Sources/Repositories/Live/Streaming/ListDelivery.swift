// ListDelivery: how a list source hands lists to a repository's stream: the first part of a
// long list as it is (with the whole list's length when known, then how much of it has arrived), a whole
// list after the repository's finishing touch (e.g. items created here merged in), with a
// sentence about the records left out of it, or the part of a list kept from an interrupted
// download, marked incomplete.
import Foundation
import Models

/// The receiving end of a list stream.
struct ListDelivery<Element: Sendable>: Sendable {
    let continuation: AsyncThrowingStream<Sourced<[Element]>, any Error>.Continuation
    /// Applied to every whole list before it is yielded.
    let finish: @Sendable ([Element]) -> [Element]
    /// What the list holds, for sentences ("users").
    let what: String

    /// Yields `elements`, the beginning of a list of `total` (when known), of which
    /// `loadedFraction` has arrived.
    func first(_ elements: [Element], of total: Int?, from origin: DataOrigin, loadedFraction: Double? = nil) {
        continuation.yield(
            Sourced(
                value: elements, origin: origin, totalCount: total, isFirstPart: true, loadedFraction: loadedFraction))
    }

    /// Yields a whole list, saying which records were left out of it.
    func whole(_ elements: [Element], from origin: DataOrigin, skipped: SkippedRecords = SkippedRecords()) {
        continuation.yield(
            Sourced(value: finish(elements), origin: origin, warning: skippedSentence(skipped, what: what)))
    }

    /// Yields `elements`, all there is of a list of `total` (when known) whose download was
    /// interrupted, marked incomplete: the whole of it after the finishing touch, or, with
    /// `firstScreenfulOnly`, its beginning as it is. Without a known total the value has no whole
    /// length (`Users (1200, incomplete)`), not the part's own (`1200 of 1200`).
    func incomplete(
        _ elements: [Element], of total: Int?, from origin: DataOrigin, skipped: SkippedRecords = SkippedRecords(),
        firstScreenfulOnly: Bool = false
    ) {
        let shown = firstScreenfulOnly ? elements : finish(elements)
        continuation.yield(
            Sourced(
                value: shown, origin: origin, totalCount: total.map { max($0, shown.count) }, isIncomplete: true,
                warning: firstScreenfulOnly ? nil : skippedSentence(skipped, what: what)))
    }

    /// Yields a whole decoded list.
    func whole(_ list: DecodedList<Element>, from origin: DataOrigin) {
        whole(list.elements, from: origin, skipped: list.skipped)
    }
}
