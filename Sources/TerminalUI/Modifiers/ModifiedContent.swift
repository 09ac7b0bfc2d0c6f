// The shape shared by modifiers that wrap one child and draw it in their own rectangle.

/// A primitive view that wraps one child and passes layout through to it unchanged, doing its
/// own work (environment changes, handler registration) around the child's drawing.
@MainActor
public protocol WrappingModifier: PrimitiveView {
    associatedtype Content: View
    /// The wrapped view.
    var content: Content { get }
    /// Draws `content` in `rect`; override to add work around it.
    func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void)
    /// Runs `body` with whatever environment the content should see (default: unchanged).
    func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R
}

extension WrappingModifier {
    public func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R { body() }

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) { drawContent() }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        withContentEnvironment(context: context) {
            context.sizeThatFits(content, proposal: proposal)
        }
    }

    public func render(in rect: Rect, context: RenderContext) {
        withContentEnvironment(context: context) {
            wrap(in: rect, context: context) { context.render(content, in: rect) }
        }
    }
}
