// The raw view's lines wrapped to a width, made once per width (not per key), so scrolling a
// 10,000-character body costs only the rows on screen.
import TerminalUI
import ViewModels

/// One screen row of wrapped JSON: a piece of one line, with its tokens.
struct RawRow: Equatable {
    /// The JSON line it comes from.
    var line: Int
    /// The character offset in that line where the row starts.
    var start: Int
    /// The row's pieces, in order.
    var tokens: [JSONToken]
}

/// The lines of a raw view wrapped to `width` cells, cut anywhere a line is too long.
struct RawJSONLayout {
    let width: Int
    private(set) var rows: [RawRow] = []
    /// The index of the first row of each line.
    private(set) var firstRow: [Int] = []

    init(lines: [JSONLine], width: Int) {
        self.width = max(1, width)
        for (number, line) in lines.enumerated() {
            firstRow.append(rows.count)
            wrap(line, number: number)
        }
    }

    /// The row holding character `offset` of line `line`.
    func row(line: Int, offset: Int) -> Int {
        guard firstRow.indices.contains(line) else { return 0 }
        var row = firstRow[line]
        while row + 1 < rows.count, rows[row + 1].line == line, rows[row + 1].start <= offset { row += 1 }
        return row
    }

    private mutating func wrap(_ line: JSONLine, number: Int) {
        var row = RawRow(line: number, start: 0, tokens: [])
        var used = 0
        var offset = 0
        for token in line.tokens {
            var piece = ""
            for character in token.text {
                let cells = DisplayWidth.of(character)
                if used + cells > width, used > 0 {
                    if !piece.isEmpty { row.tokens.append(JSONToken(piece, token.kind)) }
                    rows.append(row)
                    row = RawRow(line: number, start: offset, tokens: [])
                    piece = ""
                    used = 0
                }
                piece.append(character)
                used += cells
                offset += 1
            }
            if !piece.isEmpty { row.tokens.append(JSONToken(piece, token.kind)) }
        }
        rows.append(row)
    }
}
