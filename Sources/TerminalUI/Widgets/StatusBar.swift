// StatusBar: the bottom line: what is happening on the left, hints on the right.

/// One line in reverse video with `left` segments at the start and `right` segments at the end,
/// each group joined by ` │ `. The right side is kept whole when it fits; the left is truncated
/// first. With `isBusy` a spinner leads the left side.
///
///     StatusBar(left: ["Loading users"], right: ["cached 2m ago", "? help"], isBusy: true)
public struct StatusBar: PrimitiveView {
    let left: [String]
    let right: [String]
    let isBusy: Bool

    /// A status bar showing `left` and `right` segments, with a spinner when `isBusy`.
    public init(left: [String] = [], right: [String] = [], isBusy: Bool = false) {
        self.left = left.filter { !$0.isEmpty }
        self.right = right.filter { !$0.isEmpty }
        self.isBusy = isBusy
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? (leftText(spinner: " ").displayWidth + rightText.displayWidth + 2),
             height: min(1, proposal.height ?? 1))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let style = context.environment.resolve(.reverse)
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
        context.canvas.draw(leftShown, at: Point(x: rect.minX + 1, y: rect.minY), style: style, maxWidth: leftRoom)
        if rightWidth > 0 {
            context.canvas.draw(rightShown, at: Point(x: rect.maxX - rightWidth - 1, y: rect.minY), style: style, maxWidth: rightWidth)
        }
    }

    private func leftText(spinner: String) -> String {
        let text = left.joined(separator: " │ ")
        if spinner.isEmpty { return text }
        return text.isEmpty ? spinner : spinner + " " + text
    }

    private var rightText: String { right.joined(separator: " │ ") }
}
