// Draws a `┌─┐│└┘` box with a title in its top edge (borders and the help overlay share it).

/// Box-drawing frames around a rectangle.
@MainActor
enum BoxDrawing {
    /// Draws the edges of `rect` in `style`, with ` title ` (bold) in the top edge from column 2.
    static func draw(in rect: Rect, title: String?, style: Style, context: RenderContext) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let inner = rect.width - 2
        context.canvas.draw("┌" + String(repeating: "─", count: inner) + "┐", at: rect.origin, style: style)
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            context.canvas.draw("│", at: Point(x: rect.minX, y: y), style: style)
            context.canvas.draw("│", at: Point(x: rect.maxX - 1, y: y), style: style)
        }
        context.canvas.draw("└" + String(repeating: "─", count: inner) + "┘", at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
        if let title, !title.isEmpty, inner >= 3 {
            context.canvas.draw(" " + title.truncated(toWidth: inner - 3) + " ", at: Point(x: rect.minX + 2, y: rect.minY),
                                style: style.merging(.bold))
        }
    }
}
