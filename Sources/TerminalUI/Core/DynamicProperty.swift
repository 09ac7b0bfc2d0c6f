// Property wrappers whose storage the runtime provides per view identity (StateViewModel).

/// A stored property of a view that the runtime connects to the view's persistent node before
/// `body` runs. Found by reflection, once per view type.
@MainActor
public protocol DynamicProperty {
    /// Connects the property to `node`, using `slot` as its key there.
    func install(in node: ViewNode, slot: Int, context: RenderContext)
}
