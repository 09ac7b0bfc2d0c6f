// DailyTable: the days of the forecast as a table (day, conditions, low / high, chance of
// precipitation, wind), columns dropped from the right when the width runs short.
import Models
import TerminalUI
import ViewModels

/// The daily forecast table, drawn into whatever rectangle it gets (days cut at the bottom).
struct DailyTable: PrimitiveView {
    let rows: [DayRow]
    let units: Units

    /// The header and one row per day.
    var height: Int { rows.isEmpty ? 0 : rows.count + 1 }

    private var headers: [String] { ["Day", "Conditions", "Low/High \(units.temperatureSymbol)", "Rain", "Wind"] }
    private static let widths = [5, 15, 12, 6, 16]

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? Self.widths.reduce(0, +), height: min(height, proposal.height ?? height))
    }

    func render(in rect: Rect, context: RenderContext) {
        guard !rows.isEmpty, rect.height >= 2 else { return }
        var widths: [Int] = []
        var used = 0
        for width in Self.widths where used + width <= rect.width || widths.isEmpty {
            widths.append(width)
            used += width
        }
        if let last = widths.indices.last { widths[last] = max(widths[last], rect.width - (used - widths[last])) }
        let header = context.environment.resolve(Style(attributes: [.bold, .underline]))
        draw(headers, widths: widths, y: rect.minY, style: header, rect: rect, context: context)
        let plain = context.environment.resolve(.plain)
        for (index, row) in rows.enumerated() where rect.minY + 1 + index < rect.maxY {
            draw(
                [row.day, row.description, row.lowHigh, row.precipitationChance, row.wind], widths: widths,
                y: rect.minY + 1 + index, style: plain, rect: rect, context: context)
        }
    }

    private func draw(_ cells: [String], widths: [Int], y: Int, style: Style, rect: Rect, context: RenderContext) {
        var x = rect.minX
        for (cell, width) in zip(cells, widths) {
            let shown = min(width - 1, rect.maxX - x)
            guard shown > 0 else { return }
            context.canvas.draw(cell, at: Point(x: x, y: y), style: style, truncatingToWidth: shown)
            x += width
        }
    }
}
