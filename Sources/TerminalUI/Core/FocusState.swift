// `@FocusState`: which of a view's children has the focus, as view state, like SwiftUI's.

/// Which part of a view has the keyboard focus. Like `@State`, it lives with the view's
/// identity; bind children to it with `.focused($focus, equals: value)` (or `.focused($flag)`
/// for one child), and the child whose value matches receives key events first. Setting the
/// property moves the focus; a click inside a bound child moves it there.
///
///     enum Field: Hashable { case name, email }
///     struct Form: View {
///         @FocusState private var focus: Field?
///         var body: some View {
///             VStack {
///                 TextField(...).focused($focus, equals: .name)
///                 TextField(...).focused($focus, equals: .email)
///             }
///             .onKey { key in
///                 guard key == .tab else { return .ignored }
///                 focus = focus == .name ? .email : .name
///                 return .handled
///             }
///         }
///     }
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A focus flag, initially not focused.
    public init() where Value == Bool { state = State(initialValue: false) }

    /// A focus choice among values, initially none.
    public init<Choice: Hashable>() where Value == Choice? { state = State(initialValue: nil) }

    /// What has the focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `.focused(_:equals:)` and `.focused(_:)`.
    public var projectedValue: Binding<Value> { state.projectedValue }

    public func install(in node: ViewNode, slot: Int, context: RenderContext) {
        state.install(in: node, slot: slot, context: context)
    }
}

/// Focuses its content while a focus binding holds its value, and moves the focus there on a
/// click inside it (see `View.focused(_:equals:)`).
public struct FocusBindingView<Content: View>: WrappingModifier {
    public let content: Content
    let isFocused: Bool
    let focus: @MainActor () -> Void

    public func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R {
        context.withEnvironment({ $0.isFocused = isFocused }, body)
    }

    public func wrap(in rect: Rect, context: RenderContext, drawContent: () -> Void) {
        if isFocused { context.markFocused() }
        drawContent()
        // Registered after the content, so it sees a click first, and lets it go on to the content.
        let isFocused = isFocused
        let focus = focus
        context.addMouseHandler(in: rect) { mouse, _ in
            if !isFocused, mouse.action == .press || mouse.action == .doubleClick { focus() }
            return .ignored
        }
    }
}

extension View {
    /// Focuses this view while `focus` equals `value`; a click inside sets `focus` to `value`.
    /// The binding is read where this is called (the owning view's `body`), so moving the focus
    /// redraws that view.
    public func focused<Value: Hashable>(_ focus: Binding<Value?>, equals value: Value) -> FocusBindingView<Self> {
        FocusBindingView(content: self, isFocused: focus.wrappedValue == value) { focus.wrappedValue = value }
    }

    /// Focuses this view while `condition` is true; a click inside sets it to true.
    public func focused(_ condition: Binding<Bool>) -> FocusBindingView<Self> {
        FocusBindingView(content: self, isFocused: condition.wrappedValue) { condition.wrappedValue = true }
    }
}
