// Persistent per-view storage across frames: view models, cached child containers. A node lives
// as long as its view keeps being rendered at the same structural identity.

/// Storage that survives re-renders of one view identity.
@MainActor
public final class ViewNode {
    private var objects: [Int: AnyObject] = [:]
    private var values: [String: Any] = [:]
    fileprivate var lastFrame = 0
    /// The last drawing of a `DrawingCacheable` view, kept by the renderer.
    var drawing: AnyObject?
    /// A stack's layouts for the current frame.
    var stackLayout: StackLayoutCache?

    /// The object stored in `slot`, created with `make` the first time.
    public func object<T: AnyObject>(in slot: Int, make: () -> T) -> T {
        if let existing = objects[slot] as? T { return existing }
        let created = make()
        objects[slot] = created
        return created
    }

    /// A cached value for `key`, or nil.
    public func value<T>(forKey key: String, as type: T.Type = T.self) -> T? { values[key] as? T }

    /// Caches `value` for `key`.
    public func setValue(_ value: Any, forKey key: String) { values[key] = value }
}

/// All nodes of the view tree, keyed by identity path.
@MainActor
final class ViewGraph {
    /// Nodes by identity: a hash of the view's path from the root (64 bits, so distinct views
    /// never share one in practice).
    private var nodes = IdentityTable<ViewNode>(capacity: 256)
    private(set) var frame = 0
    /// The dynamic properties of each view type met so far (found once per type).
    private var dynamicPropertyFields = IdentityTable<[DynamicPropertyField]>()

    /// The dynamic properties of `viewType`.
    func dynamicProperties(of viewType: Any.Type) -> [DynamicPropertyField] {
        let key = ChildID.mix(0, Int(bitPattern: UInt(bitPattern: ObjectIdentifier(viewType))))
        if let known = dynamicPropertyFields[key] { return known }
        let found = DynamicPropertyField.fields(of: viewType)
        dynamicPropertyFields[key] = found
        return found
    }

    /// The node for the view with `identity`, created on first use and marked alive for this frame.
    func node(at identity: Int) -> ViewNode {
        let node: ViewNode
        if let existing = nodes[identity] {
            node = existing
        } else {
            node = ViewNode()
            nodes[identity] = node
        }
        node.lastFrame = frame
        return node
    }

    /// Starts a frame: nodes not touched before `endFrame` are released then.
    func beginFrame() { frame += 1 }

    /// Drops the nodes of views that were not rendered in this frame.
    func endFrame() {
        let frame = frame
        nodes.removeAll { $0.lastFrame != frame }
    }

    /// Number of live nodes (for tests and diagnostics).
    var nodeCount: Int { nodes.count }
}
