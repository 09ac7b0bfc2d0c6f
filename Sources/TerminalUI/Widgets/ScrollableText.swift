// ScrollableText: long text word-wrapped to its width, scrolled by an offset.

/// How far a `ScrollableText` is scrolled, with the moves its keys make. The view clamps the
/// offset to the wrapped text when drawing.
public struct ScrollState: Hashable, Sendable {
    /// The first visible line.
    public var offset: Int
    /// The rows one page moves (the visible height last drawn).
    public var pageHeight: Int

    /// A state scrolled to `offset`.
    public init(offset: Int = 0, pageHeight: Int = 10) {
        self.offset = max(0, offset)
        self.pageHeight = max(1, pageHeight)
    }

    /// Scrolls `delta` lines down (negative: up); the view stops it at the end of the text.
    public mutating func scroll(by delta: Int) { offset = max(0, offset + delta) }

    /// Applies a scroll key through `keyMap` (by default j/k/Down/Up a line,
    /// PageDown/PageUp/Ctrl-D/Ctrl-U/Space a page, g/Home the top, G/End the bottom). Returns
    /// whether the key was one of these.
    public mutating func handleScrollKey(_ key: Key, keyMap: KeyMap = ScrollState.standardKeyMap) -> Bool {
        switch keyMap.action(for: key) {
        case "scroll.lineDown": scroll(by: 1)
        case "scroll.lineUp": scroll(by: -1)
        case "scroll.pageDown": scroll(by: pageHeight)
        case "scroll.pageUp": scroll(by: -pageHeight)
        case "scroll.top": offset = 0
        case "scroll.bottom": offset = Int.max / 2
        default: return false
        }
        return true
    }

    /// The scroll keys under "Reading", built once.
    public static let standardKeyMap = keyMap()

    /// The scroll keys under `section`, as `handleScrollKey(_:keyMap:)` acts on them.
    public static func keyMap(section: String = "Reading") -> KeyMap {
        KeyMap([
            KeyBinding(
                "scroll.lineDown", keys: [.character("j"), .down], description: "Scroll a line down",
                section: section, hint: "down"),
            KeyBinding(
                "scroll.lineUp", keys: [.character("k"), .up], description: "Scroll a line up",
                section: section, hint: "up"),
            KeyBinding(
                "scroll.pageDown", keys: [.pageDown, .control("d"), .character(" ")],
                description: "Scroll a page down", section: section, hint: "page down"),
            KeyBinding(
                "scroll.pageUp", keys: [.pageUp, .control("u")], description: "Scroll a page up",
                section: section, hint: "page up"),
            KeyBinding("scroll.top", keys: [.character("g"), .home], description: "Top", section: section),
            KeyBinding("scroll.bottom", keys: [.character("G"), .end], description: "Bottom", section: section),
        ])
    }

    /// Help lines for the scroll keys under `section`.
    public static func keyBindings(section: String = "Reading") -> [KeyBinding] { keyMap(section: section).help }
}

/// Text wrapped at word boundaries to the width it is given, showing the lines from the state's
/// offset, with a scroll bar when it overflows. With `onStateChange` it handles its scroll keys
/// and the mouse wheel and reports the clamped state. `lineRole` may pick a theme style for a
/// line by its text (the help's section headings).
public struct ScrollableText: PrimitiveView {
    let text: String
    let state: ScrollState
    let style: Style
    let keyMap: KeyMap
    let lineRole: (@MainActor (Substring) -> Theme.Role?)?
    let onStateChange: (@MainActor (ScrollState) -> Void)?

    /// Scrollable `text` at `state`'s offset, scrolled by the keys of `keyMap`.
    public init(
        _ text: String, state: ScrollState = ScrollState(), style: Style = .plain,
        keyMap: KeyMap = ScrollState.standardKeyMap,
        lineRole: (@MainActor (Substring) -> Theme.Role?)? = nil,
        onStateChange: (@MainActor (ScrollState) -> Void)? = nil
    ) {
        self.text = text
        self.state = state
        self.style = style
        self.keyMap = keyMap
        self.lineRole = lineRole
        self.onStateChange = onStateChange
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        guard let width = proposal.width else {
            let lines = text.lines
            return Size(width: lines.map { String($0).displayWidth }.max() ?? 0, height: proposal.height ?? lines.count)
        }
        return Size(width: width, height: proposal.height ?? text.wrapped(toWidth: width).count)
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        var lines = text.wrapped(toWidth: rect.width)
        let overflows = lines.count > rect.height
        if overflows { lines = text.wrapped(toWidth: max(1, rect.width - 1)) }
        var visible = state
        visible.pageHeight = rect.height
        visible.offset = min(state.offset, max(0, lines.count - rect.height))
        let drawn = context.environment.resolve(style)
        for row in 0..<min(rect.height, lines.count - visible.offset) {
            let line = lines[visible.offset + row]
            let role = lineRole?(Substring(line))
            context.canvas.draw(
                line, at: Point(x: rect.minX, y: rect.minY + row),
                style: role.map { context.environment.theme[$0].merging(drawn) } ?? drawn,
                maxWidth: overflows ? rect.width - 1 : rect.width)
        }
        if overflows {
            ScrollIndicator.draw(
                x: rect.maxX - 1, top: rect.minY, height: rect.height, offset: visible.offset,
                visible: rect.height, total: lines.count, context: context)
        }
        guard let onStateChange else { return }
        let maxOffset = max(0, lines.count - rect.height)
        let report: @MainActor (ScrollState) -> Void = { next in
            var clamped = next
            clamped.offset = min(clamped.offset, maxOffset)
            onStateChange(clamped)
        }
        context.addEventHandler { event in
            guard case .key(let key) = event else { return .ignored }
            var next = visible
            guard next.handleScrollKey(key, keyMap: keyMap) else { return .ignored }
            report(next)
            return .handled
        }
        context.addMouseHandler(in: rect) { mouse, _ in
            var next = visible
            switch mouse.action {
            case .scrollUp: next.scroll(by: -3)
            case .scrollDown: next.scroll(by: 3)
            default: return .ignored
            }
            report(next)
            return .handled
        }
    }
}
