// What rendering a view left behind in a frame, kept so that a view whose state changed can be
// drawn again on its own (a partial frame) and the frame's handlers, focus and cursor rebuilt.

/// Something a view did while it was drawn, other than drawing: in drawing order.
@MainActor
enum FrameEffect {
    /// A key handler, with the identities of its view and the view's ancestors (root first).
    case keyHandler(chain: [Int], handler: EventHandler)
    /// A mouse handler for a rectangle.
    case mouseHandler(rect: Rect, handler: MouseHandler)
    /// The view with these identities (root first) took the focus.
    case focus(chain: [Int])
    /// The terminal cursor was placed here (nil: hidden).
    case cursor(Point?)
    /// Another frame was asked for at this time (animation).
    case redraw(ContinuousClock.Instant)
    /// Something was drawn over (or under) other drawing in this rectangle: an overlay, a
    /// background, a highlight. A view under it cannot be redrawn on its own.
    case layer(Rect)
    /// A composite view drawn here, with its own effects.
    case view(RenderRecord)
}

/// One composite view as it was drawn: where, with what environment and ancestors, and what it
/// did. Records nest like the views they describe; the frame's root record holds them all.
@MainActor
final class RenderRecord {
    /// The view's identity.
    let identity: Int
    /// The identities of its ancestors, root first (where its identity is derived from).
    let ancestors: [Int]
    /// The types of its ancestors, for view path descriptions.
    let ancestorTypes: [Any.Type]
    /// The environment it was drawn with.
    let environment: EnvironmentValues
    /// Its rectangle and the clip in force around it.
    let rect: Rect
    let clip: Rect
    /// Draws the view again (the same value, the same identity) in `rect`.
    let draw: @MainActor (RenderContext) -> Void
    /// Measures the view again for a proposal.
    let measure: @MainActor (RenderContext, ProposedSize) -> Size
    /// The record it was drawn inside.
    weak var parent: RenderRecord?
    /// What it and its subtree did, in drawing order.
    var effects: [FrameEffect] = []
    /// Whether some of its subtree's drawing fell outside `rect` (it cannot be redrawn alone).
    var spills = false
    /// Whether it or a view drawn inside it placed (or hid) the terminal cursor.
    var placesCursor = false

    init(
        identity: Int, ancestors: [Int], ancestorTypes: [Any.Type], environment: EnvironmentValues, rect: Rect,
        clip: Rect,
        draw: @escaping @MainActor (RenderContext) -> Void,
        measure: @escaping @MainActor (RenderContext, ProposedSize) -> Size
    ) {
        self.identity = identity
        self.ancestors = ancestors
        self.ancestorTypes = ancestorTypes
        self.environment = environment
        self.rect = rect
        self.clip = clip
        self.draw = draw
        self.measure = measure
    }

    /// A record for a whole frame (or for the views drawn again in a partial frame).
    static func frame(_ rect: Rect, environment: EnvironmentValues) -> RenderRecord {
        RenderRecord(
            identity: 0, ancestors: [], ancestorTypes: [], environment: environment, rect: rect, clip: rect,
            draw: { _ in }, measure: { _, _ in .zero })
    }

    /// Whether `other` is this record or drawn inside it.
    func contains(_ other: RenderRecord) -> Bool {
        var current: RenderRecord? = other
        while let record = current {
            if record === self { return true }
            current = record.parent
        }
        return false
    }

    /// Replaces the child record `old` with `new` among this record's effects.
    func replace(_ old: RenderRecord, with new: RenderRecord) {
        guard
            let index = effects.firstIndex(where: { if case .view(let record) = $0 { record === old } else { false } })
        else {
            return
        }
        effects[index] = .view(new)
        new.parent = self
    }

    /// Every layer rectangle drawn in this record's subtree, except inside `excluded`.
    func layers(excluding excluded: RenderRecord, into rects: inout [Rect]) {
        for effect in effects {
            switch effect {
            case .layer(let rect): rects.append(rect)
            case .view(let child) where child !== excluded: child.layers(excluding: excluded, into: &rects)
            default: continue
            }
        }
    }
}

/// The handlers, focus, cursor and animation deadline of a frame, gathered from its records.
@MainActor
struct FrameEffects {
    struct KeyHandler {
        let chain: [Int]
        let handler: EventHandler
    }
    struct MouseHandler {
        let rect: Rect
        let handler: TerminalUI.MouseHandler
    }

    var keyHandlers: [KeyHandler] = []
    var mouseHandlers: [MouseHandler] = []
    var focusChain: [Int]?
    var cursor: Point?
    var redrawDeadline: ContinuousClock.Instant?

    /// The effects of `root` and everything drawn inside it, in drawing order.
    init(gatheringFrom root: RenderRecord) {
        gather(root)
    }

    /// No handlers, focus or cursor (the "Terminal too small" notice).
    init() {}

    private mutating func gather(_ record: RenderRecord) {
        for effect in record.effects {
            switch effect {
            case .keyHandler(let chain, let handler): keyHandlers.append(KeyHandler(chain: chain, handler: handler))
            case .mouseHandler(let rect, let handler): mouseHandlers.append(MouseHandler(rect: rect, handler: handler))
            case .focus(let chain): focusChain = chain
            case .cursor(let point): cursor = point
            case .redraw(let deadline): redrawDeadline = min(redrawDeadline ?? deadline, deadline)
            case .layer: continue
            case .view(let child): gather(child)
            }
        }
    }

    /// Whether a handler's view is the focused view, one of its ancestors or in its subtree
    /// (always, when nothing is focused). Identities hash the whole path from the root, so two
    /// paths agree up to the shorter one when their identities agree there.
    func isOnFocusPath(_ handler: KeyHandler) -> Bool {
        guard let focusChain else { return true }
        let depth = min(handler.chain.count, focusChain.count)
        return depth == 0 || handler.chain[depth - 1] == focusChain[depth - 1]
    }
}
