// The header line over a list's columns: each column's title, the sorted one marked with its
// direction (`Name ▲`, or `Name ^` where the terminal cannot draw the arrow).
import TerminalUI
import ViewModels

/// The titles of a list's columns laid out as its rows are, with the sort marked.
struct ColumnHeader: PrimitiveView, Equatable {
    let titles: [String]
    let columns: Columns
    let sort: ListSort
    /// Whether the list beside it draws a scroll bar (its rows are one cell narrower).
    var isNarrowed = false

    /// The titles as shown: the sorted column's title followed by its direction's arrow.
    static func labels(_ titles: [String], sort: ListSort, unicode: Bool) -> [String] {
        titles.enumerated().map { index, title in
            guard index == sort.column else { return title }
            let arrow = sort.isDescending ? (unicode ? "▼" : "v") : (unicode ? "▲" : "^")
            return "\(title) \(arrow)"
        }
    }

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 80, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        let labels = Self.labels(titles, sort: sort, unicode: context.environment.drawsUnicodeSymbols)
        let width = isNarrowed ? rect.width - 1 : rect.width
        ColumnRow(values: labels, columns: columns, style: context.environment.theme[.header])
            .render(in: Rect(x: rect.minX, y: rect.minY, width: max(0, width), height: 1), context: context)
    }
}
