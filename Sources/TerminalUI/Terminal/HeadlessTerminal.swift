// An in-memory terminal for tests: fixed size, scripted events, the screen as text.

/// A terminal that keeps the screen in memory. Tests render to it, feed it events and read
/// `screenText`; it counts frames and the cells each frame changed.
@MainActor
public final class HeadlessTerminal: Terminal {
    public var size: Size
    public var supportsColor: Bool
    /// The colours it has: 256 by default (`.none` without colour); tests set others.
    public var colorDepth: ColorDepth
    /// Whether symbols such as `▲` can be drawn (false stands for a terminal in the C locale).
    public var drawsUnicodeSymbols = true
    public var inputFileDescriptor: Int32? { nil }
    /// The screen as last presented.
    public private(set) var screen: Canvas
    /// Where the cursor is shown, or nil when hidden.
    public private(set) var cursor: Point?
    /// Every frame update received, oldest first.
    public private(set) var updates: [FrameUpdate] = []
    /// Whether `start()` was called without a matching `stop()`.
    public private(set) var isActive = false
    /// Every `writeRaw` call's bytes, oldest first.
    public private(set) var rawWrites: [[UInt8]] = []
    private var queued: [Event] = []

    public init(size: Size = Size(width: 80, height: 24), supportsColor: Bool = true, colorDepth: ColorDepth? = nil) {
        self.size = size
        self.supportsColor = supportsColor
        self.colorDepth = supportsColor ? colorDepth ?? .palette256 : .none
        self.screen = Canvas(size: size)
    }

    public func start() throws { isActive = true }
    public func stop() { isActive = false }

    public func present(_ update: FrameUpdate) {
        updates.append(update)
        screen = update.canvas
        cursor = update.cursor
    }

    public func writeRaw(_ bytes: [UInt8]) { rawWrites.append(bytes) }

    /// Queues events for the next `pendingEvents()`.
    public func enqueue(_ events: Event...) { queued.append(contentsOf: events) }

    public func pendingEvents() -> [Event] {
        defer { queued.removeAll() }
        return queued
    }

    /// The screen as text, one line per row, trailing spaces removed.
    public var screenText: String { screen.text }

    /// Number of cells the last frame sent.
    public var cellsInLastUpdate: Int { updates.last?.runs.reduce(0) { $0 + $1.columns.count } ?? 0 }
}
