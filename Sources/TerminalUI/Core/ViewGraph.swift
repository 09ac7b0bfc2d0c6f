// Persistent per-view storage across frames: view models, cached child containers, the record of
// how the view was last drawn. A node lives as long as its view keeps being rendered at the same
// structural identity. The graph also collects the views whose observed state changed.
import Dispatch

/// Storage that survives re-renders of one view identity.
@MainActor
public final class ViewNode {
    private var objects: [Int: AnyObject] = [:]
    private var values: [String: Any] = [:]
    fileprivate var lastFrame = 0
    /// The identities of the view's ancestors and the view itself, root first.
    let chain: [Int]
    /// The last drawing of a `DrawingCacheable` view, kept by the renderer.
    var drawing: CachedDrawing?
    /// A stack's layouts for the current frame.
    var stackLayout: StackLayoutCache?
    /// How the (composite) view was last drawn.
    var record: RenderRecord?
    /// The sizes the (composite) view was measured at in the frame that last measured it.
    private(set) var measurements: [(proposal: ProposedSize, size: Size)] = []
    private var measuredFrame = 0
    /// The hold on what the view's builds read, made by its first tracked build.
    private var observation: ObservationAnchor?
    private var observedFrame = 0

    init(chain: [Int]) { self.chain = chain }

    deinit { observation?.endObservation() }

    /// The anchor of the view's tracked builds in `frame`. The first build of a frame ends the
    /// observation of the builds of earlier frames: what this one reads replaces what they read.
    func observationAnchor(inFrame frame: Int) -> ObservationAnchor {
        if let observation {
            if observedFrame != frame {
                observedFrame = frame
                observation.endObservation()
            }
            return observation
        }
        let made = ObservationAnchor()
        observation = made
        observedFrame = frame
        return made
    }

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

    /// Records that the view measured `size` for `proposal` in `frame`.
    func noteMeasurement(proposal: ProposedSize, size: Size, frame: Int) {
        if measuredFrame != frame {
            measuredFrame = frame
            measurements.removeAll(keepingCapacity: true)
        }
        measurements.append((proposal, size))
    }

    /// Whether this node belongs to the view with `identity` at `depth` (its identity or a
    /// descendant's).
    func isInside(identity: Int, depth: Int) -> Bool { chain.count > depth && chain[depth] == identity }
}

/// All nodes of the view tree, keyed by identity path, and the views invalidated since the last
/// frame.
@MainActor
final class ViewGraph {
    /// Nodes by identity: a hash of the view's path from the root (64 bits, so distinct views
    /// never share one in practice).
    private var nodes = IdentityTable<ViewNode>(capacity: 256)
    private(set) var frame = 0
    /// The dynamic properties of each view type met so far (found once per type).
    private var dynamicPropertyFields = IdentityTable<[DynamicPropertyField]>()
    /// Identities of views whose observed state changed since the last frame (0: something
    /// read outside any composite view, such as the root closure).
    private(set) var invalidated: [Int] = []
    /// Called when a view is invalidated (the application asks for a frame).
    var onInvalidate: (@MainActor () -> Void)?
    #if DEBUG
        /// The primitives whose reads were watched while they drew, by identity (debug builds).
        private var watched: [Int: WatchedPrimitive] = [:]
        /// Watched primitives that saw a change since the last frame.
        private var changedWatches: [Int] = []
    #endif

    /// The dynamic properties of `viewType`.
    func dynamicProperties(of viewType: Any.Type) -> [DynamicPropertyField] {
        let key = ChildID.mix(0, Int(bitPattern: UInt(bitPattern: ObjectIdentifier(viewType))))
        if let known = dynamicPropertyFields[key] { return known }
        let found = DynamicPropertyField.fields(of: viewType)
        dynamicPropertyFields[key] = found
        return found
    }

    /// The node for the view with `identity` (whose identity path is `chain`), created on first
    /// use and marked alive for this frame.
    func node(at identity: Int, chain: @autoclosure () -> [Int]) -> ViewNode {
        let node: ViewNode
        if let existing = nodes[identity] {
            node = existing
        } else {
            node = ViewNode(chain: chain())
            nodes[identity] = node
        }
        node.lastFrame = frame
        return node
    }

