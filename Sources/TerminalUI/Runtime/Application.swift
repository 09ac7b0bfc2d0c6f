// The runtime: renders the view tree (all of it, or only the views whose observed state
// changed), diffs frames, routes events.
import Foundation

/// Runs a view tree on a terminal. What each view reads while it is built is tracked (see
/// `RenderContext`); a change asks for one coalesced frame, which draws again only the views
/// that read it when that is safe (a partial frame) and everything otherwise.
@MainActor
public final class Application {
    private let terminal: any Terminal
    private let root: @MainActor () -> AnyView
    let graph = ViewGraph()
    private var environment: EnvironmentValues
    /// Whether the caller allows colours; the terminal only knows whether it has them once started.
    private let wantsColor: Bool
    private let minimumSize: Size
    /// Where frames get their time (animation phases and deadlines).
    public let clock: any TimeSource
    /// The last frame presented, and the last one rendered (they differ while events arrive
    /// in a batch: each refreshes the handlers, the screen is updated once).
    private var previous: Canvas?
    private var current: Canvas?
    /// How the current frame was drawn, view by view.
    private var frameRecord: RenderRecord?
    /// Its handlers, focus, cursor and animation deadline.
    private var effects = FrameEffects()
    /// Where the current frame puts the terminal cursor (nil: hidden).
    private var cursor: Point?
    /// What is left to do for the frame just rendered once it is on the screen (see
    /// `FrameBookkeeping`).
    private var bookkeeping: FrameBookkeeping?
    /// The colours and theme the current frame was rendered with.
    private var renderedAppearance: Appearance?
    /// The theme as given, before it is fitted to the terminal's colours.
    private var baseTheme: Theme
    /// `baseTheme` fitted to the depth it was last fitted to.
    private var fittedTheme: (depth: ColorDepth, theme: Theme)?
    /// Whether the last frame was the "Terminal too small" notice (no view is on screen then,
    /// but every view's state is kept).
    private var isTooSmall = false

    /// Whether something changed since the last frame.
    public private(set) var needsFrame = true
    /// Frames rendered so far.
    public private(set) var frameCount = 0
    /// Frames that drew only the views whose state changed.
    public private(set) var partialFrameCount = 0
    /// Set by `quit()`; the run loop stops when it sees it.
    public private(set) var isQuitRequested = false
    /// Called when a frame is needed; the run loop schedules `renderFrame()`. When nil, the
    /// application schedules the frame on the main actor itself.
    public var onFrameNeeded: (@MainActor () -> Void)?
    /// The multiplexer clipboard sequences are wrapped for (from `TMUX`/`STY` by default, read
    /// on the first copy: `ProcessInfo.environment` builds a dictionary of every variable).
    public lazy var multiplexer = TerminalMultiplexer(environment: ProcessInfo.processInfo.environment)
    /// Where to record each frame's timings, if anywhere.
    public var frameLog: FrameTimingLog?
    /// When an animation (a spinner) wants the next frame, or nil.
    public var nextAnimationDeadline: ContinuousClock.Instant? { effects.redrawDeadline }
    private var frameScheduled = false
    private var hasUnpresentedFrame = false
    private var lastFrameWasPartial = false
    /// The first frame held back until its data arrives (see `holdFirstFrame`).
    var firstFrameHold: FirstFrameHold?
    /// What runs once the first frame is on the screen (see `afterFirstFrame`).
    var firstFrameActions: [@MainActor () -> Void] = []
    /// The terminal must be repainted completely (first frame, resize, resume).
    private var forceFullRedraw = true

