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
    let content: @MainActor (EnvironmentValues) -> Content

    public init(@ViewBuilder _ content: @escaping @MainActor (EnvironmentValues) -> Content) { self.content = content }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        context.sizeThatFits(built(context), proposal: proposal)
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.render(built(context), in: rect)
    }

    /// The content for this environment, built once per pass with its reads tracked.
    private func built(_ context: RenderContext) -> Content {
        let environment = context.environment
        return context.buildOnce { content(environment) }
    }
}
