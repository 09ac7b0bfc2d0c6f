// The boundary between the framework and a real or simulated terminal.

/// One frame's output: the new canvas and which runs of cells changed since the last frame.
public struct FrameUpdate: Sendable {
    /// A horizontal run of changed cells on one row.
    public struct Run: Hashable, Sendable {
        public var row: Int
        public var columns: Range<Int>
        public init(row: Int, columns: Range<Int>) {
            self.row = row
            self.columns = columns
        }
    }
    public var canvas: Canvas
    /// Changed runs, top to bottom, left to right. Every cell is listed when `isFullRedraw`.
    public var runs: [Run]
    /// Whether the terminal must repaint everything (first frame, after a resize).
    public var isFullRedraw: Bool
    /// Where to show the cursor, or nil to hide it.
    public var cursor: Point?
    /// Rows to scroll before the runs are drawn (the runs are the changes after scrolling).
    public var scroll: FrameScroll?

    public init(canvas: Canvas, runs: [Run], isFullRedraw: Bool, cursor: Point?, scroll: FrameScroll? = nil) {
        self.canvas = canvas
        self.runs = runs
        self.isFullRedraw = isFullRedraw
        self.cursor = cursor
        self.scroll = scroll
    }
}

/// A terminal the run loop draws on and reads events from. Implemented by the ncurses backend
/// and by `HeadlessTerminal` for tests.
@MainActor
public protocol Terminal: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Whether colours may be used (false for `NO_COLOR`, `--no-color` or a monochrome terminal).
    var supportsColor: Bool { get }
    /// How many colours the terminal shows (`.none` when `supportsColor` is false).
    var colorDepth: ColorDepth { get }
    /// Whether `present` honours `FrameUpdate.scroll` (else every changed cell is sent as a run).
    var canScroll: Bool { get }
    /// Whether symbols beyond ASCII and line drawing (`▲`, `▼`) can be shown; when not, views
    /// draw an ASCII stand-in (`^`, `v`).
    var drawsUnicodeSymbols: Bool { get }
    /// A file descriptor that becomes readable when input is waiting, or nil when events are
    /// pushed by other means (headless).
    var inputFileDescriptor: Int32? { get }
    /// Takes over the screen (alternate screen, raw input, hidden cursor).
    func start() throws
    /// Gives the screen back exactly as it was. Safe to call more than once.
    func stop()
    /// Sends one frame's changes.
    func present(_ update: FrameUpdate)
    /// Every event that is waiting, without blocking.
    func pendingEvents() -> [Event]
    /// When `pendingEvents()` should be called even if no input arrives (an unfinished
    /// bracketed paste ends after a silence), or nil.
    var inputDeadline: ContinuousClock.Instant? { get }
    /// Sends bytes to the terminal as they are, between frames: escape sequences that draw
    /// nothing, such as OSC 52 (copy to the clipboard).
    func writeRaw(_ bytes: [UInt8])
}

extension Terminal {
    /// Sixteen colours when the terminal has colour at all.
    public var colorDepth: ColorDepth { supportsColor ? .sixteen : .none }
    public var canScroll: Bool { false }
    public var drawsUnicodeSymbols: Bool { true }
    public var inputDeadline: ContinuousClock.Instant? { nil }
    /// Terminals without an output of their own drop raw bytes.
    public func writeRaw(_ bytes: [UInt8]) {}
}
