// ColumnChart: a series over time as filled columns several rows tall (the hourly temperature),
// with the highest and lowest value labelled on a left axis and marks (day names) under the
// columns, and optionally a band under the plot: a second series in 0...100 (the chance of rain) as
// one row of shades aligned with the columns. Missing values are gaps. A narrow chart shows the
// first values that fit, never a squeezed or broken one.

/// A label under a column chart at one point of the series.
public struct ChartMark: Sendable, Equatable {
    /// The index of the point in the series.
    public var index: Int
    /// The text, e.g. `Tue`.
    public var text: String

    /// A mark `text` at point `index`.
    public init(index: Int, text: String) {
        self.index = index
        self.text = text
    }
}

/// A second series drawn as one row of shades under a column chart's plot, aligned with its columns:
/// a percentage per point (nil or out of 0...100: a gap), labelled on the chart's axis.
public struct ChartBand: Sendable, Equatable {
    /// The label on the axis, e.g. `rain`.
    public var label: String
    /// One percentage per point of the chart's series.
    public var percentages: [Double?]

    /// A band labelled `label` of `percentages`.
    public init(label: String, percentages: [Double?]) {
        self.label = label
        self.percentages = percentages
    }

    /// The shade for `percentage`: blank for 0 %, then light, medium, dark and full shade in
    /// quarters; nil for a gap.
    static func shade(for percentage: Double?) -> Character? {
        guard let percentage, percentage.isFinite, (0...100).contains(percentage) else { return nil }
        if percentage == 0 { return " " }
        return ["░", "▒", "▓", "█"][min(3, Int(percentage / 25))]
    }
}

/// Columns in eighth-block steps, one or more cells wide per point, scaled between the series'
/// lowest and highest finite value; `top` and `bottom` label the axis (e.g. `21.4 °C`).
///
///     ColumnChart(temperatures, top: "21.4 °C", bottom: "12.0 °C", marks: [ChartMark(index: 0, text: "Tue")])
public struct ColumnChart: PrimitiveView {
    static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The widest a point is drawn, in cells.
    public static let maxColumnWidth = 3

    let values: [Double?]
    let top: String
    let bottom: String
    let marks: [ChartMark]
    let rows: Int
    let style: Style
    let band: ChartBand?
    let bandStyle: Style

    /// A chart of `values` (nil or non-finite: a gap) about `rows` rows tall, plus a row for
    /// `band` when given and a row of marks.
    public init(
        _ values: [Double?], top: String, bottom: String, marks: [ChartMark] = [], rows: Int = 6,
        style: Style = .plain, band: ChartBand? = nil, bandStyle: Style = .plain
    ) {
        self.values = values
        self.top = top
        self.bottom = bottom
        self.marks = marks
        self.rows = max(1, rows)
        self.style = style
        self.band = band
        self.bandStyle = bandStyle
    }

    /// How many points fit in `width` cells (at least one cell per point after the axis).
    public func visibleCount(inWidth width: Int) -> Int {
        max(0, min(values.count, width - axisWidth - 1))
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let wanted = Size(
            width: axisWidth + 1 + values.count * Self.maxColumnWidth,
            height: rows + extraRows)
        return Size(
            width: min(wanted.width, proposal.width ?? wanted.width),
            height: min(wanted.height, proposal.height ?? wanted.height))
    }

    public func render(in rect: Rect, context: RenderContext) {
        let plotRows = rect.height - extraRows
        let count = visibleCount(inWidth: rect.width)
        guard plotRows >= 1, count >= 1 else { return }
        let shown = Array(values.prefix(count))
        let plotX = rect.minX + axisWidth + 1
        // The points share the plot's width (at most `maxColumnWidth` cells each), so the chart
        // fills its room: point i starts at `plotX + i * span / count`.
        let span = min(rect.maxX - plotX, count * Self.maxColumnWidth)
        let columnX = { (index: Int) -> Int in plotX + index * span / count }
        let dim = context.environment.resolve(.dim)
        context.canvas.draw(top.padded(toWidth: axisWidth), at: rect.origin, style: dim, maxWidth: axisWidth)
        if plotRows > 1 {
            context.canvas.draw(
                bottom.padded(toWidth: axisWidth), at: Point(x: rect.minX, y: rect.minY + plotRows - 1),
                style: dim, maxWidth: axisWidth)
        }
        for row in 0..<plotRows {
            let tick = row == 0 || row == plotRows - 1 ? "┤" : "│"
            context.canvas.draw(tick, at: Point(x: plotX - 1, y: rect.minY + row), style: dim, maxWidth: 1)
        }
        guard let scale = ChartScale(shown) else { return }
        let levels = plotRows * 8
        let bar = context.environment.resolve(style)
        for (index, value) in shown.enumerated() {
            guard let level = scale.level(of: value, levels: levels) else { continue }
            let height = scale.high > scale.low ? level + 1 : levels / 2
            let x = columnX(index)
            let columnWidth = columnX(index + 1) - x
            for row in 0..<plotRows {
                let filled = min(8, max(0, height - (plotRows - 1 - row) * 8))
                guard filled > 0 else { continue }
                context.canvas.draw(
                    String(repeating: Self.eighths[filled], count: columnWidth),
                    at: Point(x: x, y: rect.minY + row), style: bar, maxWidth: rect.maxX - x)
            }
        }
        if let band {
            drawBand(
                band, count: count, plotX: plotX, columnX: columnX, row: rect.minY + plotRows, rect: rect,
                context: context)
        }
        let marksRow = rect.minY + plotRows + (band == nil ? 0 : 1)
        drawMarks(count: count, plotX: plotX, columnX: columnX, row: marksRow, rect: rect, context: context)
    }

    /// The band's label on the axis and a shade under each column that has a percentage.
    private func drawBand(
        _ band: ChartBand, count: Int, plotX: Int, columnX: (Int) -> Int, row: Int, rect: Rect,
        context: RenderContext
    ) {
        let dim = context.environment.resolve(.dim)
        context.canvas.draw(
            band.label.padded(toWidth: axisWidth), at: Point(x: rect.minX, y: row), style: dim,
            maxWidth: axisWidth)
        context.canvas.draw("│", at: Point(x: plotX - 1, y: row), style: dim, maxWidth: 1)
        let shaded = context.environment.resolve(bandStyle)
        for index in 0..<min(count, band.percentages.count) {
            guard let shade = ChartBand.shade(for: band.percentages[index]) else { continue }
            let x = columnX(index)
            context.canvas.draw(
                String(repeating: shade, count: columnX(index + 1) - x), at: Point(x: x, y: row),
                style: shaded, maxWidth: rect.maxX - x)
        }
    }

    /// The rows under the plot: the band's and the marks'.
    private var extraRows: Int { (band == nil ? 0 : 1) + (marks.isEmpty ? 0 : 1) }

    /// The marks under their columns, left to right, each only where it does not overlap the last.
    private func drawMarks(count: Int, plotX: Int, columnX: (Int) -> Int, row: Int, rect: Rect, context: RenderContext)
    {
        guard !marks.isEmpty else { return }
        let plain = context.environment.resolve(.plain)
        var free = plotX
        for mark in marks.sorted(by: { $0.index < $1.index }) where mark.index >= 0 && mark.index < count {
            let x = columnX(mark.index)
            guard x >= free, x < rect.maxX else { continue }
            let text = "╵" + mark.text
            free = x + context.canvas.draw(text, at: Point(x: x, y: row), style: plain, maxWidth: rect.maxX - x) + 1
        }
    }

    private var axisWidth: Int { max(top.displayWidth, bottom.displayWidth, band?.label.displayWidth ?? 0) }
}
