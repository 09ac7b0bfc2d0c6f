// Spinner: a busy indicator that turns while something loads, driven by the frame clock.

/// A braille spinner in the theme's `accent` style, optionally followed by a label. Its frame follows the time since it first
/// appeared, and it asks for the next frame 100 ms later, so it keeps turning while work runs
/// off the main actor.
public struct Spinner: PrimitiveView {
    /// The frames, one every 100 ms.
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each frame shows.
    public static let interval: Duration = .milliseconds(100)

    let label: String

    /// A spinner followed by `label` (none when empty).
    public init(_ label: String = "") { self.label = label }

    /// The frame to show `elapsed` after the spinner appeared.
    public static func frame(after elapsed: Duration) -> Character {
        let ticks = max(0, Int(elapsed / interval))
        return frames[ticks % frames.count]
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let width = label.isEmpty ? 1 : 2 + label.displayWidth
        return Size(width: min(width, proposal.width ?? width), height: min(1, proposal.height ?? 1))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let elapsed = Self.elapsed(context: context)
        let text = label.isEmpty ? String(Self.frame(after: elapsed)) : "\(Self.frame(after: elapsed)) \(label)"
        context.canvas.draw(
            text.truncated(toWidth: rect.width), at: rect.origin, style: context.environment.theme[.accent],
            maxWidth: rect.width)
        Self.requestNextFrame(elapsed: elapsed, context: context)
    }

    /// Time since the view drawing now first drew a spinner (kept in its view node).
    static func elapsed(context: RenderContext) -> Duration {
        let key = "TerminalUI.Spinner.start"
        let node = context.currentNode
        if let start = node.value(forKey: key, as: ContinuousClock.Instant.self) { return context.time - start }
        node.setValue(context.time, forKey: key)
        return .zero
    }

    /// Asks for a redraw when the next frame is due.
    static func requestNextFrame(elapsed: Duration, context: RenderContext) {
        let ticks = max(0, Int(elapsed / interval))
        context.requestRedraw(at: context.time + (interval * (ticks + 1) - elapsed))
    }
}
