// `@Environment(\.key)`: a view reads a value its ancestors set, as in SwiftUI.

/// Reads a value from the environment the view is drawn in:
///
///     struct QuitHint: View {
///         @Environment(\.quit) private var quit
///         @Environment(\.supportsColor) private var supportsColor
///         var body: some View {
///             Text("q quits").onKey { key in
///                 guard key == .character("q") else { return .ignored }
///                 quit()
///                 return .handled
///             }
///         }
///     }
///
/// The value is the one in force where the view is drawn, so `.environment(\.key, value)` on
/// an ancestor changes it for this view and nothing outside that ancestor's subtree. Available
/// in `body` and in the handlers it builds (which keep the value of the render that built them).
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox<Value>()

    /// Reads the value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value where the view is drawn.
    public var wrappedValue: Value {
        guard let value = box.value else {
            fatalError(
                "@Environment(\(keyPath)) was read outside of body: the value exists only while the view is drawn")
        }
        return value
    }

    public func install(in node: ViewNode, slot: Int, context: RenderContext) {
        box.value = context.environment[keyPath: keyPath]
    }
}

/// The value an `@Environment` property read in the last render of its view.
@MainActor
final class EnvironmentBox<Value> {
    var value: Value?
}

extension View {
    /// Sets the environment value at `keyPath` for this view's subtree; siblings and ancestors
    /// keep theirs.
    ///
    ///     UsersScreen().environment(\.supportsColor, false)
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
        _ value: Value
    ) -> EnvironmentWritingView<Self, Value> {
        EnvironmentWritingView(content: self, keyPath: keyPath, value: value)
    }
}

/// Sets one environment value for its content (see `View.environment(_:_:)`).
public struct EnvironmentWritingView<Content: View, Value>: WrappingModifier {
    public let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R {
        context.withEnvironment({ $0[keyPath: keyPath] = value }, body)
    }
}
