// The layout engine shared by VStack and HStack: rigid children get their ideal length along the
// stack's axis, flexible ones share what is left.

/// Lays out a stack's children along one axis. A child is flexible when its length changes
/// when offered the whole stack: it grows into it (a `Spacer`, a list, `.frame(maxHeight: .max)`)
/// or its ideal length does not fit (long text);
/// rigid children get their ideal length, flexible ones split the rest, the least greedy first.
/// Results are cached per frame and proposal, so a stack measured by its parent and then drawn
/// measures its children once.
@MainActor
struct StackLayout {
    /// The sizes chosen for a proposal.
    struct Result {
        var size: Size
        var childSizes: [Size]
    }

    let axis: Axis
    let spacing: Int

    /// The layout of `elements` for `proposal`, from this frame's cache when already computed.
    func layout(_ elements: [ViewList.Element], proposal: ProposedSize, context: RenderContext) -> Result {
        let node = context.currentNode
        let cache =
            node.stackLayout
            ?? {
                let created = StackLayoutCache()
                node.stackLayout = created
                return created
            }()
        if cache.frameTime != context.time {
            cache.frameTime = context.time
            cache.results.removeAll(keepingCapacity: true)
        }
        if let known = cache.results[proposal], known.childSizes.count == elements.count { return known }
        let result = compute(elements, proposal: proposal, context: context)
        cache.results[proposal] = result
        return result
    }

    /// Draws `elements` in `rect`, placed across the axis by `alignment`.
    func render(_ elements: [ViewList.Element], in rect: Rect, alignment: Alignment, context: RenderContext) {
        let result = layout(elements, proposal: ProposedSize(rect.size), context: context)
        var position = axis == .vertical ? rect.minY : rect.minX
        let end = axis == .vertical ? rect.maxY : rect.maxX
        withAxis(context) {
            for (element, size) in zip(elements, result.childSizes) {
                guard position < end else { break }
                let length = min(main(size), end - position)
                let childRect: Rect
                if axis == .vertical {
                    let width = min(size.width, rect.width)
                    let x = rect.minX + alignment.horizontal.offset(width: width, in: rect.width)
                    childRect = Rect(x: x, y: position, width: width, height: length)
                } else {
                    let height = min(size.height, rect.height)
                    let y = rect.minY + alignment.vertical.offset(height: height, in: rect.height)
                    childRect = Rect(x: position, y: y, width: length, height: height)
                }
                context.render(element.view, id: element.id, in: childRect)
                position += length + spacing
            }
        }
    }

    private func compute(_ elements: [ViewList.Element], proposal: ProposedSize, context: RenderContext) -> Result {
        let crossProposal = axis == .vertical ? proposal.width : proposal.height
        let mainProposal = axis == .vertical ? proposal.height : proposal.width
        let totalSpacing = spacing * max(0, elements.count - 1)
        return withAxis(context) {
            var sizes = elements.map { measure($0, main: nil, cross: crossProposal, context: context) }
            if let available = mainProposal {
                var flexible: [(index: Int, full: Size)] = []
                var rigidLength = 0
                for (index, element) in elements.enumerated() {
                    let full = measure(element, main: available, cross: crossProposal, context: context)
                    // Flexible: it adapts to what it is offered (grows into it, or shrinks into
                    // it when its ideal length would not fit).
                    if main(full) != main(sizes[index]) {
                        flexible.append((index, full))
                    } else {
                        rigidLength += main(sizes[index])
                    }
                }
                var remaining = max(0, available - totalSpacing - rigidLength)
                flexible.sort { main($0.full) < main($1.full) }
                for (offset, child) in flexible.enumerated() {
                    let share = remaining / (flexible.count - offset)
                    let length = min(main(child.full), share)
                    sizes[child.index] = make(main: length, cross: cross(child.full))
                    remaining -= length
                }
            }
            var length = totalSpacing
            var breadth = 0
            for size in sizes {
                length += main(size)
                breadth = max(breadth, cross(size))
            }
            if let mainProposal { length = min(length, mainProposal) }
            if let crossProposal { breadth = min(breadth, crossProposal) }
            return Result(size: make(main: length, cross: breadth), childSizes: sizes)
        }
    }

    private func measure(_ element: ViewList.Element, main: Int?, cross: Int?, context: RenderContext) -> Size {
        let proposal =
            axis == .vertical ? ProposedSize(width: cross, height: main) : ProposedSize(width: main, height: cross)
        return context.sizeThatFits(element.view, id: element.id, proposal: proposal)
    }

    private func withAxis<R>(_ context: RenderContext, _ body: () -> R) -> R {
        context.withEnvironment({ $0.stackAxis = axis }, body)
    }

    private func main(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
    private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
    private func make(main: Int, cross: Int) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}

/// One stack's layouts for the current frame, kept in its view node.
@MainActor
final class StackLayoutCache {
    var frameTime: ContinuousClock.Instant?
    var results: [ProposedSize: StackLayout.Result] = [:]
}
