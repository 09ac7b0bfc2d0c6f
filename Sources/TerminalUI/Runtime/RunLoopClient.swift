// What the terminal run loop drives: the application's frames, events and quit state.

/// The side of the application the run loop talks to. `Application` conforms.
@MainActor
public protocol RunLoopClient: AnyObject {
    /// Renders and presents a frame now (first frame, animation ticks).
    func renderFrame()
    /// Renders a frame if anything changed since the last one.
    func renderFrameIfNeeded()
    /// Routes one input event.
    func handle(_ event: Event)
    /// Forces the next frame to repaint everything (after the terminal was disturbed).
    func invalidateScreen()
    /// Asks the run loop to stop.
    func quit()
    /// Whether `quit()` was called.
    var isQuitRequested: Bool { get }
    /// Called by the client when state changed; the run loop schedules one frame.
    var onFrameNeeded: (@MainActor () -> Void)? { get set }
    /// When an animation wants the next frame, or nil.
    var nextAnimationDeadline: ContinuousClock.Instant? { get }
    /// The clock deadlines are read on; the run loop waits for them on it.
    var clock: any TimeSource { get }
}

extension RunLoopClient {
    /// The system's continuous clock.
    public var clock: any TimeSource { ContinuousClock() }
}

extension Application: RunLoopClient {}
