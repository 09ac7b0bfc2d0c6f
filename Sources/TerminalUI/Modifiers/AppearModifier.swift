// `.onAppear`: work to start once when a view identity first appears (loading its data).

/// Runs an action the first time its view identity is rendered, right after that frame.
public struct AppearingView<Content: View>: WrappingModifier {
    public let content: Content
    let action: @MainActor () -> Void

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) {
        let node = context.currentNode
        if node.value(forKey: "appeared", as: Bool.self) == nil {
            node.setValue(true, forKey: "appeared")
            let action = action
            Task { @MainActor in action() }
        }
        drawContent()
    }
}

extension View {
    /// Runs `action` once when this view first appears (again only after it left the tree and
    /// came back). The action runs after the frame, so it may change state freely.
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> AppearingView<Self> {
        AppearingView(content: self, action: action)
    }
}
