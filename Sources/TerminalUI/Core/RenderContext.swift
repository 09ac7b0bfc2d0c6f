// One frame's rendering pass: the canvas, the environment, the identity path, and the event
// handlers views registered while drawing.
import Injection

/// Whether an event handler consumed the event.
public enum EventResult: Sendable {
    case handled, ignored
}

/// Handles a key or paste event; return `.handled` to stop it bubbling to the parents.
public typealias EventHandler = @MainActor (Event) -> EventResult
/// Handles a mouse event inside the rectangle the view was drawn in.
public typealias MouseHandler = @MainActor (MouseEvent, Rect) -> EventResult

/// Drives one frame: views measure and draw themselves and their children through it.
@MainActor
public final class RenderContext {
    /// A key handler and where its view sits: `depth` entries of `identityChain` starting at
    /// `chainStart` are the identities of the view and its ancestors, root first.
    struct KeyHandlerEntry {
        let chainStart: Int
        let depth: Int
        let handler: EventHandler
    }
    struct MouseHandlerEntry { let rect: Rect; let handler: MouseHandler }

    /// The frame being drawn.
    public var canvas: Canvas
    /// The environment of the view being drawn.
    public private(set) var environment: Environment
    /// When this frame started (animations derive their phase from it).
    public let time: ContinuousClock.Instant
    /// Where the terminal cursor goes (a focused text field sets it), or nil to hide it.
    public var cursor: Point?

    let graph: ViewGraph
    /// Sizes measured this frame, by view identity and proposal (see `measureKey`).
    private var measured = IdentityTable<Size>(capacity: 256)
    /// Bodies built this frame, by view identity.
    private var bodies = IdentityTable<AnyObject>(capacity: 128)
    /// The identity of each view on the path from the root to the view being drawn: a hash of
    /// the path up to it, the key of a view in the graph and the caches.
    private var identities: [Int] = [0]
    private var pathTypes: [Any.Type] = []
    /// The identity chains of the views that registered key handlers, one after another.
    private(set) var identityChains: [Int] = []
    private(set) var keyHandlers: [KeyHandlerEntry] = []
    private(set) var mouseHandlers: [MouseHandlerEntry] = []
    /// The identity chain of the focused view (root first), or nil when no view is focused.
    private(set) var focusChain: [Int]?
    private(set) var redrawDeadline: ContinuousClock.Instant?

    init(canvas: Canvas, environment: Environment, graph: ViewGraph, time: ContinuousClock.Instant) {
        self.canvas = canvas
        self.environment = environment
        self.graph = graph
        self.time = time
    }

    // MARK: Children

    /// Draws `view` as the child `id` of the current view, within `rect` (clipped to it).
    public func render<V: View>(_ view: V, id: ChildID = ChildID(0), in rect: Rect) {
        enter(V.self, id: id)
        defer { leave() }
        if V._isPrimitive {
            let savedClip = canvas.clip
            canvas.clip = savedClip.intersection(rect)
            if V._cachesDrawing && !rect.isEmpty && savedClip.contains(rect)
                && Rect(origin: .zero, size: canvas.size).contains(rect) {
                renderReusingDrawing(view, in: rect)
            } else {
                view._primitiveRender(in: rect, context: self)
            }
            canvas.clip = savedClip
        } else {
            render(body(of: view), id: ChildID(0), in: rect)
        }
    }

    /// Draws a `DrawingCacheable` view, or copies its last drawing when nothing it depends on changed.
    private func renderReusingDrawing<V: View>(_ view: V, in rect: Rect) {
        let node = currentNode
        let colors = environment.supportsColor
        if let last = node.drawing as? CachedDrawing<V>, last.size == rect.size, last.supportsColor == colors,
           view._drawsLike(last.view) {
            canvas.restoreCells(in: rect, from: last.cells)
            return
        }
        view._primitiveRender(in: rect, context: self)
        node.drawing = CachedDrawing(view: view, size: rect.size, supportsColor: colors, cells: canvas.cells(in: rect))
    }

