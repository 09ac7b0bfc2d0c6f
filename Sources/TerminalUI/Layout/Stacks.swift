// VStack, HStack and ZStack: the containers screens are built from.

/// Children one above the other, `spacing` rows apart, aligned by `alignment` across.
///
///     VStack(spacing: 1) { Text("Users").bold(); ListView(...) }
public struct VStack: PrimitiveView {
    let alignment: HorizontalAlignment
    let layout: StackLayout
    let content: ViewList

    /// A vertical stack of the views `content` builds.
    public init(alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.layout = StackLayout(axis: .vertical, spacing: spacing)
        self.content = content()
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        layout.layout(content.elements, proposal: proposal, context: context).size
    }

    public func render(in rect: Rect, context: RenderContext) {
        layout.render(
            content.elements, in: rect, alignment: Alignment(horizontal: alignment, vertical: .top), context: context)
    }
}

/// Children side by side, `spacing` columns apart, aligned by `alignment` across.
///
///     HStack { Text("Users"); Spacer(); Text("? help") }
public struct HStack: PrimitiveView {
    let alignment: VerticalAlignment
    let layout: StackLayout
    let content: ViewList

    /// A horizontal stack of the views `content` builds.
    public init(alignment: VerticalAlignment = .top, spacing: Int = 0, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.layout = StackLayout(axis: .horizontal, spacing: spacing)
        self.content = content()
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        layout.layout(content.elements, proposal: proposal, context: context).size
    }

    public func render(in rect: Rect, context: RenderContext) {
        layout.render(
            content.elements, in: rect, alignment: Alignment(horizontal: .leading, vertical: alignment),
            context: context)
    }
}

/// Children drawn on top of each other, later ones over earlier ones, each placed by `alignment`.
public struct ZStack: PrimitiveView {
    let alignment: Alignment
    let content: ViewList

    /// Layers the views `content` builds.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewList) {
        self.alignment = alignment
        self.content = content()
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        context.withEnvironment({ $0.stackAxis = nil }) {
            content.elements.reduce(Size.zero) { size, element in
                let child = context.sizeThatFits(element.view, id: element.id, proposal: proposal)
                return Size(width: max(size.width, child.width), height: max(size.height, child.height))
            }
        }
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.withEnvironment({ $0.stackAxis = nil }) {
            for (position, element) in content.elements.enumerated() {
                let size = context.sizeThatFits(element.view, id: element.id, proposal: ProposedSize(rect.size))
                let placed = alignment.place(size, in: rect)
                // Every layer after the first is drawn over the ones before it.
                if position > 0 { context.markLayered(placed) }
                context.render(element.view, id: element.id, in: placed)
            }
        }
    }
}
