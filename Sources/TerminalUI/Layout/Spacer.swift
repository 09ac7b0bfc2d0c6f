// Spacer: flexible empty space along the axis of the stack it is in.

/// Empty space that grows along its stack's axis, pushing its siblings apart:
///
///     HStack { Text("Users"); Spacer(); Text("q quit") }
public struct Spacer: PrimitiveView {
    /// The least space it takes along the stack's axis.
    public var minLength: Int

    /// A spacer at least `minLength` cells long.
    public init(minLength: Int = 0) { self.minLength = minLength }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        switch context.environment.stackAxis {
        case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
        }
    }

    public func render(in rect: Rect, context: RenderContext) {}
}

/// A one-cell line across its stack: `─` in a vertical stack, `│` in a horizontal one.
public struct Divider: PrimitiveView {
    /// The style of the line; nil for the theme's `muted` style.
    public var style: Style?

    /// A divider drawn in `style` (nil: the theme's `muted`).
    public init(style: Style? = nil) { self.style = style }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        if context.environment.stackAxis == .horizontal {
            return Size(width: 1, height: proposal.height ?? 1)
        }
        return Size(width: proposal.width ?? 1, height: 1)
    }

    public func render(in rect: Rect, context: RenderContext) {
        let style = style.map(context.environment.resolve) ?? context.environment.theme[.muted]
        if context.environment.stackAxis == .horizontal {
            for y in rect.minY..<rect.maxY { context.canvas.draw("│", at: Point(x: rect.minX, y: y), style: style) }
        } else {
            context.canvas.draw(String(repeating: "─", count: rect.width), at: rect.origin, style: style)
        }
    }
}
