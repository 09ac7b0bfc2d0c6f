// Gives a view's content access to the environment it is drawn in (like SwiftUI's GeometryReader).

/// Builds its content from the current environment:
///
///     EnvironmentReader { environment in
///         Text("Press q").onKey { key in
///             guard key == .character("q") else { return .ignored }
///             environment.quit()
///             return .handled
///         }
///     }
public struct EnvironmentReader<Content: View>: PrimitiveView {
    let content: @MainActor (Environment) -> Content

    public init(@ViewBuilder _ content: @escaping @MainActor (Environment) -> Content) { self.content = content }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        context.sizeThatFits(content(context.environment), proposal: proposal)
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.render(content(context.environment), in: rect)
    }
}
