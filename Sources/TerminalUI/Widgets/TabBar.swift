// TabBar: the row of screen titles at the top, with the selected one highlighted.

/// A row of tab titles, ` Users  Posts  Weather `, in the theme's `tab` style and the selected
/// one in `tab-selected`.
/// Clicking a title calls `onSelect` with its index.
public struct TabBar: PrimitiveView {
    let titles: [String]
    let selection: Int
    let onSelect: (@MainActor (Int) -> Void)?

    /// Tabs named `titles` with `selection` highlighted.
    public init(titles: [String], selection: Int, onSelect: (@MainActor (Int) -> Void)? = nil) {
        self.titles = titles
        self.selection = selection
        self.onSelect = onSelect
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let width = titles.reduce(0) { $0 + $1.displayWidth + 2 }
        return Size(width: min(width, proposal.width ?? width), height: min(1, proposal.height ?? 1))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        var x = rect.minX
        var spans: [(range: Range<Int>, index: Int)] = []
        for (index, title) in titles.enumerated() where x < rect.maxX {
            let label = " " + title + " "
            let style = context.environment.theme[index == selection ? .tabSelected : .tab]
            let used = context.canvas.draw(
                label, at: Point(x: x, y: rect.minY), style: style,
                maxWidth: rect.maxX - x)
            spans.append((x..<(x + used), index))
            x += used
        }
        guard let onSelect else { return }
        context.addMouseHandler(in: rect) { mouse, _ in
            guard mouse.action == .press,
                let hit = spans.first(where: { $0.range.contains(mouse.location.x) })
            else { return .ignored }
            onSelect(hit.index)
            return .handled
        }
    }

    /// The tab a key switches to from `current` among `count` tabs: Tab/Shift-Tab cycle, the
    /// digits `1`...`9` pick directly. Nil when the key is not a tab key.
    public static func selection(for key: Key, current: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        switch key {
        case .tab: return (current + 1) % count
        case .backTab: return (current - 1 + count) % count
        case .character(let character):
            guard let digit = character.wholeNumberValue, digit >= 1, digit <= min(count, 9) else { return nil }
            return digit - 1
        default: return nil
        }
    }

    /// The keys `selection(for:current:count:)` understands, for the help overlay.
    public static func keyBindings(count: Int, section: String = "Tabs") -> [KeyBinding] {
        [
            KeyBinding(keys: ["Tab", "Shift-Tab"], description: "Next / previous tab", section: section),
            KeyBinding(keys: (1...max(1, min(count, 9))).map(String.init), description: "Go to tab", section: section),
        ]
    }
}
