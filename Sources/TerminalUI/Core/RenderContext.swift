// One rendering pass: the canvas, the environment, the identity path, the observation of what
// each view reads, and the records of what each view did (handlers, focus, cursor, layers).
import Injection
import Observation

/// Whether an event handler consumed the event.
public enum EventResult: Sendable {
    case handled, ignored
}

/// Handles a key or paste event; return `.handled` to stop it bubbling to the parents.
public typealias EventHandler = @MainActor (Event) -> EventResult
/// Handles a mouse event inside the rectangle the view was drawn in.
public typealias MouseHandler = @MainActor (MouseEvent, Rect) -> EventResult

/// Drives one frame, or part of one: views measure and draw themselves and their children
/// through it.
///
/// Observable state is read while views are built: in `body`, or in content closures that
/// containers run through `build(_:)`. Each such read is tracked for the view being built, so a
/// change redraws that view (and what it contains) and nothing else. A primitive view draws
/// from its value and must not read observable state in `render` or `sizeThatFits`; it draws
/// only inside its rectangle, and marks what it draws over with `markLayered(_:)`. Debug builds
/// check these rules and stop with a `RenderRuleViolation` naming the view and its path.
@MainActor
public final class RenderContext {
    /// The frame being drawn.
    public var canvas: Canvas
    /// The environment of the view being drawn.
    public private(set) var environment: EnvironmentValues
    /// When this frame started (animations derive their phase from it).
    public let time: ContinuousClock.Instant
    /// Where the terminal cursor goes (a focused text field sets it), or nil to hide it.
    public var cursor: Point? {
        didSet {
            addEffect(.cursor(cursor))
            for record in openRecords { record.placesCursor = true }
        }
    }

    let graph: ViewGraph
    /// Sizes measured in this pass, by view identity and proposal (see `measureKey`).
    private var measured: IdentityTable<Size>
    /// Bodies built in this pass, by view identity.
    private var bodies: IdentityTable<AnyObject>
    /// The identity of each view on the path from the root to the view being drawn: a hash of
    /// the path up to it, the key of a view in the graph and the caches.
    private var identities: [Int] = [0]
    private var pathTypes: [Any.Type] = []
    /// The records of the composite views being drawn, innermost last; the first is the pass's
    /// own record.
    private var openRecords: [RenderRecord]
    #if DEBUG
        /// Checks the rendering rules as views draw (debug builds).
        private let rules: RenderRuleChecker
    #endif

    /// A pass drawing into `canvas`, recording into a new record for `rect`; `views` is about
    /// how many views it draws (its caches start that large).
    init(canvas: Canvas, environment: EnvironmentValues, graph: ViewGraph, time: ContinuousClock.Instant, views: Int) {
        self.canvas = canvas
        measured = IdentityTable(capacity: 2 * views)
        bodies = IdentityTable(capacity: views)
        self.environment = environment
        self.graph = graph
        self.time = time
        self.openRecords = [RenderRecord.frame(Rect(origin: .zero, size: canvas.size), environment: environment)]
        #if DEBUG
            rules = RenderRuleChecker(graph: graph)
            self.canvas.writeLog = rules.log
        #endif
    }

    /// The record of everything drawn in this pass.
    var passRecord: RenderRecord { openRecords[0] }

    /// Takes the canvas drawn in this pass, leaving an empty one: the pass's caches can then be
    /// kept a while without the frame's cells being shared (and copied by the next change).
    func takeCanvas() -> Canvas {
        defer { canvas = Canvas(size: .zero) }
        return canvas
    }

    // MARK: Children

    /// Draws `view` as the child `id` of the current view, within `rect` (clipped to it).
    public func render<V: View>(_ view: V, id: ChildID = ChildID(0), in rect: Rect) {
        if V._isPrimitive {
            enter(V.self, id: id)
            defer { leave() }
            let savedClip = canvas.clip
            canvas.clip = savedClip.intersection(rect)
            noteDrawing(in: rect.intersection(canvas.clip))
            #if DEBUG
                let identity = identities[identities.count - 1]
                rules.open(V.self, identity: identity, pathTypes: pathTypes, allowed: canvas.clip)
                rules.watchingReads(of: identity) { renderPrimitive(view, in: rect, within: savedClip) }
                rules.close()
            #else
                renderPrimitive(view, in: rect, within: savedClip)
            #endif
            canvas.clip = savedClip
        } else {
            let ancestors = identities
            let ancestorTypes = pathTypes
            let clip = canvas.clip
            enter(V.self, id: id)
            defer { leave() }
            let record = RenderRecord(
                identity: identities[identities.count - 1], ancestors: ancestors, ancestorTypes: ancestorTypes,
                environment: environment, rect: rect, clip: clip,
                draw: { context in context.render(view, id: id, in: rect) },
                measure: { context, proposal in context.sizeThatFits(view, id: id, proposal: proposal) })
            addEffect(.view(record))
            record.parent = openRecords[openRecords.count - 1]
            openRecords.append(record)
            currentNode.record = record
            render(body(of: view), id: ChildID(0), in: rect)
            openRecords.removeLast()
        }
    }

