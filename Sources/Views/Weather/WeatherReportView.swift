// WeatherReportView: one place's weather laid out for the space it gets: the place and current
// conditions first, then the hourly chart (as tall as the room allows), then the daily table.
// When rows run short the table loses days, then goes before the chart does; narrow widths put the fields
// in one column, give the chart fewer hours and drop table columns from the right.
import TerminalUI
import ViewModels

/// The loaded weather report.
struct WeatherReportView: PrimitiveView {
    let report: WeatherReport
    /// `cached 3m ago` / `offline, from 2h ago`, shown after the place; nil when fresh.
    let age: String?

    /// The tallest the chart is drawn, in rows.
    static let maxChartRows = 8
    /// The shortest chart worth drawing, in rows.
    static let minChartRows = 3

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: proposal.height ?? 24)
    }

    func render(in rect: Rect, context: RenderContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        var y = rect.minY
        let bold = context.environment.resolve(Style(attributes: .bold))
        let dim = context.environment.resolve(.dim)
        var x =
            rect.minX
            + context.canvas.draw(report.place, at: Point(x: rect.minX, y: y), style: bold, maxWidth: rect.width)
        if let description = report.description {
            x += context.canvas.draw("  " + description, at: Point(x: x, y: y), maxWidth: rect.maxX - x)
        }
        if let age {
            context.canvas.draw("  (\(age))", at: Point(x: x, y: y), style: dim, maxWidth: rect.maxX - x)
        }
        y += 1
        y = drawFields(from: y, in: rect, context: context)
        var remaining = rect.maxY - y
        let table = DailyTable(rows: report.days, units: report.units)
        let tableWanted = report.days.isEmpty ? 0 : table.height
        // The title and the marks under the columns, and the rain-chance band when there is one.
        let chartFixed = report.hasHourlyPrecipitationChances ? 3 : 2
        var chartRows = 0
        if !report.hourlyTemperatures.isEmpty {
            // The chart as tall as the room allows beside the whole table, else beside its header
            // and two days, else alone: the chart goes before the table when rows run short.
            let room = remaining - chartFixed - 1
            let candidates = [
                room - (tableWanted == 0 ? 0 : tableWanted + 1),
                room - (tableWanted == 0 ? 0 : min(tableWanted, 3) + 1), room,
            ]
            chartRows = min(Self.maxChartRows, candidates.first { $0 >= Self.minChartRows } ?? 0)
        }
        if chartRows > 0 {
            y += 1
            drawChart(at: y, rows: chartRows, in: rect, context: context)
            y += chartRows + chartFixed
            remaining = rect.maxY - y
        }
        if tableWanted > 0, remaining >= 3 {
            y += 1
            table.render(in: Rect(x: rect.minX, y: y, width: rect.width, height: rect.maxY - y), context: context)
        }
    }

    /// The fields in as many columns as fit (one below 60 cells); returns the next free row.
    private func drawFields(from top: Int, in rect: Rect, context: RenderContext) -> Int {
        let fields = report.fields
        guard !fields.isEmpty else { return top }
        let labelWidth = (fields.map { $0.label.displayWidth }.max() ?? 0) + 2
        let columns = rect.width >= 90 ? 3 : rect.width >= 60 ? 2 : 1
        let columnWidth = rect.width / columns
        let rows = (fields.count + columns - 1) / columns
        let bold = context.environment.resolve(Style(attributes: .bold))
        for (index, field) in fields.enumerated() {
            let row = index % rows
            let column = index / rows
            let y = top + row
            guard y < rect.maxY else { continue }
            let x = rect.minX + column * columnWidth
            let width = column == columns - 1 ? rect.maxX - x : columnWidth - 1
            let used = context.canvas.draw(
                field.label.padded(toWidth: labelWidth), at: Point(x: x, y: y), style: bold,
                maxWidth: width)
            context.canvas.draw(field.value, at: Point(x: x + used, y: y), truncatingToWidth: max(0, width - used))
        }
        return min(rect.maxY, top + rows)
    }

    /// `Temperature, next 48 hours` and the chart of the hourly temperatures under it, with the
    /// chance of rain as a band of shades under the columns when the forecast has it.
    private func drawChart(at top: Int, rows: Int, in rect: Rect, context: RenderContext) {
        let range = report.hourlyRange
        let band =
            report.hasHourlyPrecipitationChances
            ? ChartBand(label: "rain", percentages: report.hourlyPrecipitationChances) : nil
        let chart = ColumnChart(
            report.hourlyTemperatures, top: range?.high ?? "-", bottom: range?.low ?? "-",
            marks: report.hourlyDayLabels.map { ChartMark(index: $0.index, text: $0.text) },
            rows: rows, style: context.environment.theme[.chart],
            band: band, bandStyle: context.environment.theme[.chart])
        let shown = chart.visibleCount(inWidth: rect.width)
        let hours =
            shown == report.hourlyTemperatures.count
            ? report.hoursCovered : shown * max(1, report.hoursCovered / max(1, report.hourlyTemperatures.count))
        let legend = band == nil ? "" : " · rain chance ░<25% ▒<50% ▓<75% █"
        let title = "Temperature, next \(hours) hours (\(report.units.temperatureSymbol))\(legend)"
        context.canvas.draw(
            title, at: Point(x: rect.minX, y: top), style: context.environment.resolve(Style(attributes: .bold)),
            maxWidth: rect.width)
        chart.render(
            in: Rect(x: rect.minX, y: top + 1, width: rect.width, height: rows + (band == nil ? 1 : 2)),
            context: context)
    }
}
