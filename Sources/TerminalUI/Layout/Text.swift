// Text: one or more lines of styled text, truncated with an ellipsis or word-wrapped.

/// Lines of text in one style. Newlines start new lines; each line is cut with `…` when it does
/// not fit, or word-wrapped with `.wrapping()`. The text is sanitised when drawn, so it may come
/// straight from the network.
///
///     Text("Users (10)").bold()
///     Text(post.body).wrapping()
///     Text("City not found").themed(.error)
public struct Text: PrimitiveView {
    /// The string shown.
    public var content: String
    /// The style of every cell of the text (over the theme's style for `role`, if any).
    public var textStyle: Style
    /// The theme's named style the text is drawn in, or nil.
    public var role: Theme.Role?
    /// Whether long lines wrap at word boundaries instead of being truncated.
    public var isWrapping: Bool

    /// Text showing `content`.
    public init(_ content: String, style: Style = .plain) {
        self.content = content
        self.textStyle = style
        self.isWrapping = false
    }

    /// The same text in the theme's style for `role`, with its own style merged over it.
    public func themed(_ role: Theme.Role) -> Text {
        var copy = self
        copy.role = role
        return copy
    }

    /// The same text in bold.
    public func bold() -> Text { style(.bold) }

    /// The same text in `color` (drawn as-is in monochrome, so pair it with an attribute when
    /// the colour carries meaning).
    public func foregroundColor(_ color: Color) -> Text { style(Style(foreground: color)) }

    /// The same text with `style` merged over its style.
    public func style(_ style: Style) -> Text {
        var copy = self
        copy.textStyle = textStyle.merging(style)
        return copy
    }

    /// The same text, word-wrapped to the width it is given instead of truncated.
    public func wrapping(_ wraps: Bool = true) -> Text {
        var copy = self
        copy.isWrapping = wraps
        return copy
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let lines = layoutLines(width: proposal.width)
        var width = 0
        for line in lines { width = max(width, line.displayWidth) }
        if let proposed = proposal.width { width = min(width, proposed) }
        let height = min(lines.count, proposal.height ?? lines.count)
        return Size(width: width, height: height)
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        var style = context.environment.resolve(textStyle)
        if let role { style = context.environment.theme[role].merging(style) }
        for (row, line) in layoutLines(width: rect.width).prefix(rect.height).enumerated() {
            context.canvas.draw(
                line, at: Point(x: rect.minX, y: rect.minY + row), style: style,
                truncatingToWidth: rect.width)
        }
    }

    /// The lines drawn at `width` (unbounded when nil).
    private func layoutLines(width: Int?) -> [String] {
        if isWrapping, let width { return content.wrapped(toWidth: width) }
        return content.lines.map(String.init)
    }
}
