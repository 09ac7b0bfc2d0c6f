// Sparkline: a one-line chart of a numeric series in block characters.

/// A series drawn as `▁▂▃▄▅▆▇█`, one cell per value, lowest value lowest block. When the series
/// is longer than the width the latest values are shown. Non-finite values are gaps. Drawn in
/// the theme's `chart` style with `style` merged over it.
public struct Sparkline: PrimitiveView {
    /// The blocks from lowest to highest.
    public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    let values: [Double]
    let style: Style

    /// A sparkline of `values`.
    public init(_ values: [Double], style: Style = .plain) {
        self.values = values
        self.style = style
    }

    /// The sparkline as text for `values` (one character per value).
    public static func line(for values: [Double]) -> String {
        guard let scale = ChartScale(values) else { return String(repeating: " ", count: values.count) }
        return String(
            values.map { value -> Character in
                guard let level = scale.level(of: value, levels: blocks.count) else { return " " }
                return scale.high > scale.low ? blocks[level] : blocks[blocks.count / 2]
            })
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: min(values.count, proposal.width ?? values.count), height: min(1, proposal.height ?? 1))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let shown = Array(values.suffix(rect.width))
        context.canvas.draw(
            Self.line(for: shown), at: rect.origin,
            style: context.environment.theme[.chart].merging(context.environment.resolve(style)), maxWidth: rect.width)
    }
}
