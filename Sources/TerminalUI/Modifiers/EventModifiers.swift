// Key, paste and mouse handling, and focus.

/// Registers a handler for key and paste events; see `View.onEvent(_:)`.
public struct EventHandlingView<Content: View>: WrappingModifier {
    public let content: Content
    let handler: EventHandler

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) {
        context.addEventHandler(handler)
        drawContent()
    }
}

/// Registers a mouse handler for the rectangle the content is drawn in.
public struct MouseHandlingView<Content: View>: WrappingModifier {
    public let content: Content
    let handler: MouseHandler

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) {
        context.addMouseHandler(in: rect, handler)
        drawContent()
    }
}

/// Marks the content as focused when `isFocused` is true.
public struct FocusedView<Content: View>: WrappingModifier {
    public let content: Content
    let isFocused: Bool

    public func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R {
        context.withEnvironment({ $0.isFocused = isFocused }, body)
    }

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) {
        if isFocused { context.markFocused() }
        drawContent()
    }
}

extension View {
    /// Handles key and paste events that reach this view: the focused view first, then each of
    /// its ancestors, until one returns `.handled`.
    public func onEvent(_ handler: @escaping EventHandler) -> EventHandlingView<Self> {
        EventHandlingView(content: self, handler: handler)
    }

    /// Handles key presses; other events pass on.
    public func onKey(_ handler: @escaping @MainActor (Key) -> EventResult) -> EventHandlingView<Self> {
        onEvent { event in
            if case .key(let key) = event { return handler(key) }
            return .ignored
        }
    }

    /// Handles mouse events inside the rectangle this view is drawn in; the topmost (last drawn)
    /// handler under the pointer goes first.
    public func onMouse(_ handler: @escaping MouseHandler) -> MouseHandlingView<Self> {
        MouseHandlingView(content: self, handler: handler)
    }

    /// Makes this view (and its subtree) the first to receive key events when `isFocused`.
    public func focused(_ isFocused: Bool = true) -> FocusedView<Self> {
        FocusedView(content: self, isFocused: isFocused)
    }
}
