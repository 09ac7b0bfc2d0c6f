// HelpOverlay: a boxed list of every key binding, grouped by section, drawn over the screen.

/// A centred box listing `bindings` under their sections (in the order sections first appear),
/// keys in a column on the left, headings in the theme's `header` style. It clears what is under it; show it with
/// `.overlay { if showsHelp { HelpOverlay(bindings: ...) } }`.
public struct HelpOverlay: PrimitiveView {
    let bindings: [KeyBinding]
    let title: String

    /// A help box titled `title` listing the enabled `bindings`.
    public init(bindings: [KeyBinding], title: String = "Keys (? or Esc to close)") {
        self.bindings = bindings.filter(\.isEnabled)
        self.title = title
    }

    /// A help box listing the bindings in force in `keyMap`.
    public init(keyMap: KeyMap, title: String = "Keys (? or Esc to close)") {
        self.init(bindings: keyMap.help, title: title)
    }

    /// The lines of the box's content: a bold heading per section, then `keys  description`.
    public var lines: [(text: String, isHeading: Bool)] {
        var sections: [String] = []
        var grouped: [String: [KeyBinding]] = [:]
        for binding in bindings {
            if grouped[binding.section] == nil { sections.append(binding.section) }
            grouped[binding.section, default: []].append(binding)
        }
        let keyColumn = bindings.map(\.helpKeyText.displayWidth).max() ?? 0
        var result: [(String, Bool)] = []
        for (number, section) in sections.enumerated() {
            if number > 0 { result.append(("", false)) }
            result.append((section, true))
            for binding in grouped[section] ?? [] {
                result.append(
                    ("  " + binding.helpKeyText.padded(toWidth: keyColumn) + "  " + binding.description, false))
            }
        }
        return result
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let content = lines
        let width = max(content.map { $0.text.displayWidth }.max() ?? 0, title.displayWidth + 2) + 4
        let height = content.count + 2
        return Size(width: min(width, proposal.width ?? width), height: min(height, proposal.height ?? height))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard rect.width >= 4, rect.height >= 3 else { return }
        context.canvas.fill(rect)
        let theme = context.environment.theme
        BoxDrawing.draw(
            in: rect, title: title, style: theme[.borderFocused], titleStyle: theme[.title], context: context)
        let area = rect.inset(by: EdgeInsets(horizontal: 2, vertical: 1))
        for (row, line) in lines.prefix(area.height).enumerated() {
            context.canvas.draw(
                line.text.truncated(toWidth: area.width), at: Point(x: area.minX, y: area.minY + row),
                style: line.isHeading ? theme[.header] : .plain, maxWidth: area.width)
        }
    }
}
