// Draws a `┌─┐│└┘` box with a title in its top edge (borders and the help overlay share it).

/// Box-drawing frames around a rectangle.
@MainActor
enum BoxDrawing {
    /// Draws the edges of `rect` in `style`, with ` title ` in `titleStyle` in the top edge from
    /// column 2.
    static func draw(in rect: Rect, title: String?, style: Style, titleStyle: Style, context: RenderContext) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let inner = rect.width - 2
        let sides = rect.height - 2
        context.canvas.fill(Rect(x: rect.minX, y: rect.minY, width: 1, height: 1), with: "┌", style: style)
        context.canvas.fill(Rect(x: rect.minX + 1, y: rect.minY, width: inner, height: 1), with: "─", style: style)
        context.canvas.fill(Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: 1), with: "┐", style: style)
        context.canvas.fill(Rect(x: rect.minX, y: rect.minY + 1, width: 1, height: sides), with: "│", style: style)
        context.canvas.fill(Rect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: sides), with: "│", style: style)
        context.canvas.fill(Rect(x: rect.minX, y: rect.maxY - 1, width: 1, height: 1), with: "└", style: style)
        context.canvas.fill(Rect(x: rect.minX + 1, y: rect.maxY - 1, width: inner, height: 1), with: "─", style: style)
        context.canvas.fill(Rect(x: rect.maxX - 1, y: rect.maxY - 1, width: 1, height: 1), with: "┘", style: style)
        if let title, !title.isEmpty, inner >= 3 {
            context.canvas.draw(
                " " + title.truncated(toWidth: inner - 3) + " ", at: Point(x: rect.minX + 2, y: rect.minY),
                style: titleStyle)
        }
    }
}
