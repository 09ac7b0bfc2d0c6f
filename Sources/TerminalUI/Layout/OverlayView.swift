// `.overlay(alignment:)`: a view drawn on top of another (the help overlay, dialogs).

/// Draws `overlay` over `content`, sized by what it wants within the content's rectangle and
/// placed by `alignment`. The pair takes the content's size.
public struct OverlayView<Content: View, Overlay: View>: PrimitiveView {
    let content: Content
    let overlay: Overlay
    let alignment: Alignment

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        context.sizeThatFits(content, id: ChildID(0), proposal: proposal)
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.render(content, id: ChildID(0), in: rect)
        context.withEnvironment({ $0.stackAxis = nil }) {
            let size = context.sizeThatFits(overlay, id: ChildID(1), proposal: ProposedSize(rect.size))
            let placed = alignment.place(size, in: rect)
            if size.width > 0 && size.height > 0 { context.markLayered(placed) }
            context.render(overlay, id: ChildID(1), in: placed)
        }
    }
}

extension View {
    /// Draws the view `overlay` builds on top of this one, placed by `alignment`.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay)
        -> OverlayView<Self, Overlay>
    {
        OverlayView(content: self, overlay: overlay(), alignment: alignment)
    }
}