    /// Creates the application. `minimumSize` is the smallest terminal the UI can use; below it
    /// the screen says `Terminal too small (need WxH)` over the app, which keeps its state and
    /// is shown as it was when the terminal is large enough again.
    /// Frames take their time from `clock` (a `ManualClock` in tests).
    public init(
        terminal: any Terminal, environment: EnvironmentValues = EnvironmentValues(),
        minimumSize: Size = Size(width: 40, height: 12), clock: any TimeSource = ContinuousClock(),
        root: @escaping @MainActor () -> AnyView
    ) {
        self.terminal = terminal
        self.clock = clock
        self.environment = environment
        self.minimumSize = minimumSize
        self.root = root
        self.wantsColor = environment.supportsColor
        self.baseTheme = environment.theme
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        self.environment.quit = { [weak self] in self?.quit() }
        self.environment.clock = clock
        self.environment.copyToClipboard = { [weak self] text in self?.copyToClipboard(text) }
        self.environment.changeTheme = { [weak self] theme in self?.theme = theme }
        graph.onInvalidate = { [weak self] in self?.setNeedsFrame() }
    }

    /// Creates the application from a view-building closure.
    public convenience init<Root: View>(
        terminal: any Terminal, environment: EnvironmentValues = EnvironmentValues(),
        minimumSize: Size = Size(width: 40, height: 12),
        clock: any TimeSource = ContinuousClock(),
        root: @escaping @MainActor () -> Root
    ) {
        self.init(terminal: terminal, environment: environment, minimumSize: minimumSize, clock: clock) {
            AnyView(root())
        }
    }

    /// The theme the app is drawn in (fitted to the terminal's colours before each frame);
    /// setting it redraws everything.
    public var theme: Theme {
        get { baseTheme }
        set {
            guard newValue != baseTheme else { return }
            baseTheme = newValue
            fittedTheme = nil
            invalidateScreen()
        }
    }

    /// Asks the terminal to stop after the current event.
    public func quit() { isQuitRequested = true }

    /// Puts `text` (sanitised) on the system clipboard with OSC 52, wrapped for `multiplexer`.
    public func copyToClipboard(_ text: String) {
        terminal.writeRaw(OSC52.sequence(copying: text, through: multiplexer))
    }

    /// Marks the screen dirty and asks for a frame (coalesced: many calls, one frame).
    public func setNeedsFrame() {
        needsFrame = true
        scheduleFrame()
    }

