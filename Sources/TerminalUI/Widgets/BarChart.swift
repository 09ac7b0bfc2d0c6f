// BarChart: vertical bars for a short numeric series (the 5-day temperature forecast), with
// the maximum and minimum labelled on the left and optional labels under the bars.

/// Vertical bars in eighth-block steps, one group of columns per value, scaled between the
/// series' minimum and maximum. The left axis shows the maximum at the top and the minimum at
/// the bottom (formatted with `unit`); `labels` go under the bars, cut to the bar width. Bars
/// are in the theme's `chart` style (with `style` merged over it), the axis in `muted`.
///
///     BarChart([18.5, 21, 19.2, 24, 22.1], labels: ["Mon", "Tue", "Wed", "Thu", "Fri"], unit: "°C")
public struct BarChart: PrimitiveView {
    private static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    let values: [Double]
    let labels: [String]
    let unit: String
    let style: Style

    /// A chart of `values`, with `labels` under the bars and `unit` after the axis numbers.
    public init(_ values: [Double], labels: [String] = [], unit: String = "", style: Style = .plain) {
        self.values = values.filter(\.isFinite)
        self.labels = labels
        self.unit = unit
        self.style = style
    }

    /// `value` with at most one decimal and the unit: `21°C`, `18.5°C`, `-3.2°F`; `-` when it
    /// is not finite or beyond ±1e15.
    public static func format(_ value: Double, unit: String) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "-" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        let number = magnitude % 10 == 0 ? "\(magnitude / 10)" : "\(magnitude / 10).\(magnitude % 10)"
        return sign + number + unit
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let axis = axisLabels
        let wanted = Size(
            width: max(axis.top.displayWidth, axis.bottom.displayWidth) + 1 + values.count * 4,
            height: 5 + (labels.isEmpty ? 0 : 1))
        return Size(
            width: min(wanted.width, proposal.width ?? wanted.width),
            height: min(wanted.height, proposal.height ?? wanted.height))
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard let scale = ChartScale(values) else { return }
        let axis = axisLabels
        let axisWidth = max(axis.top.displayWidth, axis.bottom.displayWidth)
        let barRows = rect.height - (labels.isEmpty ? 0 : 1)
        let plotX = rect.minX + axisWidth + 1
        let plotWidth = rect.maxX - plotX
        guard barRows >= 1, plotWidth >= values.count else { return }
        let dim = context.environment.theme[.muted]
        context.canvas.draw(axis.top.padded(toWidth: axisWidth), at: rect.origin, style: dim)
        if barRows > 1 {
            context.canvas.draw(
                axis.bottom.padded(toWidth: axisWidth), at: Point(x: rect.minX, y: rect.minY + barRows - 1), style: dim)
        }
        for row in 0..<barRows { context.canvas.draw("│", at: Point(x: plotX - 1, y: rect.minY + row), style: dim) }
        let group = plotWidth / values.count
        let barWidth = max(1, group > 2 ? group - 1 : group)
        let levels = barRows * 8
        let bar = context.environment.theme[.chart].merging(context.environment.resolve(style))
        for (index, value) in values.enumerated() {
            let height = scale.high > scale.low ? 1 + (scale.level(of: value, levels: levels) ?? 0) : levels / 2
            let x = plotX + index * group
            for row in 0..<barRows {
                let fromBottom = barRows - 1 - row
                let filled = min(8, max(0, height - fromBottom * 8))
                let cells = String(repeating: Self.eighths[filled], count: barWidth)
                context.canvas.draw(cells, at: Point(x: x, y: rect.minY + row), style: bar)
            }
            if index < labels.count {
                context.canvas.draw(
                    labels[index].truncated(toWidth: group), at: Point(x: x, y: rect.minY + barRows),
                    style: context.environment.resolve(.plain), maxWidth: group)
            }
        }
    }

    private var axisLabels: (top: String, bottom: String) {
        (Self.format(values.max() ?? 0, unit: unit), Self.format(values.min() ?? 0, unit: unit))
    }
}
