// `@StateViewModel`: a view model owned by a view identity, like SwiftUI's `@StateObject`.

/// Holds the view model instance for one render of the owning view.
@MainActor
final class ViewModelBox<VM: AnyObject> {
    var value: VM?
}

/// Owns a view model for as long as its view stays in the tree. The view model is created once
/// per view identity, with that view's environment and its dependencies as
/// `DependenciesContainer.current` (so `@Injected` works), survives re-renders, and is released
/// when the view leaves the tree.
///
///     struct UsersScreen: View {
///         @StateViewModel var viewModel = UsersViewModel()
///         var body: some View { ... }
///     }
@MainActor
@propertyWrapper
public struct StateViewModel<VM: AnyObject>: DynamicProperty {
    private let make: @MainActor (EnvironmentValues) -> VM
    private let box = ViewModelBox<VM>()

    /// Creates the view model lazily from the initial value expression.
    public init(wrappedValue: @autoclosure @escaping @MainActor () -> VM) {
        self.make = { _ in wrappedValue() }
    }

    /// Creates the view model lazily from the view's environment.
    public init(_ make: @escaping @MainActor (EnvironmentValues) -> VM) {
        self.make = make
    }

    /// The view model. Available inside `body`.
    public var wrappedValue: VM {
        guard let value = box.value else {
            fatalError(
                "@StateViewModel<\(VM.self)> was read outside of body: the view model exists only while the view is in the tree"
            )
        }
        return value
    }

    public func install(in node: ViewNode, slot: Int, context: RenderContext) {
        let environment = context.environment
        box.value = node.object(in: slot) {
            context.withViewDependencies { make(environment) }
        }
    }
}

/// Creates a view model for its content inline, once per view identity:
///
///     WithViewModel({ _ in DetailViewModel(id: 3) }) { viewModel in DetailView(viewModel) }
public struct WithViewModel<VM: AnyObject, Content: View>: View {
    @StateViewModel private var viewModel: VM
    private let content: @MainActor (VM) -> Content

    /// Makes the view model with `make` (given the view's environment) the first time this view
    /// appears at its place in the tree, and builds `content` from it on every render.
    public init(
        _ make: @escaping @MainActor (EnvironmentValues) -> VM,
        @ViewBuilder content: @escaping @MainActor (VM) -> Content
    ) {
        self._viewModel = StateViewModel(make)
        self.content = content
    }

    public var body: Content { return content(viewModel) }
}
