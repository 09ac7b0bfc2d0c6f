// Lays out a row of text columns that adapt to the width available.
import TerminalUI

/// Column widths as fractions of a row, with the last column taking what is left; columns
/// that would be narrower than `minimum` cells are dropped from the right.
struct Columns: Equatable {
    let fractions: [Double]
    let minimum: Int

    /// The widths of the columns that fit in `width` cells (one space between columns).
    func widths(for width: Int) -> [Int] {
        var count = fractions.count
        while count > 1 {
            let usable = width - (count - 1)
            let shares = fractions.prefix(count)
            let total = shares.reduce(0, +)
            let widths = shares.map { Int(Double(usable) * $0 / total) }
            if widths.allSatisfy({ $0 >= minimum }) {
                var adjusted = widths
                adjusted[count - 1] = usable - widths.dropLast().reduce(0, +)
                return adjusted
            }
            count -= 1
        }
        return [max(0, width)]
    }
}

/// Draws one row of columns in whatever width it is given, each value cut with an ellipsis.
struct ColumnRow: PrimitiveView, DrawingCacheable {
    let values: [String]
    let columns: Columns
    var style: Style = .plain

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        let style = context.environment.resolve(style)
        var x = rect.minX
        for (value, width) in zip(values, columns.widths(for: rect.width)) {
            context.canvas.draw(value, at: Point(x: x, y: rect.minY), style: style, truncatingToWidth: width)
            x += width + 1
        }
    }
}
