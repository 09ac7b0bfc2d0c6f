// `.background(_:)`: a styled fill behind a view.

/// Fills its rectangle with `style` and draws its content over it, keeping the fill's colours
/// and attributes on the content's cells.
public struct BackgroundView<Content: View>: WrappingModifier {
    public let content: Content
    let style: Style

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) {
        let resolved = context.environment.resolve(style)
        context.markLayered(rect)
        context.canvas.fill(rect, style: resolved)
        drawContent()
        context.canvas.applyStyle(Style(background: resolved.background, attributes: resolved.attributes), to: rect)
    }
}

extension View {
    /// Draws this view over a fill of `style` (a status bar: `.background(.reverse)`).
    public func background(_ style: Style) -> BackgroundView<Self> { BackgroundView(content: self, style: style) }
}