    /// Asks the run loop (or, without one, the main actor) for `renderFrameIfNeeded()`.
    func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        if let onFrameNeeded {
            onFrameNeeded()
        } else {
            Task { @MainActor [weak self] in self?.renderFrameIfNeeded() }
        }
    }

    /// Renders a frame if anything changed since the last one: only the changed views when it
    /// can.
    public func renderFrameIfNeeded() {
        frameScheduled = false
        if needsFrame {
            render(presenting: true, allowingPartial: true)
        } else if hasUnpresentedFrame, !holdsFrame(), let current {
            hasUnpresentedFrame = false
            present(current, built: .now)
        }
    }

    /// Renders every view and presents the frame now (first frame, animation ticks), unless
    /// the first frame is held back (see `holdFirstFrame`).
    public func renderFrame() {
        render(presenting: true, allowingPartial: false)
    }

    /// Renders the frame; presents it too unless only the event handlers need refreshing
    /// (several events arrived together: each must see the state the previous one left).
    private func render(presenting: Bool, allowingPartial: Bool) {
        let started = ContinuousClock.now
        frameScheduled = false
        needsFrame = false
        let invalidated = graph.takeInvalidated()
        let size = terminal.size
        updateAppearance()
        graph.beginFrame()
        lastFrameWasPartial =
            allowingPartial && !forceFullRedraw && !isTooSmall && current?.size == size
            && renderedAppearance == environment.appearance && renderPartial(invalidated)
        if lastFrameWasPartial {
            partialFrameCount += 1
        } else {
            renderAll(size: size)
        }
        renderedAppearance = environment.appearance
        startFirstFrameHold()
        let presenting = presenting && !holdsFrame()
        hasUnpresentedFrame = !presenting
        if presenting, let current { present(current, built: started) }
        finishBookkeeping()
    }

    /// Does what the last frame left for after it was presented.
    private func finishBookkeeping() {
        guard let pending = bookkeeping.take() else { return }
        if let record = pending.gatherFrom { effects = FrameEffects(gatheringFrom: record) }
        if let redrawn = pending.redrawn {
            graph.endPartialFrame(redrawn: redrawn)
        } else {
            graph.endFrame()
        }
    }

    /// Colours on or off, their depth and the theme fitted to it, from the terminal as it is now.
    private func updateAppearance() {
        environment.supportsColor = wantsColor && terminal.supportsColor
        let depth = environment.supportsColor ? terminal.colorDepth : .none
        environment.colorDepth = depth
        environment.drawsUnicodeSymbols = terminal.drawsUnicodeSymbols
        if fittedTheme?.depth != depth { fittedTheme = (depth, baseTheme.fitted(to: depth)) }
        environment.theme = fittedTheme!.theme
    }

    /// Renders every view.
    private func renderAll(size: Size) {
        let context = RenderContext(
            canvas: Canvas(size: size), environment: environment, graph: graph, time: clock.now, views: 128)
        isTooSmall = size.width < minimumSize.width || size.height < minimumSize.height
        if isTooSmall {
            // A cover, not a replacement: the views are not built, but their nodes (and the
            // state and view models they hold) are kept for when the terminal grows again.
            current = Self.tooSmallCanvas(size: size, minimum: minimumSize)
            frameRecord = nil
            effects = FrameEffects()
            cursor = nil
        } else {
            #if DEBUG
                graph.forgetWatches()
            #endif
            // What the root closure reads is tracked for the whole frame (identity 0).
            let view = context.build { root() }
            context.render(view, in: Rect(origin: .zero, size: size))
            // The context owned the only copy of the canvas, so drawing never copied its cells.
            current = context.takeCanvas()
            frameRecord = context.passRecord
            bookkeeping = FrameBookkeeping(gatherFrom: context.passRecord, redrawn: nil, replaced: [], pass: context)
            cursor = nil
            if context.passRecord.placesCursor { gatherEffectsBeforePresenting() }
        }
    }

    /// Draws again only the views in `invalidated`, on top of the current frame. Returns false,
    /// having changed nothing on screen, when that cannot be done safely: a view is unknown,
    /// drawn over or under something else, spills out of its rectangle, or now wants another
    /// size (its parent's layout would change); the caller then renders everything.
    private func renderPartial(_ invalidated: [Int]) -> Bool {
        guard !invalidated.isEmpty, current != nil, let frameRecord,
            var units = PartialFrame.units(for: invalidated, in: frameRecord, graph: graph)
        else { return false }
        // The context takes the only reference to the frame, so drawing changes it in place
        // instead of copying every cell; on failure the caller draws a new frame anyway.
        let context = RenderContext(
            canvas: current.take()!, environment: environment, graph: graph, time: clock.now, views: 8)
        for unit in units {
            let measurements = graph.existingNode(at: unit.identity)?.measurements ?? []
            for measurement in measurements
            where context.remeasure(unit, proposal: measurement.proposal) != measurement.size {
                return false
            }
        }
        let replaced = units
        for (index, unit) in units.enumerated() {
            guard let drawn = context.redraw(unit) else { return false }
            units[index] = drawn
        }
        self.current = context.takeCanvas()
        bookkeeping = FrameBookkeeping(gatherFrom: frameRecord, redrawn: units, replaced: replaced, pass: context)
        // The cursor stays where it was unless a view drawn again placed it, before or now.
        if replaced.contains(where: \.placesCursor) || units.contains(where: \.placesCursor) {
            gatherEffectsBeforePresenting()
        }
        return true
    }

    /// Gathers the frame's effects before it is presented rather than after, for its cursor.
    private func gatherEffectsBeforePresenting() {
        guard let record = bookkeeping?.gatherFrom else { return }
        effects = FrameEffects(gatheringFrom: record)
        bookkeeping?.gatherFrom = nil
        cursor = effects.cursor
    }

    /// Diffs `canvas` against the last frame presented and hands the changes to the terminal;
    /// `built` is when building the frame started (for the timing log).
    private func present(_ canvas: Canvas, built: ContinuousClock.Instant) {
        let diffing = ContinuousClock.now
        let full = forceFullRedraw || previous?.size != canvas.size
        var scroll: FrameScroll?
        var runs: [FrameUpdate.Run]
        if full {
            runs = FrameDiff.allRuns(of: canvas)
        } else {
            if terminal.canScroll { scroll = FrameScroll.detect(from: previous!, to: canvas) }
            runs = FrameDiff.runs(from: previous!, to: canvas, after: scroll)
        }
        forceFullRedraw = false
        let update = FrameUpdate(canvas: canvas, runs: runs, isFullRedraw: full, cursor: cursor, scroll: scroll)
        let presenting = ContinuousClock.now
        terminal.present(update)
        if full {
            previous = canvas
        } else {
            // In place: sharing `canvas` would make the next partial frame copy all its cells.
            previous!.catchUp(to: canvas, runs: runs, scroll: scroll)
        }
        frameLog?.record(
            frame: frameCount, build: diffing - built, diff: presenting - diffing,
            present: .now - presenting, update: update, partial: lastFrameWasPartial)
        frameCount += 1
        if frameCount == 1 { runFirstFrameActions() }
    }

    private static func tooSmallCanvas(size: Size, minimum: Size) -> Canvas {
        var canvas = Canvas(size: size)
        // Words to wrap by; "(need WxH)" stays together on one line.
        let words = ["Terminal", "too", "small", "(need \(minimum.width)x\(minimum.height))"]
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > size.width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        let top = max(0, (size.height - lines.count) / 2)
        for (index, text) in lines.enumerated() {
            let x = max(0, (size.width - text.count) / 2)
            canvas.draw(text, at: Point(x: x, y: top + index), style: .bold, maxWidth: size.width - x)
        }
        return canvas
    }

    // MARK: Events

    /// Routes an event: keys and pastes to the focused view, then its ancestors; mouse events
    /// to the topmost view under the pointer; a resize redraws everything. Ctrl-C always quits,
    /// and so does q while the terminal is too small (no view is there to handle it).
    public func handle(_ event: Event) {
        // A key, a click or a resize during the hold: what there is goes on the screen now.
        releaseFirstFrame()
        if needsFrame { render(presenting: false, allowingPartial: true) }
        switch event {
        case .resize:
            forceFullRedraw = true
            setNeedsFrame()
        case .key(.control("c")):
            quit()
        case .key(.character("q")) where isTooSmall:
            quit()
        case .key, .paste:
            for entry in effects.keyHandlers.reversed() where effects.isOnFocusPath(entry) {
                if entry.handler(event) == .handled { break }
            }
        case .mouse(let mouse):
            for entry in effects.mouseHandlers.reversed() where entry.rect.contains(mouse.location) {
                if entry.handler(mouse, entry.rect) == .handled { break }
            }
        }
    }

    /// Redraws everything on the next frame (after the terminal was disturbed, e.g. resumed).
    public func invalidateScreen() {
        forceFullRedraw = true
        setNeedsFrame()
    }

    /// Live view nodes (views with state) after the last frame.
    public var liveNodeCount: Int { graph.nodeCount }
}

/// What a frame leaves for after it is on the screen, so the terminal gets it sooner: its
/// handlers, focus and animation deadline gathered from its records (unless the cursor needed
/// them first), the nodes of views no longer drawn dropped, and the records a partial frame
/// replaced and the pass's caches released.
@MainActor
private struct FrameBookkeeping {
    /// The record to gather the frame's effects from, or nil when they are gathered already.
    var gatherFrom: RenderRecord?
    /// The views a partial frame drew again (nil: the whole frame was drawn).
    let redrawn: [RenderRecord]?
    /// The records they replaced, kept until now.
    let replaced: [RenderRecord]
    /// The pass that drew the frame (its built bodies and measured sizes), kept until now.
    let pass: RenderContext
}