    /// The node of `identity` if it exists (without marking it alive).
    func existingNode(at identity: Int) -> ViewNode? { nodes[identity] }

    /// Starts a frame: nodes not touched before `endFrame` are released then.
    func beginFrame() { frame += 1 }

    /// Drops the nodes of views that were not rendered in this frame.
    func endFrame() {
        let frame = frame
        nodes.removeAll { $0.lastFrame != frame }
    }

    /// Drops the nodes inside the views drawn again in a partial frame that were not rendered
    /// this time (rows scrolled away, a branch no longer taken); the rest of the tree stays.
    func endPartialFrame(redrawn records: [RenderRecord]) {
        let frame = frame
        let scopes = records.map { (identity: $0.identity, depth: $0.ancestors.count) }
        nodes.removeAll { node in
            node.lastFrame != frame && scopes.contains { node.isInside(identity: $0.identity, depth: $0.depth) }
        }
    }

    /// Takes the invalidated identities, clearing the list (in debug builds, first reporting
    /// primitives that read observable state while drawing).
    func takeInvalidated() -> [Int] {
        #if DEBUG
            reportUntrackedReads()
        #endif
        defer { invalidated.removeAll() }
        return invalidated
    }

    /// Records that what view `identity` read changed. Called by observation (in `willSet`, on
    /// whatever thread changed the state): the record is made on the main actor.
    nonisolated static func invalidate(_ graph: ViewGraph?, identity: Int) {
        guard let graph else { return }
        if DispatchQueue.getSpecific(key: mainQueueKey) == true {
            MainActor.assumeIsolated { graph.invalidate(identity) }
        } else {
            Task { @MainActor in graph.invalidate(identity) }
        }
    }

    private func invalidate(_ identity: Int) {
        invalidated.append(identity)
        onInvalidate?()
    }

    #if DEBUG
        /// Registers a primitive whose reads were watched while it drew.
        func registerWatch(check identity: Int, viewType: Any.Type, pathTypes: [Any.Type], inner: [Int]) {
            watched[identity] = WatchedPrimitive(viewType: viewType, pathTypes: pathTypes, inner: Set(inner))
        }

        /// Forgets the watched primitives before a whole frame registers them again.
        func forgetWatches() { watched.removeAll(keepingCapacity: true) }

        /// Records that something primitive `check` read while drawing changed (from observation,
        /// on whatever thread changed it), and asks for a frame, which reports it.
        nonisolated static func noteWatchedReadChanged(_ graph: ViewGraph?, check: Int) {
            guard let graph else { return }
            if DispatchQueue.getSpecific(key: mainQueueKey) == true {
                MainActor.assumeIsolated { graph.noteWatchedReadChanged(check) }
            } else {
                Task { @MainActor in graph.noteWatchedReadChanged(check) }
            }
        }

        private func noteWatchedReadChanged(_ check: Int) {
            changedWatches.append(check)
            onInvalidate?()
        }

        /// Reports each watched primitive that saw a change no tracked scope or primitive inside it
        /// saw too: the primitive read that state itself.
        private func reportUntrackedReads() {
            guard !changedWatches.isEmpty else { return }
            let changed = Set(changedWatches)
            let seen = changed.union(invalidated)
            changedWatches.removeAll()
            for identity in changed {
                guard let primitive = watched[identity], primitive.inner.isDisjoint(with: seen) else { continue }
                RenderRuleViolation.report(
                    RenderRuleViolation(
                        .readsStateInRender, viewType: primitive.viewType,
                        path: RenderContext.pathDescription(primitive.pathTypes),
                        detail: "observable state it read in render(in:context:) changed, and nothing tracks that read")
                )
            }
        }
    #endif

    /// Number of live nodes (for tests and diagnostics).
    var nodeCount: Int { nodes.count }
}

/// Marks the main queue, so observation callbacks can tell they already run on the main actor.
let mainQueueKey = DispatchSpecificKey<Bool>()
