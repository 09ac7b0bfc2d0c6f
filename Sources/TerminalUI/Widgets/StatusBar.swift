// StatusBar: the bottom line: what is happening on the left, hints on the right.

/// A key and what it does, for a status line: `? help` (the key in the theme's `key-hint`
/// style).
public struct KeyHint: Hashable, Sendable {
    public var key: String
    public var action: String

    /// `key` doing `action`.
    public init(key: String, action: String) {
        self.key = key
        self.action = action
    }

    /// Hints as plain text: `? help  / filter`.
    public static func text(_ hints: [KeyHint]) -> String {
        hints.map { $0.key + " " + $0.action }.joined(separator: "  ")
    }
}

/// One line in the theme's `status` style with `left` segments at the start and `right`
/// segments at the end, each group joined by ` │ `, and `hints` after the left segments (keys
/// in the `key-hint` style). The right side is kept whole when it fits; the left is truncated
/// first. With `isBusy` a spinner leads the left side; with `leftRole` (`.error`) the left side
/// is drawn in that style over the status line's.
///
///     StatusBar(left: ["Loading users"], right: ["cached 2m ago"], hints: [KeyHint(key: "?", action: "help")],
///               isBusy: true)
public struct StatusBar: PrimitiveView {
    let left: [String]
    let right: [String]
    let hints: [KeyHint]
    let isBusy: Bool
    let leftRole: Theme.Role?

    /// A status bar showing `left` and `right` segments and `hints`, with a spinner when `isBusy`.
    public init(
        left: [String] = [], right: [String] = [], hints: [KeyHint] = [], isBusy: Bool = false,
        leftRole: Theme.Role? = nil
    ) {
        self.left = left.filter { !$0.isEmpty }
        self.right = right.filter { !$0.isEmpty }
        self.hints = hints
        self.isBusy = isBusy
        self.leftRole = leftRole
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(
            width: proposal.width
                ?? (leftText(spinner: " ").displayWidth + KeyHint.text(hints).displayWidth
                    + rightText.displayWidth + 4),
            height: min(1, proposal.height ?? 1))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let theme = context.environment.theme
        let style = theme[.status]
        context.canvas.fill(line, style: style)
        var spinner = ""
        if isBusy {
            let elapsed = Spinner.elapsed(context: context)
            spinner = String(Spinner.frame(after: elapsed))
            Spinner.requestNextFrame(elapsed: elapsed, context: context)
        }
        let rightShown = rightText.truncated(toWidth: max(0, rect.width - 1))
        let rightWidth = rightShown.displayWidth
        let leftRoom = max(0, rect.width - rightWidth - (rightWidth > 0 ? 2 : 0) - 1)
        let leftShown = leftText(spinner: spinner).truncated(toWidth: leftRoom)
        context.canvas.draw(
            leftShown, at: Point(x: rect.minX + 1, y: rect.minY),
            style: leftRole.map { style.merging(theme[$0]) } ?? style, maxWidth: leftRoom)
        if !hints.isEmpty {
            drawHints(
                from: rect.minX + 1 + leftShown.displayWidth + (leftShown.isEmpty ? 0 : 2),
                to: rect.minX + 1 + leftRoom, y: rect.minY, style: style, keyStyle: style.merging(theme[.keyHint]),
                context: context)
        }
        if rightWidth > 0 {
            context.canvas.draw(
                rightShown, at: Point(x: rect.maxX - rightWidth - 1, y: rect.minY), style: style, maxWidth: rightWidth)
        }
    }

    /// Draws the hints from column `start`, cut with `…` at `end`.
    private func drawHints(from start: Int, to end: Int, y: Int, style: Style, keyStyle: Style, context: RenderContext)
    {
        let shown = KeyHint.text(hints).truncated(toWidth: max(0, end - start))
        guard !shown.isEmpty else { return }
        context.canvas.draw(shown, at: Point(x: start, y: y), style: style, maxWidth: end - start)
        // The keys over the text just drawn, as far as it reached.
        var x = start
        for hint in hints {
            let width = min(hint.key.displayWidth, start + shown.displayWidth - x)
            guard width > 0 else { break }
            context.canvas.applyStyle(keyStyle, to: Rect(x: x, y: y, width: width, height: 1))
            x += hint.key.displayWidth + 1 + hint.action.displayWidth + 2
        }
    }

    private func leftText(spinner: String) -> String {
        let text = left.joined(separator: " │ ")
        if spinner.isEmpty { return text }
        return text.isEmpty ? spinner : spinner + " " + text
    }

    private var rightText: String { right.joined(separator: " │ ") }
}
