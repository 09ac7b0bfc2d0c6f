// Draws the visible rows of the raw view: each token in its theme style, search matches
// highlighted (the current one as a selection), a scroll bar when the JSON overflows.
import TerminalUI
import ViewModels

/// The raw view's text area; the wheel scrolls it.
struct RawJSONText: PrimitiveView {
    let model: RawJSONViewModel
    let geometry: RawJSONGeometry
    /// The first row shown (the screen's state).
    let offset: Int
    /// Told the first row to show after a turn of the wheel.
    let onScroll: @MainActor (Int) -> Void

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: proposal.height ?? model.lines.count)
    }

    func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let geometry = geometry
        let model = model
        let onScroll = onScroll
        // Observed state (the matches) is read inside one tracked scope, so a change redraws
        // this view.
        context.build {
            let layout = geometry.layout(of: model.lines, width: max(1, rect.width - 1))
            geometry.pageHeight = rect.height
            let top = geometry.clamped(offset)
            let theme = context.environment.theme
            let current = model.currentMatch
            for index in top..<min(layout.rows.count, top + rect.height) {
                let row = layout.rows[index]
                let y = rect.minY + index - top
                var x = rect.minX
                var widths: [Int] = []  // each character's cells, to place the highlights
                for token in row.tokens {
                    x += context.canvas.draw(
                        token.text, at: Point(x: x, y: y), style: theme[Self.role(of: token.kind)],
                        maxWidth: rect.maxX - 1 - x)
                    widths += token.text.map(DisplayWidth.of)
                }
                let end = row.start + widths.count
                for range in model.matchRanges(inLine: row.line)
                where range.lowerBound < end && range.upperBound > row.start {
                    let from = max(range.lowerBound, row.start) - row.start
                    let to = min(range.upperBound, end) - row.start
                    let left = rect.minX + widths[..<from].reduce(0, +)
                    let width = widths[from..<to].reduce(0, +)
                    let isCurrent = current.map { $0.line == row.line && $0.range == range } ?? false
                    let area = Rect(x: left, y: y, width: width, height: 1)
                    context.markLayered(area)
                    context.canvas.applyStyle(theme[isCurrent ? .selection : .match], to: area)
                }
            }
            if layout.rows.count > rect.height {
                ScrollIndicator.draw(
                    x: rect.maxX - 1, top: rect.minY, height: rect.height, offset: top,
                    visible: rect.height, total: layout.rows.count, context: context)
            }
        }
        let shown = geometry.clamped(offset)
        context.addMouseHandler(in: rect) { mouse, _ in
            switch mouse.action {
            case .scrollUp: onScroll(geometry.clamped(shown - 3))
            case .scrollDown: onScroll(geometry.clamped(shown + 3))
            default: return .ignored
            }
            return .handled
        }
    }

    /// The theme style a token is drawn in.
    static func role(of kind: JSONToken.Kind) -> Theme.Role {
        switch kind {
        case .key: .jsonKey
        case .string: .jsonString
        case .number: .jsonNumber
        case .literal: .jsonLiteral
        case .punctuation, .space: .jsonPunctuation
        }
    }
}
