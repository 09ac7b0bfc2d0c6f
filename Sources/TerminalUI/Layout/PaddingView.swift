// `.padding(...)`: empty space around a view.

/// Leaves `insets` of empty space around its content.
public struct PaddingView<Content: View>: PrimitiveView {
    let content: Content
    let insets: EdgeInsets

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let horizontal = insets.leading + insets.trailing
        let vertical = insets.top + insets.bottom
        let inner = ProposedSize(
            width: proposal.width.map { max(0, $0 - horizontal) },
            height: proposal.height.map { max(0, $0 - vertical) })
        let child = context.sizeThatFits(content, proposal: inner)
        return Size(width: child.width + horizontal, height: child.height + vertical)
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.render(content, in: rect.inset(by: insets))
    }
}

extension View {
    /// Adds `insets` of space around this view.
    public func padding(_ insets: EdgeInsets) -> PaddingView<Self> { PaddingView(content: self, insets: insets) }

    /// Adds `length` cells of space on every side.
    public func padding(_ length: Int = 1) -> PaddingView<Self> { padding(EdgeInsets(all: length)) }

    /// Adds `horizontal` columns left and right and `vertical` rows above and below.
    public func padding(horizontal: Int = 0, vertical: Int = 0) -> PaddingView<Self> {
        padding(EdgeInsets(horizontal: horizontal, vertical: vertical))
    }
}
