// `.inject()`: scoped dependency overrides for a view subtree, as in SwiftMVVM.
import Injection

/// Gives its content a child container merged over the parent's. The child container is built
/// once per view identity (so lazy factories run at most once) and rebuilt only when the
/// parent's container changes.
public struct InjectingView<Content: View>: WrappingModifier {
    public let content: Content
    let register: @Sendable (DependenciesContainer, String) -> DependenciesContainer

    public func withContentEnvironment<R>(context: RenderContext, _ body: () -> R) -> R {
        let parent = context.environment.dependenciesContainer
        let node = context.currentNode
        let cached: (parent: DependenciesContainer.ID, child: DependenciesContainer)? = node.value(forKey: "inject")
        let merged: DependenciesContainer
        if let cached, cached.parent == parent.id {
            merged = cached.child
        } else {
            let overrides = register(DependenciesContainer(), context.viewPathDescription)
            merged = parent.merging(overrides)
            node.setValue((parent: parent.id, child: merged), forKey: "inject")
        }
        return context.withEnvironment({ $0.dependenciesContainer = merged }, body)
    }
}

extension View {
    /// Makes `value` the `T` dependency of this view's subtree; siblings and ancestors keep theirs.
    public func inject<T>(_ value: T, as type: T.Type = T.self) -> InjectingView<Self> {
        nonisolated(unsafe) let value = value
        return InjectingView(content: self) { container, path in
            container.register(value, as: type, origin: path)
        }
    }

    /// Registers a lazy `T` for this subtree: `factory` runs once, when first resolved.
    public func inject<T>(as type: T.Type, _ factory: @escaping @Sendable () -> T) -> InjectingView<Self> {
        InjectingView(content: self) { container, path in
            container.register(as: type, origin: path, factory)
        }
    }

    /// Merges a whole container over this subtree's (the composition root's registrations).
    public func inject(_ container: DependenciesContainer) -> InjectingView<Self> {
        InjectingView(content: self) { parent, _ in parent.merging(container) }
    }
}