    /// Draws a primitive view, from its last drawing when it keeps one and may reuse it.
    private func renderPrimitive<V: View>(_ view: V, in rect: Rect, within savedClip: Rect) {
        if V._cachesDrawing && !rect.isEmpty && savedClip.contains(rect)
            && Rect(origin: .zero, size: canvas.size).contains(rect)
        {
            renderReusingDrawing(view, in: rect)
        } else {
            view._primitiveRender(in: rect, context: self)
        }
    }

    /// Draws a `DrawingCacheable` view, or copies its last drawing when nothing it depends on changed.
    private func renderReusingDrawing<V: View>(_ view: V, in rect: Rect) {
        let node = currentNode
        if let last = node.drawing, last.size == rect.size, hasAppearance(last.appearance),
            last.isDrawing(like: view)
        {
            canvas.restoreCells(in: rect, from: last.cells)
            return
        }
        view._primitiveRender(in: rect, context: self)
        node.drawing = CachedView(
            view: view, size: rect.size, appearance: environment.appearance, cells: canvas.cells(in: rect))
    }

    /// Whether the environment's look is `appearance`, read field by field: copying the whole
    /// environment (or its `appearance`) for each row of a list would cost more than the compare.
    private func hasAppearance(_ appearance: Appearance) -> Bool {
        environment.supportsColor == appearance.supportsColor && environment.colorDepth == appearance.colorDepth
            && environment.drawsUnicodeSymbols == appearance.drawsUnicodeSymbols
            && environment.theme == appearance.theme
    }

    /// The size child `id` takes when offered `proposal`. Measured once per pass for each view
    /// and proposal: stacks measure a child more than once (its ideal size, then its share), and
    /// nested stacks would otherwise measure deep subtrees many times over.
    public func sizeThatFits<V: View>(_ view: V, id: ChildID = ChildID(0), proposal: ProposedSize) -> Size {
        enter(V.self, id: id)
        defer { leave() }
        let identity = identities[identities.count - 1]
        let key = Self.measureKey(identity: identity, proposal: proposal)
        if let known = measured[key] { return known }
        let size: Size
        if V._isPrimitive {
            size = view._primitiveSizeThatFits(proposal, context: self)
        } else {
            size = sizeThatFits(body(of: view), id: ChildID(0), proposal: proposal)
            currentNode.noteMeasurement(proposal: proposal, size: size, frame: graph.frame)
        }
        measured[key] = size
        return size
    }

    /// The key of a view's size for `proposal`: its identity mixed with the proposal.
    private static func measureKey(identity: Int, proposal: ProposedSize) -> Int {
        ChildID.mix(ChildID.mix(identity, proposal.width ?? Int.min), proposal.height ?? Int.min)
    }

    /// Runs `body` with a modified environment for the views it draws.
    public func withEnvironment<R>(_ update: (inout EnvironmentValues) -> Void, _ body: () -> R) -> R {
        let saved = environment
        update(&environment)
        defer { environment = saved }
        return body()
    }

    // MARK: Building views, and what they read

    /// Runs a content closure that builds views (a container's content, a list's rows) with its
    /// reads of observable state tracked for the composite view being drawn: when they change,
    /// that view is drawn again.
    public func build<T>(_ make: () -> T) -> T {
        // The view being drawn has its node; the frame's own record (identity 0) gets one here.
        let identity = openRecords[openRecords.count - 1].identity
        return tracked(for: identity, node: graph.node(at: identity, chain: [identity]), make)
    }

    /// `build(_:)`, run once per pass for the view being drawn: measuring and drawing share
    /// what it built.
    func buildOnce<T>(_ make: () -> T) -> T {
        let identity = identities[identities.count - 1]
        if let built = bodies[identity] as? BodyBox<T> { return built.body }
        let built = build(make)
        bodies[identity] = BodyBox(built)
        return built
    }

    /// Runs `make` recording what it reads; a change to any of it invalidates `identity`. The
    /// first build of `node` in a pass ends the observation of its builds in earlier passes.
    private func tracked<T>(for identity: Int, node: ViewNode, _ make: () -> T) -> T {
        #if DEBUG
            rules.noteTracked(identity)
        #endif
        return node.observationAnchor(inFrame: graph.frame).track(make) { [weak graph] in
            ViewGraph.invalidate(graph, identity: identity)
        }
    }

