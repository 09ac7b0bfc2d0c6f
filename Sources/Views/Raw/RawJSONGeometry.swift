// The raw view's last drawn geometry: its lines wrapped to the width drawn, made again only when
// the width changes, and the number of rows shown. A cache of the drawing that the keys measure
// their moves against; where the view is scrolled is the screen's own @State.
import TerminalUI
import ViewModels

/// The wrapped layout and page height of the raw view's last frame.
@MainActor
final class RawJSONGeometry {
    /// The layout of the last frame, rebuilt only when the width changes.
    private(set) var layout: RawJSONLayout?
    /// The rows the view showed last.
    var pageHeight = 10

    /// The layout of `lines` at `width`, made again only when the width changed.
    func layout(of lines: [JSONLine], width: Int) -> RawJSONLayout {
        if let layout, layout.width == width { return layout }
        let made = RawJSONLayout(lines: lines, width: width)
        layout = made
        return made
    }

    /// `offset` kept between the first row and the last page.
    func clamped(_ offset: Int) -> Int {
        min(max(0, offset), max(0, (layout?.rows.count ?? 0) - pageHeight))
    }

    /// The first row to show after `action` (a move: `down`, `page-up`, `bottom`...) from
    /// `offset`; nil when `action` is no move.
    func offset(after action: AppAction, from offset: Int) -> Int? {
        let moved: Int? =
            switch action {
            case .down: offset + 1
            case .up: offset - 1
            case .pageDown: offset + pageHeight
            case .pageUp: offset - pageHeight
            case .top: 0
            case .bottom: Int.max / 2
            default: nil
            }
        return moved.map(clamped)
    }

    /// The first row to show so that `match` is in view: `offset` when it already is, else the
    /// match a third down the page.
    func offset(revealing match: RawMatch, from offset: Int) -> Int {
        guard let layout else { return offset }
        let row = layout.row(line: match.line, offset: match.range.lowerBound)
        return row < offset || row >= offset + pageHeight ? clamped(row - pageHeight / 3) : offset
    }
}