    /// The size child `id` takes when offered `proposal`. Measured once per frame for each view
    /// and proposal: stacks measure a child more than once (its ideal size, then its share), and
    /// nested stacks would otherwise measure deep subtrees many times over.
    public func sizeThatFits<V: View>(_ view: V, id: ChildID = ChildID(0), proposal: ProposedSize) -> Size {
        enter(V.self, id: id)
        defer { leave() }
        let key = Self.measureKey(identity: identities[identities.count - 1], proposal: proposal)
        if let known = measured[key] { return known }
        let size: Size
        if V._isPrimitive {
            size = view._primitiveSizeThatFits(proposal, context: self)
        } else {
            size = sizeThatFits(body(of: view), id: ChildID(0), proposal: proposal)
        }
        measured[key] = size
        return size
    }

    /// The key of a view's size for `proposal`: its identity mixed with the proposal.
    private static func measureKey(identity: Int, proposal: ProposedSize) -> Int {
        ChildID.mix(ChildID.mix(identity, proposal.width ?? Int.min), proposal.height ?? Int.min)
    }

    /// Runs `body` with a modified environment for the views it draws.
    public func withEnvironment<R>(_ update: (inout Environment) -> Void, _ body: () -> R) -> R {
        let saved = environment
        update(&environment)
        defer { environment = saved }
        return body()
    }

    // MARK: Identity and persistent state

    /// The persistent node of the view being drawn.
    public var currentNode: ViewNode { graph.node(at: identities[identities.count - 1]) }

    /// A readable path of the view being drawn, e.g. `RootView > UsersScreen > ListView`
    /// (primitive containers and builder lists left out).
    public var viewPathDescription: String {
        let names = pathTypes.compactMap { type -> String? in
            if type == ViewList.self || type == ConditionalView.self || type == AnyView.self { return nil }
            return String(describing: type)
        }
        return names.isEmpty ? "root" : names.joined(separator: " > ")
    }

    private func enter<V>(_ type: V.Type, id: ChildID) {
        let parent = identities[identities.count - 1]
        identities.append(ChildID.mix(ChildID.mix(parent, id.hash), Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))))
        pathTypes.append(type)
    }

    private func leave() {
        identities.removeLast()
        pathTypes.removeLast()
    }

    /// The body of the composite view being drawn, built once per frame: measuring a view and
    /// then drawing it reuse one body (and so one subtree of values), and its dynamic properties
    /// are connected to their storage once.
    private func body<V: View>(of view: V) -> V.Body {
        let identity = identities[identities.count - 1]
        if let built = bodies[identity] as? BodyBox<V.Body> { return built.body }
        installDynamicProperties(of: view)
        let built = view.body
        bodies[identity] = BodyBox(built)
        return built
    }

    private func installDynamicProperties<V: View>(of view: V) {
        let fields = graph.dynamicProperties(of: V.self)
        guard !fields.isEmpty else { return }
        let node = currentNode
        withUnsafeBytes(of: view) { bytes in
            for field in fields {
                field.type.install(at: bytes.baseAddress! + field.offset, in: node, slot: field.slot, context: self)
            }
        }
    }

    /// Creates a view model (or anything else) with this view's dependencies as
    /// `DependenciesContainer.current`, so `@Injected` properties resolve from this subtree.
    public func withViewDependencies<T>(_ make: () -> T) -> T {
        environment.dependenciesContainer.scoped(to: viewPathDescription).withDependencies(make)
    }

    // MARK: Events, focus, animation

    /// Registers a key/paste handler for the view being drawn.
    public func addEventHandler(_ handler: @escaping EventHandler) {
        keyHandlers.append(KeyHandlerEntry(chainStart: identityChains.count, depth: identities.count, handler: handler))
        identityChains.append(contentsOf: identities)
    }

    /// Registers a mouse handler for `rect`.
    public func addMouseHandler(in rect: Rect, _ handler: @escaping MouseHandler) {
        mouseHandlers.append(MouseHandlerEntry(rect: rect.intersection(canvas.clip), handler: handler))
    }

    /// Marks the view being drawn as focused: key events reach it (and its subtree) first.
    public func markFocused() { focusChain = identities }

    /// Asks for another frame at `deadline` (for spinners and other animation).
    public func requestRedraw(at deadline: ContinuousClock.Instant) {
        redrawDeadline = min(redrawDeadline ?? deadline, deadline)
    }
}

/// A built body, kept for the rest of the frame.
private final class BodyBox<Body> {
    let body: Body
    init(_ body: Body) { self.body = body }
}
