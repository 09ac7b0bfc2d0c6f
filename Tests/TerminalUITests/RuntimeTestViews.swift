// Minimal views for testing the runtime without depending on the widget library.
@testable import TerminalUI

/// Draws one line of text at the top-left of its rectangle.
struct Label: PrimitiveView {
    let text: String
    init(_ text: String) { self.text = text }
    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: DisplayWidth.of(text), height: 1)
    }
    func render(in rect: Rect, context: RenderContext) {
        context.canvas.draw(text, at: rect.origin, maxWidth: rect.width)
    }
}

/// Puts its children on consecutive rows.
struct Rows: PrimitiveView {
    let content: ViewList
    init(@ViewBuilder content: () -> ViewList) { self.content = content() }
    func render(in rect: Rect, context: RenderContext) {
        for (row, element) in content.elements.enumerated() {
            context.render(
                element.view, id: element.id, in: Rect(x: rect.minX, y: rect.minY + row, width: rect.width, height: 1))
        }
    }
}

/// Splits its rectangle into two halves side by side.
struct SideBySide<Left: View, Right: View>: PrimitiveView {
    let left: Left
    let right: Right
    func render(in rect: Rect, context: RenderContext) {
        let half = rect.width / 2
        context.render(left, id: ChildID(0), in: Rect(x: rect.minX, y: rect.minY, width: half, height: rect.height))
        context.render(
            right, id: ChildID(1),
            in: Rect(x: rect.minX + half, y: rect.minY, width: rect.width - half, height: rect.height))
    }
}
