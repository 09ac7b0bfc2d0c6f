// The runtime: renders the root view inside observation tracking, diffs frames, routes events.
import Foundation
import Observation

/// Marks the main queue, so observation callbacks can tell they already run on the main actor.
private let mainQueueKey = DispatchSpecificKey<Bool>()

/// Runs a view tree on a terminal. Each frame renders inside `withObservationTracking`; a change
/// to anything a view read marks the application dirty and asks for one coalesced frame.
@MainActor
public final class Application {
    private let terminal: any Terminal
    private let root: @MainActor () -> AnyView
    private let graph = ViewGraph()
    private var environment: Environment
    /// Whether the caller allows colours; the terminal only knows whether it has them once started.
    private let wantsColor: Bool
    private let minimumSize: Size
    private var previous: Canvas?
    private var keyHandlers: [RenderContext.KeyHandlerEntry] = []
    private var identityChains: [Int] = []
    private var mouseHandlers: [RenderContext.MouseHandlerEntry] = []
    private var focusChain: [Int]?
    /// Whether the last frame was the "Terminal too small" notice (no view is on screen then).
    private var isTooSmall = false

    /// Whether something changed since the last frame.
    public private(set) var needsFrame = true
    /// Frames rendered so far.
    public private(set) var frameCount = 0
    /// Set by `quit()`; the run loop stops when it sees it.
    public private(set) var isQuitRequested = false
    /// Called when a frame is needed; the run loop schedules `renderFrame()`. When nil, the
    /// application schedules the frame on the main actor itself.
    public var onFrameNeeded: (@MainActor () -> Void)?
    /// Where to record each frame's timings, if anywhere.
    public var frameLog: FrameTimingLog?
    /// When an animation (a spinner) wants the next frame, or nil.
    public private(set) var nextAnimationDeadline: ContinuousClock.Instant?
    private var frameScheduled = false
    private var hasUnpresentedFrame = false
    private var forceFullRedraw = true

    /// Creates the application. `minimumSize` is the smallest terminal the UI can use; below it
    /// the screen says `Terminal too small (need WxH)`.
    public init(terminal: any Terminal, environment: Environment = Environment(),
                minimumSize: Size = Size(width: 40, height: 12), root: @escaping @MainActor () -> AnyView) {
        self.terminal = terminal
        self.environment = environment
        self.minimumSize = minimumSize
        self.root = root
        self.wantsColor = environment.supportsColor
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        self.environment.quit = { [weak self] in self?.quit() }
    }

    /// Creates the application from a view-building closure.
    public convenience init<Root: View>(terminal: any Terminal, environment: Environment = Environment(),
                                        minimumSize: Size = Size(width: 40, height: 12),
                                        root: @escaping @MainActor () -> Root) {
        self.init(terminal: terminal, environment: environment, minimumSize: minimumSize) { AnyView(root()) }
    }

    /// Asks the terminal to stop after the current event.
    public func quit() { isQuitRequested = true }

    /// Marks the screen dirty and asks for a frame (coalesced: many calls, one frame).
    public func setNeedsFrame() {
        needsFrame = true
        guard !frameScheduled else { return }
        frameScheduled = true
        if let onFrameNeeded {
            onFrameNeeded()
        } else {
            Task { @MainActor [weak self] in self?.renderFrameIfNeeded() }
        }
    }

    /// Renders a frame if anything changed since the last one.
    public func renderFrameIfNeeded() {
        frameScheduled = false
        if needsFrame || hasUnpresentedFrame { renderFrame() }
    }

    /// Renders and presents a frame now.
    public func renderFrame() {
        render(presenting: true)
    }

    /// Renders the view tree; presents it too unless only the event handlers need refreshing
    /// (several events arrived together: each must see the state the previous one left).
    private func render(presenting: Bool) {
        let started = ContinuousClock.now
        frameScheduled = false
        needsFrame = false
        hasUnpresentedFrame = !presenting
        let size = terminal.size
        var canvas: Canvas
        environment.supportsColor = wantsColor && terminal.supportsColor
        // The context owns the only copy of the new canvas, so drawing never copies its cells.
        let context = RenderContext(canvas: Canvas(size: size), environment: environment, graph: graph, time: .now)
        graph.beginFrame()
        isTooSmall = size.width < minimumSize.width || size.height < minimumSize.height
        if isTooSmall {
            canvas = Self.tooSmallCanvas(size: size, minimum: minimumSize)
            keyHandlers = []
            identityChains = []
            mouseHandlers = []
            focusChain = nil
            nextAnimationDeadline = nil
        } else {
            withObservationTracking {
                context.render(root(), in: Rect(origin: .zero, size: size))
            } onChange: { [weak self] in
                Self.observedChange(self)
            }
            canvas = context.canvas
            keyHandlers = context.keyHandlers
            identityChains = context.identityChains
            mouseHandlers = context.mouseHandlers
            focusChain = context.focusChain
            nextAnimationDeadline = context.redrawDeadline
        }
        graph.endFrame()
        guard presenting else { return }
        present(canvas, cursor: context.cursor, built: started)
        frameCount += 1
    }

    /// Called from `withObservationTracking` (in `willSet`, on whatever thread mutated): only
    /// marks the application dirty; the frame itself runs later and reads the new values.
    private nonisolated static func observedChange(_ application: Application?) {
        guard let application else { return }
        if DispatchQueue.getSpecific(key: mainQueueKey) == true {
            MainActor.assumeIsolated { application.setNeedsFrame() }
        } else {
            Task { @MainActor in application.setNeedsFrame() }
        }
    }

    /// Diffs `canvas` against the last frame and hands the changes to the terminal; `built` is
    /// when building the frame started (for the timing log).
    private func present(_ canvas: Canvas, cursor: Point?, built: ContinuousClock.Instant) {
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
        previous = canvas
        let update = FrameUpdate(canvas: canvas, runs: runs, isFullRedraw: full, cursor: cursor, scroll: scroll)
        let presenting = ContinuousClock.now
        terminal.present(update)
        frameLog?.record(frame: frameCount, build: diffing - built, diff: presenting - diffing,
                         present: .now - presenting, update: update)
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
        if needsFrame { render(presenting: false) }
        switch event {
        case .resize:
            forceFullRedraw = true
            setNeedsFrame()
        case .key(.control("c")):
            quit()
        case .key(.character("q")) where isTooSmall:
            quit()
        case .key, .paste:
            for entry in keyHandlers.reversed() where isOnFocusPath(entry) {
                if entry.handler(event) == .handled { break }
            }
        case .mouse(let mouse):
            for entry in mouseHandlers.reversed() where entry.rect.contains(mouse.location) {
                if entry.handler(mouse, entry.rect) == .handled { break }
            }
        }
    }

    /// Redraws everything on the next frame (after the terminal was disturbed, e.g. resumed).
    public func invalidateScreen() {
        forceFullRedraw = true
        setNeedsFrame()
    }

    /// Whether the handler's view is the focused view, one of its ancestors or in its subtree
    /// (always, when nothing is focused). Identities hash the whole path from the root, so the
    /// two paths agree up to the shorter one when their identities agree there.
    private func isOnFocusPath(_ entry: RenderContext.KeyHandlerEntry) -> Bool {
        guard let focusChain else { return true }
        let depth = min(entry.depth, focusChain.count)
        return identityChains[entry.chainStart + depth - 1] == focusChain[depth - 1]
    }

    /// Live view nodes (views with state) after the last frame.
    public var liveNodeCount: Int { graph.nodeCount }
}
