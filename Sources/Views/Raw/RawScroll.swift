// The raw view's scroll position (view state) and its wrapped layout, kept across frames.
import Observation
import TerminalUI
import ViewModels

/// Where the raw view is scrolled, and its lines wrapped to the width last drawn.
@MainActor @Observable
final class RawScroll {
    /// The first visible row.
    private(set) var offset = 0
    /// The layout of the last frame, rebuilt only when the width changes.
    @ObservationIgnored private(set) var layout: RawJSONLayout?
    /// The rows the view showed last.
    @ObservationIgnored var pageHeight = 10

    /// The layout of `lines` at `width`, made again only when the width changed.
    func layout(of lines: [JSONLine], width: Int) -> RawJSONLayout {
        if let layout, layout.width == width { return layout }
        let made = RawJSONLayout(lines: lines, width: width)
        layout = made
        return made
    }

    private var maxOffset: Int { max(0, (layout?.rows.count ?? 0) - pageHeight) }

    /// Scrolls `delta` rows (negative: up), stopping at the ends.
    func scroll(by delta: Int) { scroll(to: offset + delta) }

    /// Scrolls so that row `row` is the first shown (clamped).
    func scroll(to row: Int) {
        let clamped = min(max(0, row), maxOffset)
        if clamped != offset { offset = clamped }
    }

    /// Scrolls as little as it takes to show `match` (a third down the page when it moves).
    func reveal(_ match: RawMatch) {
        guard let layout else { return }
        let row = layout.row(line: match.line, offset: match.range.lowerBound)
        if row < offset || row >= offset + pageHeight { scroll(to: row - pageHeight / 3) }
    }

    /// Applies a move key in force (`down`, `page-up`, `bottom`...); false when `key` is none.
    func handleMove(_ key: Key, keys: ActionKeyMap) -> Bool {
        let moves: [(AppAction, @MainActor () -> Void)] = [
            (.down, { self.scroll(by: 1) }), (.up, { self.scroll(by: -1) }),
            (.pageDown, { self.scroll(by: self.pageHeight) }), (.pageUp, { self.scroll(by: -self.pageHeight) }),
            (.top, { self.scroll(to: 0) }), (.bottom, { self.scroll(to: Int.max / 2) }),
        ]
        guard let move = moves.first(where: { keys.matches($0.0, key) }) else { return false }
        move.1()
        return true
    }
}
