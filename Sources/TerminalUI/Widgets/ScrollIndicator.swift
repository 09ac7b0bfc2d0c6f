// The one-column scroll bar lists and scrollable text draw at their right edge.

/// Draws a vertical scroll bar: a `│` track in the theme's `muted` style with a `█` thumb sized and placed by the
/// visible part of the content.
@MainActor
public enum ScrollIndicator {
    /// Draws the bar in column `x` from `top` for `height` rows, for `total` rows of content
    /// of which `visible` rows from `offset` are shown.
    public static func draw(
        x: Int, top: Int, height: Int, offset: Int, visible: Int, total: Int, context: RenderContext
    ) {
        guard height > 0, total > visible else { return }
        let thumb = max(1, height * visible / total)
        let travel = height - thumb
        let maxOffset = max(1, total - visible)
        let start = min(travel, (offset * travel + maxOffset / 2) / maxOffset)
        let track = context.environment.theme[.muted]
        let bar = context.environment.resolve(.plain)
        context.canvas.fill(Rect(x: x, y: top, width: 1, height: start), with: "│", style: track)
        context.canvas.fill(Rect(x: x, y: top + start, width: 1, height: thumb), with: "█", style: bar)
        context.canvas.fill(
            Rect(x: x, y: top + start + thumb, width: 1, height: height - start - thumb), with: "│", style: track)
    }
}