    /// The body of the composite view being drawn, built once per pass: measuring a view and
    /// then drawing it reuse one body (and so one subtree of values), and its dynamic properties
    /// are connected to their storage once. What the body reads is tracked for the view.
    private func body<V: View>(of view: V) -> V.Body {
        let identity = identities[identities.count - 1]
        if let built = bodies[identity] as? BodyBox<V.Body> { return built.body }
        // Installing is inside the tracking too: what a new view model reads while it is made
        // (once, before the body) redraws this view when it changes, like the body's own reads.
        let built = tracked(for: identity, node: currentNode) {
            installDynamicProperties(of: view)
            return view.body
        }
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

    // MARK: Identity and persistent state

    /// The persistent node of the view being drawn.
    public var currentNode: ViewNode { graph.node(at: identities[identities.count - 1], chain: identities) }

    /// A readable path of the view being drawn, e.g. `RootView > UsersScreen > ListView`
    /// (primitive containers and builder lists left out).
    public var viewPathDescription: String { Self.pathDescription(pathTypes) }

    /// The readable path of the views of `types`, root first.
    static func pathDescription(_ types: [Any.Type]) -> String {
        let names = types.compactMap { type -> String? in
            if type == ViewList.self || type == ConditionalView.self || type == AnyView.self { return nil }
            // What `String(describing:)` prints for a type, without its search of every protocol
            // conformance in the process (a tenth of the work before the first frame).
            return _typeName(type, qualified: false)
        }
        return names.isEmpty ? "root" : names.joined(separator: " > ")
    }

    private func enter<V>(_ type: V.Type, id: ChildID) {
        let parent = identities[identities.count - 1]
        identities.append(
            ChildID.mix(ChildID.mix(parent, id.hash), Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))))
        pathTypes.append(type)
    }

    private func leave() {
        identities.removeLast()
        pathTypes.removeLast()
    }

    /// Creates a view model (or anything else) with this view's dependencies as
    /// `DependenciesContainer.current`, so `@Injected` properties resolve from this subtree.
    public func withViewDependencies<T>(_ make: () -> T) -> T {
        environment.dependenciesContainer.scoped(to: viewPathDescription).withDependencies(make)
    }

    // MARK: Drawing a view again

    /// Measures `record`'s view again (its identity, ancestors and environment as recorded).
    func remeasure(_ record: RenderRecord, proposal: ProposedSize) -> Size {
        within(record) { record.measure(self, proposal) }
    }

    /// Draws `record`'s view again where it was: its rectangle is cleared and drawn afresh, and
    /// the new record takes its place among its parent's effects. Returns the new record.
    func redraw(_ record: RenderRecord) -> RenderRecord? {
        within(record) {
            canvas.fill(record.rect)
            let before = passRecord.effects.count
            record.draw(self)
            guard passRecord.effects.count == before + 1, case .view(let drawn) = passRecord.effects[before] else {
                return nil
            }
            passRecord.effects.removeLast()
            record.parent?.replace(record, with: drawn)
            return drawn
        }
    }

    /// Runs `body` with the identity path, environment and clip `record` was drawn with.
    private func within<T>(_ record: RenderRecord, _ body: () -> T) -> T {
        let saved = (identities, pathTypes, environment, canvas.clip)
        identities = record.ancestors
        pathTypes = record.ancestorTypes
        environment = record.environment
        canvas.clip = record.clip
        defer { (identities, pathTypes, environment, canvas.clip) = saved }
        return body()
    }

    // MARK: Events, focus, animation, layers

    private func addEffect(_ effect: FrameEffect) {
        openRecords[openRecords.count - 1].effects.append(effect)
    }

    /// Notes that a primitive draws in `area`: a record whose rectangle does not hold it spills.
    private func noteDrawing(in area: Rect) {
        guard !area.isEmpty else { return }
        for record in openRecords where !record.spills && !record.rect.contains(area) { record.spills = true }
    }

    /// Registers a key/paste handler for the view being drawn.
    public func addEventHandler(_ handler: @escaping EventHandler) {
        addEffect(.keyHandler(chain: identities, handler: handler))
    }

    /// Registers a mouse handler for `rect`.
    public func addMouseHandler(in rect: Rect, _ handler: @escaping MouseHandler) {
        addEffect(.mouseHandler(rect: rect.intersection(canvas.clip), handler: handler))
    }

    /// Marks the view being drawn as focused: key events reach it (and its subtree) first.
    public func markFocused() { addEffect(.focus(chain: identities)) }

    /// Asks for another frame at `deadline` (for spinners and other animation).
    public func requestRedraw(at deadline: ContinuousClock.Instant) { addEffect(.redraw(deadline)) }

    /// Says that `rect` is drawn over (or under) other drawing: an overlay over content, a fill
    /// under it, a highlight over a row. Views there are then never redrawn on their own, which
    /// would lose what lies over or under them. Containers that layer drawing call it.
    public func markLayered(_ rect: Rect) {
        let area = rect.intersection(canvas.clip)
        guard !area.isEmpty else { return }
        addEffect(.layer(area))
        #if DEBUG
            rules.noteLayered(area)
        #endif
    }
}

/// A built body, kept for the rest of the pass.
private final class BodyBox<Body> {
    let body: Body
    init(_ body: Body) { self.body = body }
}
