// Explicit identity and custom environment values.

/// Gives the content an explicit identity: a new `id` means a new view (fresh view models).
public struct IdentifiedView<Content: View, ID: Hashable>: PrimitiveView {
    let content: Content
    let id: ID

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        context.sizeThatFits(content, id: childID, proposal: proposal)
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.render(content, id: childID, in: rect)
    }

    private var childID: ChildID { ChildID([id.hashValue]) }
}

/// Sets a custom environment value for the content.
public struct EnvironmentValueView<Content: View, Key: EnvironmentKey>: WrappingModifier {
    public let content: Content
    let value: Key.Value

    public func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R {
        context.withEnvironment({ $0[Key.self] = value }, body)
    }
}

extension View {
    /// Ties this view's identity to `id`: when it changes, the view's state starts afresh.
    public func id<ID: Hashable>(_ id: ID) -> IdentifiedView<Self, ID> { IdentifiedView(content: self, id: id) }

    /// Sets the custom environment value for `key` in this subtree.
    public func environment<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) -> EnvironmentValueView<Self, K> {
        EnvironmentValueView(content: self, value: value)
    }
}
