// ListView: a virtualised, selectable list that draws only its visible rows.

/// A selectable list over `count` items whose rows come from `row(index)`; only the rows on
/// screen are built, so a million items cost what a screenful does. The selected row is drawn
/// in the theme's `selection` style and kept visible; a scroll bar shows when the items overflow.
///
/// With `onStateChange` the list handles its own keys (its `keyMap`, by default
/// `ListKeyBindings.standard`) and the mouse (click selects, double-click activates, wheel
/// scrolls) and reports the new state; the open key (Enter) and double-click call `onActivate`.
///
///     ListView(count: viewModel.users.count, state: viewModel.list,
///              onStateChange: { viewModel.list = $0 }, onActivate: { viewModel.open($0) }) { index in
///         Text(viewModel.users[index].name)
///     }
public struct ListView<Row: View>: PrimitiveView {
    let count: Int
    let state: ListState
    let emptyMessage: String
    let keyMap: KeyMap
    let onStateChange: (@MainActor (ListState) -> Void)?
    let onActivate: (@MainActor (Int) -> Void)?
    let row: @MainActor (Int) -> Row

    /// A list of `count` rows built by `row`, showing `emptyMessage` when there are none.
    public init(
        count: Int, state: ListState, emptyMessage: String = "",
        keyMap: KeyMap = ListKeyBindings.standard,
        onStateChange: (@MainActor (ListState) -> Void)? = nil,
        onActivate: (@MainActor (Int) -> Void)? = nil,
        row: @escaping @MainActor (Int) -> Row
    ) {
        self.count = count
        self.state = state
        self.emptyMessage = emptyMessage
        self.keyMap = keyMap
        self.onStateChange = onStateChange
        self.onActivate = onActivate
        self.row = row
    }

    /// The state as drawn in a viewport `height` rows tall: clamped and scrolled to the selection.
    public func visibleState(height: Int) -> ListState {
        var visible = state
        visible.clamp(count: count)
        visible.ensureVisible(height: height)
        return visible
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let visible = visibleState(height: rect.height)
        installHandlers(in: rect, state: visible, context: context)
        guard count > 0 else {
            context.canvas.draw(
                emptyMessage.truncated(toWidth: rect.width), at: rect.origin,
                style: context.environment.theme[.muted], maxWidth: rect.width)
            return
        }
        let overflows = count > rect.height
        let rowWidth = overflows ? rect.width - 1 : rect.width
        let last = min(count, visible.offset + rect.height)
        let selected = context.environment.theme[.selection]
        // Rows are built inside one tracked scope, so what a row closure reads redraws the list.
        context.build {
            for index in visible.offset..<last {
                let rowRect = Rect(x: rect.minX, y: rect.minY + index - visible.offset, width: rowWidth, height: 1)
                context.render(row(index), id: ChildID(index), in: rowRect)
                if index == visible.selection {
                    context.markLayered(rowRect)
                    context.canvas.applyStyle(selected, to: rowRect)
                }
            }
        }
        if overflows {
            ScrollIndicator.draw(
                x: rect.maxX - 1, top: rect.minY, height: rect.height, offset: visible.offset,
                visible: rect.height, total: count, context: context)
        }
    }

    private func installHandlers(in rect: Rect, state visible: ListState, context: RenderContext) {
        guard let onStateChange else { return }
        let count = count
        let onActivate = onActivate
        let keyMap = keyMap
        context.addEventHandler { event in
            guard case .key(let key) = event, let name = keyMap.action(for: key),
                let action = ListAction(rawValue: name)
            else { return .ignored }
            guard action != .open else {
                guard count > 0, let onActivate else { return .ignored }
                onActivate(visible.selection)
                return .handled
            }
            var next = visible
            next.perform(action)
            onStateChange(next)
            return .handled
        }
        context.addMouseHandler(in: rect) { mouse, area in
            var next = visible
            switch mouse.action {
            case .scrollUp: next.scroll(by: -3)
            case .scrollDown: next.scroll(by: 3)
            case .press, .doubleClick:
                let index = visible.offset + mouse.location.y - area.minY
                guard index >= 0, index < count else { return .ignored }
                next.select(index)
                onStateChange(next)
                if mouse.action == .doubleClick { onActivate?(index) }
                return .handled
            case .release: return .ignored
            }
            onStateChange(next)
            return .handled
        }
    }
}
