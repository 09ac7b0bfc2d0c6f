// `.frame(...)`: fixed or flexible sizes around a view.

/// Gives its content a fixed size, or bounds within which it takes what it is offered.
public struct FrameView<Content: View>: PrimitiveView {
    let content: Content
    let width: Int?, height: Int?
    let minWidth: Int?, maxWidth: Int?, minHeight: Int?, maxHeight: Int?
    let alignment: Alignment

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        // A fixed length, or a bounded one with an offer, does not depend on the content: a
        // greedy frame (`maxWidth: .max`) offered a size takes it without measuring its subtree.
        let ownWidth = Self.lengthIgnoringChild(proposed: proposal.width, fixed: width, min: minWidth, max: maxWidth)
        let ownHeight = Self.lengthIgnoringChild(
            proposed: proposal.height, fixed: height, min: minHeight, max: maxHeight)
        if let ownWidth, let ownHeight { return Size(width: ownWidth, height: ownHeight) }
        let child = context.sizeThatFits(content, proposal: childProposal(proposal))
        return Size(
            width: ownWidth
                ?? Self.length(proposed: proposal.width, child: child.width, fixed: width, min: minWidth, max: maxWidth),
            height: ownHeight
                ?? Self.length(
                    proposed: proposal.height, child: child.height, fixed: height, min: minHeight, max: maxHeight))
    }

    /// The length on one axis when it does not depend on the content, else nil.
    private static func lengthIgnoringChild(proposed: Int?, fixed: Int?, min: Int?, max: Int?) -> Int? {
        if let fixed { return fixed }
        guard let proposed, max != nil else { return nil }
        return clamp(proposed, min: min, max: max)
    }

    public func render(in rect: Rect, context: RenderContext) {
        let child = context.sizeThatFits(content, proposal: childProposal(ProposedSize(rect.size)))
        context.render(content, in: alignment.place(child, in: rect))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: width ?? proposal.width.map { Self.clamp($0, min: minWidth, max: maxWidth) },
            height: height ?? proposal.height.map { Self.clamp($0, min: minHeight, max: maxHeight) })
    }

    private static func length(proposed: Int?, child: Int, fixed: Int?, min: Int?, max: Int?) -> Int {
        if let fixed { return fixed }
        if min == nil && max == nil { return child }
        let wanted = (proposed != nil && max != nil) ? proposed! : child
        return clamp(wanted, min: min, max: max)
    }

    private static func clamp(_ value: Int, min lower: Int?, max upper: Int?) -> Int {
        Swift.max(lower ?? 0, Swift.min(value, upper ?? Int.max))
    }
}

extension View {
    /// Gives this view exactly `width` columns and/or `height` rows (nil keeps its own size).
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .topLeading) -> FrameView<Self> {
        FrameView(
            content: self, width: width, height: height, minWidth: nil, maxWidth: nil,
            minHeight: nil, maxHeight: nil, alignment: alignment)
    }

    /// Lets this view take what it is offered within bounds: `.frame(maxWidth: .max)` fills the
    /// width it is given, and makes the view flexible in a stack.
    public func frame(
        minWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil, maxHeight: Int? = nil,
        alignment: Alignment = .topLeading
    ) -> FrameView<Self> {
        FrameView(
            content: self, width: nil, height: nil, minWidth: minWidth, maxWidth: maxWidth,
            minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)
    }
}
