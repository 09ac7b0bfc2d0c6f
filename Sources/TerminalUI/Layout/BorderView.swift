// `.border(title:)`: a box-drawing frame with an optional title in its top edge.

/// Draws a `┌─┐│└┘` box around its content with `title` in the top edge, in the theme's
/// `border` and `title` styles, and `border-focused` when highlighted, which by default means the
/// subtree has focus (`.border(...).focused(true)`). A `style` given is merged over the lines.
public struct BorderView<Content: View>: PrimitiveView {
    let content: Content
    let title: String?
    let style: Style
    let isHighlighted: Bool?

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height.map { max(0, $0 - 2) })
        let child = context.sizeThatFits(content, proposal: inner)
        let titleWidth = title.map { $0.displayWidth + 4 } ?? 0
        var width = max(child.width + 2, titleWidth)
        if let proposed = proposal.width { width = min(width, proposed) }
        return Size(width: width, height: child.height + 2)
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let highlighted = isHighlighted ?? context.environment.isFocused
        let theme = context.environment.theme
        let lineStyle = theme[highlighted ? .borderFocused : .border].merging(context.environment.resolve(style))
        BoxDrawing.draw(in: rect, title: title, style: lineStyle, titleStyle: theme[.title], context: context)
        context.render(content, in: rect.inset(by: EdgeInsets(all: 1)))
    }
}

extension View {
    /// Frames this view in a box with `title` in its top edge; the box is in the theme's
    /// `border-focused` style when `highlighted` (nil: when this subtree has focus).
    public func border(title: String? = nil, style: Style = .plain, highlighted: Bool? = nil) -> BorderView<Self> {
        BorderView(content: self, title: title, style: style, isHighlighted: highlighted)
    }
}
